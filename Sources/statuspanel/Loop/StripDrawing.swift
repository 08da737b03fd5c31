import PanelCore

/// What every strip and popup of the panel is drawn with: the visual (ARGB while a compositor
/// runs and the style is translucent; another one means new windows), the one font (font and
/// scale are the same on every monitor), and the pixels per point from `Xft.dpi`.
struct StripDrawing {
    /// The visual the strips are made with.
    private(set) var visual: StripVisual
    /// The server's ARGB visual, once one was found.
    private var argb: StripVisual?
    /// The font every strip draws and measures with.
    var font: XftTextMeasurer
    /// Pixels per point.
    let scale: Double

    /// The default visual, `font`, and the scale `Xft.dpi` asks for (96 dpi when unset).
    init(connection: XConnection, font: XftTextMeasurer) {
        visual = .standard(connection)
        self.font = font
        scale = DisplayScale.pixelsPerPoint(xftDPI: connection.resource("Xft.dpi"))
    }

    /// The visual for strips that want alpha or not: the ARGB one (looked for the first time it
    /// is wanted) where the server has it, else the default one.
    mutating func visual(alpha: Bool, connection: XConnection) -> StripVisual {
        guard alpha else { return .standard(connection) }
        if argb == nil { argb = .argb(connection) }
        return argb ?? .standard(connection)
    }

    /// Makes the strips with `visual` from now on.
    mutating func use(_ visual: StripVisual) { self.visual = visual }
}
