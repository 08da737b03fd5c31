/// Everything besides the dotfile that the strip's style depends on, as the shell last saw it.
public struct StyleInputs: Sendable, Equatable {
    /// `statuspanel msg style dark|light`; `nil` (or `auto`) after `msg style auto`.
    public var override: ContentStyle?
    /// `_STATUSPANEL_STYLE` on the active window; `hidden` asks for no style.
    public var windowRequest: PanelStyleRequest?
    /// Whether the active window's `_GTK_THEME_VARIANT` is `dark`.
    public var gtkPrefersDark: Bool
    /// The band of rows just below the strip: the top of the active window (usually its
    /// header bar) or the wallpaper. `color = "auto"` takes its colour.
    public var beneath: BeneathSample?
    /// What shows through a background that is not opaque: the copy of the root pixmap under
    /// the strip (blurred, for `blur`), or what a compositor has there. `nil` takes ``beneath``;
    /// with neither, anything from black to white is assumed.
    public var behind: BeneathSample?

    public init(override: ContentStyle? = nil, windowRequest: PanelStyleRequest? = nil, gtkPrefersDark: Bool = false,
                beneath: BeneathSample? = nil, behind: BeneathSample? = nil) {
        self.override = override
        self.windowRequest = windowRequest
        self.gtkPrefersDark = gtkPrefersDark
        self.beneath = beneath
        self.behind = behind
    }

    /// What the legibility guarantee and `auto` content reckon with.
    var backdrop: BeneathSample { behind ?? beneath ?? .unknown }
}
