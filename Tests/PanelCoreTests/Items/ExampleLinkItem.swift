@testable import PanelCore

// The worked example of docs/architecture.md, "Adding an item" (the doc quotes the lines between
// the two marks; ItemExampleTests checks it builds, draws, reports and documents itself).
// docs-example-begin
extension ItemName {
    /// The default route's interface, as text.
    static let link = ItemName(declared: "link")
}

extension ItemDeclaration {
    /// The interface the default route leaves by (`via wlan0`), while there is one.
    static let link = ItemDeclaration(
        name: .link,
        options: LinkOptions.self,
        // Its state is the network's, read again on every rtnetlink notification.
        reading: ItemReading(on: [.rtnetlink]) { state, pass in state.network = pass.reader.network.read() },
        colors: [],
        pieces: { d in
            d.state.network?.interface.map { d.reading(d.options(LinkOptions.self).caption ? "via" : nil, $0) }
        },
        report: ItemReport(json: [("link", { StatusReport.optionalString($0.network?.interface) })], linePlace: 45,
                           words: { $0.network?.interface.map { ["via " + $0] } ?? [] }),
        documentation: ItemDocumentation(dotfile: "the default route's interface", manual: #"""
            The interface of the default route, as
            .BR "ip route"
            names it, after
            .B via
            unless
            .B link.caption
            is false.
            """#))
}

/// `[link]`: the item's options, their defaults and their words (the schema, the default dotfile
/// and the man page are made from them).
struct LinkOptions: ItemOptions {
    var caption = true

    init() {}

    static let about = "The default route's interface (the link item)."
    static let keys: [OptionKey<Self>] = [
        .boolean("caption", \.caption, about: "Show \"via\" before the interface's name."),
    ]
}
// docs-example-end
