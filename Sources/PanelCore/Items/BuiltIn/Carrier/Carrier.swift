extension ItemName {
    /// The carrier label.
    public static let carrier = ItemName(declared: "carrier")
}

extension ItemDeclaration {
    /// `carrier.label`, or the host name.
    static let carrier = ItemDeclaration(
        name: .carrier,
        options: CarrierOptions.self,
        // The host name can change with no event the panel waits on.
        reading: ItemReading(on: [.minute]) { state, pass in state.carrier = pass.reader.carrier.read() },
        colors: [],
        pieces: { d in
            guard let carrier = d.state.carrier, !carrier.isEmpty else { return nil }
            return [d.label(carrier, d.theme.foreground)]
        },
        report: ItemReport(json: [("carrier", { StatusReport.optionalString($0.carrier) })], linePlace: 20,
                           words: { [$0.carrier ?? "carrier unknown"] }),
        documentation: ItemDocumentation(dotfile: "carrier.label, or the host name", manual: #"""
            .B carrier.label
            or the host name.
            """#))
}

extension ItemContents {
    /// The `carrier` item's entry: the label (configured, else the host name); `nil` when unknown.
    public var carrier: String? {
        get { self[.carrier] }
        set { self[.carrier] = newValue }
    }
}
