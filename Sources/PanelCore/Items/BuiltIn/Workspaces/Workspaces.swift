extension ItemName {
    /// The window manager's desktops as page dots.
    public static let workspaces = ItemName(declared: "workspaces")
}

extension ItemDeclaration {
    /// One dot per desktop, as a phone's page dots (``PageDot``), or the desktops' names with
    /// `workspaces.names`; pushed by the X server (EWMH), hidden where the window manager
    /// exposes no desktops.
    static let workspaces = ItemDeclaration(
        name: .workspaces,
        options: WorkspacesOptions.self,
        reading: ItemReading(on: [.pushed]) { _, _ in },
        colors: [],
        pieces: { d in d.state.workspaces.flatMap { WorkspacePieces.pieces($0, d, names: d.options(WorkspacesOptions.self).names) } },
        report: ItemReport(json: [("workspaces", { $0.workspaces.map(WorkspacePieces.json) ?? "null" })], linePlace: 95,
                           words: { state in
                               guard let w = state.workspaces, let current = w.current else { return [] }
                               return ["desktop " + w.names[current]]
                           }),
        documentation: ItemDocumentation(dotfile: "the desktops as page dots; a click switches, scrolling steps", manual: #"""
            The window manager's desktops (EWMH's _NET_NUMBER_OF_DESKTOPS, _NET_CURRENT_DESKTOP and
            _NET_DESKTOP_NAMES) as a phone's page dots: the current one solid, a desktop holding windows as a
            ring, an empty one as a small dot, and one holding a window that asks for attention (WM_HINTS'
            urgency, _NET_WM_STATE_DEMANDS_ATTENTION) in red. With
            .B workspaces.names
            the desktops' names show instead, the current one on a capsule; short of room on the strip (after
            the window's title has given way) the dots take their place, so that no desktop is cut or left
            off. A click on a dot switches to
            that desktop (the _NET_CURRENT_DESKTOP client message), scrolling goes to the previous or next
            one, past the ends too with
            .BR workspaces.wrap .
            Where the window manager keeps desktops per monitor (bspwm, seen in _NET_DESKTOP_VIEWPORT), each
            strip shows its own monitor's desktops, the one that monitor shows solid.
            Followed from the X server's events, never polled; hidden where the window manager
            exposes no desktops.
            """#))
}

/// The `workspaces` item's pieces and JSON.
enum WorkspacePieces {
    /// Space between two dots, in points.
    static let dotSpacing = 6.0
    /// Space between two names, in points.
    static let nameSpacing = 8.0
    /// A name's alpha while its desktop is empty, of 255.
    static let emptyNameAlpha: UInt8 = 140

    /// A dot per desktop, or with `names` a name per desktop; each piece tagged with its
    /// desktop's index.
    static func pieces(_ w: Workspaces, _ d: ItemDrawing, names: Bool) -> [StripLayout.Piece]? {
        let view = MonitorDesktops.on(d.layout.monitor, of: d.layout.monitors, w)
        guard !view.indices.isEmpty else { return nil }
        let attention = Legibility.scriptText(PillColor.red.base, for: d.theme.content, on: d.theme.background, over: .unknown)
        return view.indices.enumerated().map { place, i in
            let dot = w.dot(i, current: view.current)
            var piece: StripLayout.Piece
            if names {
                let name = w.names[i]
                let leading = place == 0 ? 0 : d.px(nameSpacing)
                if dot == .current || dot == .currentUrgent {
                    piece = d.capsule(name, fill: dot.isUrgent ? attention : d.theme.foreground, leading: leading)
                } else {
                    var color = dot.isUrgent ? attention : d.theme.foreground
                    if dot == .empty { color.alpha = emptyNameAlpha }
                    piece = d.label(name, color)
                    piece.leading = leading
                }
            } else {
                piece = d.glyph(.pageDot(dot.shape), dot.isUrgent ? attention : d.theme.foreground, leading: place == 0 ? 0 : d.px(dotSpacing))
            }
            piece.tag = i
            return piece
        }
    }

    /// `{"count": 4, "current": 0, "names": ["1","2","3","4"], "occupied": [0], "urgent": []}`.
    static func json(_ w: Workspaces) -> String {
        StatusReport.object([
            ("count", String(w.count)), ("current", StatusReport.number(w.current)),
            ("names", StatusReport.array(w.names.map(StatusReport.string))),
            ("occupied", StatusReport.array(w.occupied.map { String($0) })),
            ("urgent", StatusReport.array(w.urgent.map { String($0) })),
        ])
    }
}

extension Workspaces: ItemEntry {}

extension ItemContents {
    /// The `workspaces` item's entry: the window manager's desktops, pushed by the X server; `nil`
    /// where it exposes none.
    public var workspaces: Workspaces? {
        get { self[.workspaces] }
        set { self[.workspaces] = newValue }
    }
}
