extension ItemName {
    /// The kind of network.
    public static let network = ItemName(declared: "network")
}

extension ItemDeclaration {
    /// Wi-Fi, Ethernet, cellular or none: the link of the default route.
    static let network = ItemDeclaration(
        name: .network,
        options: nil,
        reading: ItemReading(on: [.rtnetlink]) { state, pass in state.network = pass.reader.network.read() },
        colors: [],
        pieces: { d in
            guard let network = d.state.network else { return nil }
            // The airplane takes the place of the radios; a cable still carries traffic.
            if d.layout.showsAirplane(d.state) && network.kind != .ethernet { return nil }
            switch network.kind {
            case .wifi: return [d.glyph(.wifi, d.theme.foreground)]
            case .ethernet: return [d.glyph(.ethernet, d.theme.foreground)]
            case .cellular: return [d.glyph(.cellular, d.theme.foreground)]
            case .none: return [d.label(StripLayout.offlineLabel, d.theme.foreground)]
            }
        },
        report: ItemReport(json: [("network", { StatusReport.networkJSON($0.network) })], linePlace: 40,
                           words: { [StatusReport.networkText($0.network)] }),
        documentation: ItemDocumentation(dotfile: "Wi-Fi, Ethernet, cellular, or \"No Network\"", manual: #"""
            Wi\-Fi, Ethernet, cellular or none: the interface of the default route (the physical link under a
            VPN).
            """#))
}

extension NetworkState: ItemEntry {}

extension ItemContents {
    /// The `network` item's entry: the connection of the default route and, for Wi-Fi, its signal (the
    /// `signal` item draws from it too); `nil` when it could not be read.
    public var network: NetworkState? {
        get { self[.network] }
        set { self[.network] = newValue }
    }
}
