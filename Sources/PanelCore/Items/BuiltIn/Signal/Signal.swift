extension ItemName {
    /// The Wi-Fi signal bars.
    public static let signal = ItemName(declared: "signal")
}

extension ItemDeclaration {
    /// The Wi-Fi link quality as 0 to 4 bars. Its state is the network's (``NetworkState``);
    /// what it reads is the signal of the link already known, which changes without an event.
    static let signal = ItemDeclaration(
        name: .signal,
        options: nil,
        // In a whole read the network (after it in the table) reads the signal with the link.
        reading: ItemReading(on: [.minute]) { state, pass in state.network = state.network.map(pass.reader.network.withSignal) },
        colors: [],
        pieces: { d in
            guard !d.layout.showsAirplane(d.state), let network = d.state.network, network.kind == .wifi else { return nil }
            let level = network.signalBars ?? 0
            return [d.glyph(.signalBars(level: level, lit: false), d.theme.dimForeground,
                            overlay: [(.signalBars(level: level, lit: true), d.theme.foreground)])]
        },
        // Reported with the network.
        report: .none,
        documentation: ItemDocumentation(dotfile: "the Wi-Fi link quality as 0 to 4 bars", manual: #"""
            The Wi\-Fi link quality as 0 to 4 bars.
            """#))
}
