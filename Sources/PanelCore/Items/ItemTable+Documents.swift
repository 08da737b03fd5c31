/// The item lists of the documents, made from the declarations: the man page's ITEMS section
/// (`docs/man/statuspanel-config.5.in`) and the comment above `[items]` in the default dotfile
/// (``DefaultConfig/text``). `ItemDocumentsTests` fails while either file differs, and writes
/// both when run with `STATUSPANEL_WRITE_ITEM_DOCS=1`.
extension ItemTable {
    /// The body of the man page's ITEMS section: one `.TP` entry an item, in the table's order.
    public var manualItems: String {
        var text = "The item names for\n.BR items.left ,\n.B items.center\nand\n.BR items.right :\n"
        for item in declarations {
            text += ".TP\n.B \(item.name.rawValue)\n\(item.documentation.manual)\n"
        }
        return text
    }

    /// The comment above `[items]` in the default dotfile: every name with its few words.
    public var dotfileComment: String {
        let width = (declarations.map(\.name.rawValue.count).max() ?? 0) + 2
        var text = """
            # Items show only while they have something to show. An item may appear only once; a list
            # left out keeps its default minus items placed elsewhere. The items:

            """
        for item in declarations {
            let name = item.name.rawValue
            text += "#   " + name + String(repeating: " ", count: width - name.count) + item.documentation.dotfile + "\n"
        }
        return text
    }
}
