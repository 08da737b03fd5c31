extension ItemDeclaration {
    /// A script item (`[script.NAME]`), declared from the dotfile: it shows the text its
    /// command last printed (its ``ItemContents`` entry), is pushed rather than read (its runs are
    /// the shell's, ``ScriptSchedule``), and reports in `status --json`'s `scripts` object
    /// (``ScriptReport``) rather than with keys of its own.
    public static func script(_ spec: ScriptSpec) -> ItemDeclaration {
        let name = spec.name
        return ItemDeclaration(
            name: ItemName(declared: name),
            options: nil,
            reading: ItemReading(on: [.pushed]) { _, _ in },
            colors: [],
            pieces: { $0.layout.scriptPieces(name, contents: $0.state, theme: $0.theme, text: $0.text) },
            report: .none,
            documentation: ItemDocumentation(dotfile: "", manual: ""))
    }
}
