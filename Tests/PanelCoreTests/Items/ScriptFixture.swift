@testable import PanelCore

/// Script items and a pill as a test shows them: the declarations the dotfile would make, and
/// what the script items contribute to the strip's ``ItemContents`` (each text an `ok` item's).
struct ScriptFixture {
    var declarations: [ItemDeclaration] = []
    var texts: [String: ScriptText] = [:]
    var pill: ShownPill?

    /// `state` with the texts under their items' names and the pill under the clock's, and
    /// `trayIcons` XEmbed icons.
    func contents(_ state: ItemContents, trayIcons: Int = 0) -> ItemContents {
        var contents = state
        for (name, text) in texts { contents[ItemName(declared: name)] = ScriptState(text: text, condition: .ok) }
        if let pill { contents.pill = pill }
        if trayIcons > 0 { contents.trayIcons = (0..<trayIcons).map { TrayIcon(slot: .xembed($0), revision: 0) } }
        return contents
    }
}

/// A strip's layout with script items, as the tests set one up: the layout's table declares
/// them, and each frame shows the state with their contents.
@dynamicMemberLookup
struct ScriptStrip {
    var strip: StripLayout
    var scripts: ScriptFixture

    subscript<T>(dynamicMember path: WritableKeyPath<StripLayout, T>) -> T {
        get { strip[keyPath: path] }
        set { strip[keyPath: path] = newValue }
    }

    func layout(_ state: ItemContents, theme: Theme, width: Int, height: Int, trayIcons: Int = 0, text: some TextMeasuring) -> DisplayList {
        var strip = strip
        strip.table = ItemTable.builtIn.adding(scripts.declarations)
        return strip.layout(scripts.contents(state, trayIcons: trayIcons), theme: theme, width: width, height: height, text: text)
    }
}
