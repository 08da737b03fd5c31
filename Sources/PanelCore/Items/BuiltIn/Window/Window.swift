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
            guard let shown = d.state.desktop.window?.shown, !shown.isEmpty else { return nil }
            let options = d.options(WindowOptions.self)
            let room = d.px(Double(options.maxWidth))
            let title = options.elide.elide(shown, toWidth: room) { d.text.width(of: $0) }
            return title.isEmpty ? nil : [d.label(title, d.theme.foreground)]
        },
        report: ItemReport(json: [("window", { state in
            state.desktop.window.map {
                StatusReport.object([("title", StatusReport.string($0.title)), ("class", StatusReport.string($0.className))])
            } ?? "null"
        })], linePlace: 96, words: { state in state.desktop.window.map { [$0.shown] }.flatMap { $0 == [""] ? nil : $0 } ?? [] }),
        documentation: ItemDocumentation(dotfile: "the focused window's title, elided", manual: #"""
            The focused window's title (_NET_ACTIVE_WINDOW's _NET_WM_NAME in UTF\-8, else WM_NAME), or its
            application's class (WM_CLASS) when it has none, on one line, cut to
            .B window.max_width
            with an ellipsis at the end or, with
            .BR "window.elide = \(dqmiddle\(dq" ,
            in the middle. Followed from the X server's events, never polled; hidden while no window has the focus.
            """#))
}
