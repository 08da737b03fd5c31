/// One drawing primitive, in whole pixels from the strip's top-left corner.
public enum DrawCommand: Sendable, Equatable {
    /// Fill a rectangle (alpha below 255 blends).
    case rect(x: Int, y: Int, width: Int, height: Int, color: Color)
    /// Fill a rectangle with a vertical gradient.
    case gradient(x: Int, y: Int, width: Int, height: Int, top: Color, bottom: Color)
    /// A run of text in the strip's font, its left end at `x` on the `baseline`.
    case text(String, x: Int, baseline: Int, color: Color)
    /// A glyph's mask tinted with `color`, its top-left corner at `x`, `y`.
    case glyph(Glyph, x: Int, y: Int, color: Color)
    /// The icon `index` of the pictures drawn with the frame (a strip's tray icons, in their one
    /// order; a menu's entries' icons), a `size` × `size` square at `x`, `y`; drawn in `tint` (its
    /// shape in that colour) or in its own colours when nil. On a strip, `icon` is which tray
    /// icon it is and how often its pixels changed, so new pixels make a frame unequal to the
    /// one on screen, as new text does.
    case trayIcon(index: Int, x: Int, y: Int, size: Int, tint: Color?, icon: TrayIcon? = nil)
}

/// What one frame of the strip consists of: the renderer executes it in order.
public struct DisplayList: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var commands: [DrawCommand]
    /// Where each item shown is drawn, in no particular order (``item(atX:)``). Derived from the
    /// same layout as `commands`, so it takes part in equality at no cost to skipped redraws.
    public var areas: [ItemArea]

    public init(width: Int, height: Int, commands: [DrawCommand] = [], areas: [ItemArea] = []) {
        self.width = width
        self.height = height
        self.commands = commands
        self.areas = areas
    }

    /// The tray's icons that are placed, by index, with their squares.
    public var trayIcons: [(index: Int, x: Int, y: Int, size: Int)] {
        commands.compactMap { if case .trayIcon(let i, let x, let y, let size, _, _) = $0 { return (i, x, y, size) } else { return nil } }
    }

    /// The text runs, in drawing order (handy for tests and for the status line).
    public var texts: [String] {
        commands.compactMap { if case .text(let s, _, _, _) = $0 { return s } else { return nil } }
    }
}

/// Measures text in the strip's font; the X11 shell answers with Xft, tests with fixed widths.
public protocol TextMeasuring {
    /// Advance width of `text` in pixels.
    func width(of text: String) -> Int
    /// Pixels above the baseline.
    var ascent: Int { get }
    /// Pixels below the baseline.
    var descent: Int { get }
}
