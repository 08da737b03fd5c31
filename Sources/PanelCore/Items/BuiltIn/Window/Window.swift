extension ItemName {
    /// The focused window's title.
    public static let window = ItemName(declared: "window")
}

extension ItemDeclaration {
    /// The focused window's title (else its class), elided to `window.max_width`; pushed by the
    /// X server, hidden while no window has the focus.
    static let window = ItemDeclaration(
        name: .window,
        options: WindowOptions.self,
        reading: ItemReading(on: [.pushed]) { _, _ in },
        colors: [],
        pieces: { d in
            guard let window = d.state.window, !window.shown.isEmpty else { return nil }
            let title = WindowTitleFit(window, config: d.options(WindowOptions.self), scale: d.layout.scale).full { d.text.width(of: $0) }
            return title.isEmpty ? nil : [d.label(title, d.theme.foreground)]
        },
        report: ItemReport(json: [("window", { state in
            state.window.map {
                StatusReport.object([("title", StatusReport.string($0.title)), ("class", StatusReport.string($0.className))])
            } ?? "null"
        })], linePlace: 96, words: { state in state.window.map { [$0.shown] }.flatMap { $0 == [""] ? nil : $0 } ?? [] }),
        documentation: ItemDocumentation(dotfile: "the focused window's title, elided", manual: #"""
            The focused window's title (_NET_ACTIVE_WINDOW's _NET_WM_NAME in UTF\-8, else WM_NAME, in
            ISO 8859\-1, UTF\-8 or the Compound Text xterm writes), or its
            application's class (WM_CLASS) when it has none, on one line, cut to
            .B window.max_width
            with an ellipsis at the end or, with
            .BR "window.elide = \(dqmiddle\(dq" ,
            in the middle. Short of room on the strip, the title gives way first: after the script items'
            short texts and before any other item is shortened, it is cut further, down to 120 points, then
            replaced by the application's name where that is shorter. Followed from the X server's events, never polled; hidden while no window has the focus.
            """#))
}

extension FocusedWindow: ItemEntry {}

extension ItemContents {
    /// The `window` item's entry: the focused window, pushed by the X server; `nil` while none has the
    /// focus.
    public var window: FocusedWindow? {
        get { self[.window] }
        set { self[.window] = newValue }
    }
}
