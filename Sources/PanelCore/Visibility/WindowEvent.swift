/// An X event about the windows that decide the strips, as ``WindowRoster`` takes it: decoded by
/// the shell, so PanelCore sees no XEvent.
public enum WindowEvent: Sendable, Equatable {
    /// A property of the root window changed (`_NET_ACTIVE_WINDOW`, `_NET_CLIENT_LIST_STACKING`,
    /// `_NET_CURRENT_DESKTOP`, ...), by name.
    case rootProperty(String)
    /// A property of `window` changed, by name.
    case property(window: UInt, name: String)
    /// A top-level window was created (with no window manager; it starts unmapped), at `frame`
    /// in root coordinates.
    case created(window: UInt, frame: WindowFrame)
    /// `window` was moved, resized or restacked. `frame` is its new rectangle when the event
    /// gives it in root coordinates (its parent is the root); nil when it must be read (a
    /// managed window inside its frame).
    case configured(window: UInt, frame: WindowFrame?)
    /// `window` was mapped.
    case mapped(UInt)
    /// `window` was unmapped.
    case unmapped(UInt)
    /// `window` was destroyed.
    case destroyed(UInt)
    /// `window` got a new parent: it is a top-level when `toRoot`.
    case reparented(window: UInt, toRoot: Bool)
}

/// A window's outer rectangle in root coordinates (or a part of a window, from its corner), in pixels.
public struct WindowFrame: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One part of a window's ``WindowFacts`` that the shell reads with its own request: a window's
/// event says which part changed, so only that part is read again.
public enum WindowAspect: Sendable, Hashable, CaseIterable {
    /// Place, size and whether it is viewable.
    case geometry
    /// `_NET_WM_STATE`.
    case state
    /// `_STATUSPANEL_STYLE`.
    case style
    /// `_NET_WM_DESKTOP`.
    case desktop
    /// `_GTK_THEME_VARIANT`.
    case themeVariant

    /// The window property this aspect is read from; nil for ``geometry``.
    public var property: String? {
        switch self {
        case .geometry: nil
        case .state: "_NET_WM_STATE"
        case .style: "_STATUSPANEL_STYLE"
        case .desktop: "_NET_WM_DESKTOP"
        case .themeVariant: "_GTK_THEME_VARIANT"
        }
    }

    /// The aspect a property of that name holds; nil for one the panel does not read.
    public init?(property name: String) {
        guard let aspect = Self.allCases.first(where: { $0.property == name }) else { return nil }
        self = aspect
    }

    /// The aspects a window's own properties hold, read with one request each.
    public static let properties: [WindowAspect] = allCases.filter { $0.property != nil }
}
