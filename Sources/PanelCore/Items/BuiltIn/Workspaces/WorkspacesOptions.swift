/// `[workspaces]`: the `workspaces` item's options.
public struct WorkspacesOptions: ItemOptions {
    /// The desktops' names instead of dots.
    public var names = false
    /// Scrolling past the last desktop goes to the first, and before the first to the last.
    public var wrap = true

    public init() {}

    public static let about = "The window manager's desktops as page dots (the workspaces item)."
    public static let keys: [OptionKey<Self>] = [
        .boolean("names", \.names, about: "The desktops' names instead of dots (i3's \"2: web\"), the current one on a capsule; dots where they do not fit."),
        .boolean("wrap", \.wrap, about: "Scrolling past the last desktop goes to the first, and before the first to the last."),
    ]
}
