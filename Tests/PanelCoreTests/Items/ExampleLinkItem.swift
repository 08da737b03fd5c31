@testable import PanelCore

// The worked example of docs/architecture.md, "Adding an item" (the doc quotes the lines between
// the two marks; ItemExampleTests checks it builds, draws, reports and documents itself).
// docs-example-begin
extension ItemName {
    /// The default route's interface, as text.
    static let link = ItemName(declared: "link")
}

extension ItemDeclaration {
    /// The interface the default route leaves by (`wlan0`), while there is one.
    static let link = ItemDeclaration(
        name: .link,
        options: nil,
        // Its state is the network's, read again on every rtnetlink notification.
        reading: ItemReading(on: [.rtnetlink]) { state, pass in state.network = pass.reader.network.read() },
        colors: [],
        pieces: { d in d.state.network?.interface.map { [d.label($0, d.theme.foreground)] } },
        report: ItemReport(json: [("link", { StatusReport.optionalString($0.network?.interface) })], linePlace: 45,
                           words: { $0.network?.interface.map { ["via " + $0] } ?? [] }),
        documentation: ItemDocumentation(dotfile: "the default route's interface", manual: #"""
            The interface of the default route, as
            .BR "ip route"
            names it.
            """#))
}
// docs-example-end
