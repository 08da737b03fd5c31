/// The desktop's own state, read from the X server by the shell (EWMH and XKB), before it is
/// split into the entries of the items it fills (``ItemContents/show(_:)-desktop``): what the
/// `workspaces`, `window` and `keyboard` items show and `status --json` reports. Each part is nil where there is no display or the window manager
/// exposes nothing.
public struct DesktopState: Sendable, Equatable {
    /// The window manager's desktops (``Workspaces``).
    public var workspaces: Workspaces?
    /// The focused window (``FocusedWindow``).
    public var window: FocusedWindow?
    /// The keyboard's layouts and Caps Lock (``KeyboardState``).
    public var keyboard: KeyboardState?

    /// A desktop state; by default nothing is known.
    public init(workspaces: Workspaces? = nil, window: FocusedWindow? = nil, keyboard: KeyboardState? = nil) {
        self.workspaces = workspaces
        self.window = window
        self.keyboard = keyboard
    }
}

extension ItemContents {
    /// `desktop` as the entries of the items it fills: `workspaces`, `window` and `keyboard`.
    public mutating func show(_ desktop: DesktopState) {
        workspaces = desktop.workspaces
        window = desktop.window
        keyboard = desktop.keyboard
    }
}
