extension ItemName {
    /// The keyboard layout tag and the Caps Lock mark.
    public static let keyboard = ItemName(declared: "keyboard")
}

extension ItemDeclaration {
    /// The layout's tag while more than one layout is set, and a Caps Lock mark while it is on;
    /// pushed by the X server (XKB), hidden otherwise.
    static let keyboard = ItemDeclaration(
        name: .keyboard,
        options: nil,
        reading: ItemReading(on: [.pushed]) { _, _ in },
        colors: [],
        pieces: { d in
            guard let keyboard = d.state.keyboard else { return nil }
            var pieces: [StripLayout.Piece] = []
            if let tag = keyboard.tag { pieces.append(d.label(tag, d.theme.foreground)) }
            if keyboard.capsLock {
                pieces.append(d.glyph(.capsLock, d.theme.foreground, leading: pieces.isEmpty ? 0 : d.px(StripLayout.innerSpacing)))
            }
            return pieces.isEmpty ? nil : pieces
        },
        report: ItemReport(json: [("keyboard", { state in
            state.keyboard.map {
                StatusReport.object([("layout", StatusReport.optionalString($0.layout)),
                                     ("layouts", StatusReport.array($0.layouts.map(StatusReport.string))),
                                     ("caps_lock", StatusReport.boolean($0.capsLock))])
            } ?? "null"
        })], linePlace: 97, words: { state in
            guard let k = state.keyboard else { return [] }
            return (k.tag.map { [$0] } ?? []) + (k.capsLock ? ["Caps Lock"] : [])
        }),
        documentation: ItemDocumentation(dotfile: "the layout while more than one is set; Caps Lock while on", manual: #"""
            The keyboard layout in use as a short tag (US, DE), only while more than one layout is set
            (setxkbmap \-layout us,de), and a Caps Lock mark (an arrow on a bar) only while Caps Lock is on.
            Read from XKB (the group, the symbols' names, the locked modifiers) and followed from its events,
            never polled. A click moves to the next layout (an XKB group lock).
            """#))
}

extension KeyboardState: ItemEntry {}

extension ItemContents {
    /// The `keyboard` item's entry: the layouts and Caps Lock, pushed by the X server; `nil` where XKB
    /// cannot be read.
    public var keyboard: KeyboardState? {
        get { self[.keyboard] }
        set { self[.keyboard] = newValue }
    }
}
