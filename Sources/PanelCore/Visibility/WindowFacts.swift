/// What the shell reads from X about one top-level window.
public struct WindowFacts: Sendable, Equatable {
    /// The X window id.
    public var id: UInt
    /// The outer rectangle in root-window coordinates.
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// Whether the window is mapped (viewable).
    public var isMapped: Bool
    /// Atom names from `_NET_WM_STATE`.
    public var netWMState: [String]
    /// The raw `_STATUSPANEL_STYLE` value; anything, see ``PanelStyleRequest``.
    public var panelStyle: String?
    /// `_NET_WM_DESKTOP`; nil when unknown or unset, ``ImmersionDetector/allDesktops`` when sticky.
    public var desktop: Int?
    /// `_GTK_THEME_VARIANT` (`dark` for a GTK application in its dark variant); nil when unset.
    public var themeVariant: String?

    /// Creates facts; by default a mapped, empty window at the origin with no state, style or desktop.
    public init(id: UInt = 0, x: Int = 0, y: Int = 0, width: Int = 0, height: Int = 0,
                isMapped: Bool = true, netWMState: [String] = [], panelStyle: String? = nil, desktop: Int? = nil,
                themeVariant: String? = nil) {
        self.id = id
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isMapped = isMapped
        self.netWMState = netWMState
        self.panelStyle = panelStyle
        self.desktop = desktop
        self.themeVariant = themeVariant
    }

    /// Creates the facts of a window at `frame` with nothing else known.
    public init(id: UInt, frame: WindowFrame, isMapped: Bool) {
        self.init(id: id, x: frame.x, y: frame.y, width: frame.width, height: frame.height, isMapped: isMapped)
    }

    /// The outer rectangle in root-window coordinates.
    public var frame: WindowFrame {
        get { WindowFrame(x: x, y: y, width: width, height: height) }
        set { (x, y, width, height) = (newValue.x, newValue.y, newValue.width, newValue.height) }
    }

    /// Whether the GTK theme variant is dark (`_GTK_THEME_VARIANT` = `dark`).
    public var prefersDark: Bool { themeVariant == "dark" }

    /// The aspects in which these facts differ from `other`'s.
    public func aspects(differingFrom other: WindowFacts) -> Set<WindowAspect> {
        var differing: Set<WindowAspect> = []
        if frame != other.frame || isMapped != other.isMapped { differing.insert(.geometry) }
        if netWMState != other.netWMState { differing.insert(.state) }
        if panelStyle != other.panelStyle { differing.insert(.style) }
        if desktop != other.desktop { differing.insert(.desktop) }
        if themeVariant != other.themeVariant { differing.insert(.themeVariant) }
        return differing
    }

    /// Whether the window asks the strip to hide through `_STATUSPANEL_STYLE`.
    var requestsHidden: Bool { PanelStyleRequest(property: panelStyle) == .hidden }

    /// Whether this rectangle holds the whole of the given one.
    func covers(x: Int, y: Int, width: Int, height: Int) -> Bool {
        let slack = ImmersionDetector.coverTolerance
        return self.x <= x + slack && self.y <= y + slack
            && self.x + self.width >= x + width - slack && self.y + self.height >= y + height - slack
    }

    /// Whether this rectangle and the given one share at least one pixel.
    func overlaps(x: Int, y: Int, width: Int, height: Int) -> Bool {
        self.width > 0 && self.height > 0 && width > 0 && height > 0
            && self.x < x + width && x < self.x + self.width
            && self.y < y + height && y < self.y + self.height
    }
}
