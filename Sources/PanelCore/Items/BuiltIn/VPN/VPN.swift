extension ItemName {
    /// The VPN badge.
    public static let vpn = ItemName(declared: "vpn")
}

extension ItemDeclaration {
    /// A badge while ordinary traffic goes through a VPN, as the policy rules and routes send it.
    static let vpn = ItemDeclaration(
        name: .vpn,
        options: nil,
        reading: ItemReading(on: [.rtnetlink]) { state, pass in state.vpn = pass.reader.vpn.read() },
        colors: [],
        pieces: { d in d.state.vpn == nil ? nil : [d.glyph(.vpn, d.theme.foreground)] },
        report: ItemReport(json: [("vpn", { $0.vpn.map { StatusReport.object([("interface", StatusReport.string($0.interface))]) } ?? "null" })],
                           linePlace: 50, words: { $0.vpn.map { ["VPN " + $0.interface] } ?? [] }),
        documentation: ItemDocumentation(dotfile: "a badge while traffic goes through a VPN", manual: #"""
            A VPN badge while ordinary traffic goes through a tun, tap, WireGuard or PPP interface, as the
            IPv4 policy routing rules and every table they look up send it (wg\-quick's fwmark rules and
            table 51820 count, and so does a split default route, 0.0.0.0/1 and 128.0.0.0/1); hidden
            otherwise. IPv6 routes and traffic marked by the firewall are not looked at.
            """#))
}

extension VPNState: ItemEntry {}

extension ItemContents {
    /// The `vpn` item's entry: the VPN the default route's traffic goes through; `nil` when none.
    public var vpn: VPNState? {
        get { self[.vpn] }
        set { self[.vpn] = newValue }
    }
}
