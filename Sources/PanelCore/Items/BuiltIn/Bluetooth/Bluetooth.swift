extension ItemName {
    /// The Bluetooth rune.
    public static let bluetooth = ItemName(declared: "bluetooth")
}

extension ItemDeclaration {
    /// The Bluetooth rune while an adapter's radio is on.
    static let bluetooth = ItemDeclaration(
        name: .bluetooth,
        options: nil,
        reading: ItemReading(on: [.rfkill, .uevent(subsystem: "rfkill"), .uevent(subsystem: "bluetooth")]) { state, pass in
            state.bluetooth = pass.reader.bluetooth.read(radios: pass.radios)
        },
        colors: [],
        pieces: { d in d.state.bluetooth == .on ? [d.glyph(.bluetooth, d.theme.foreground)] : nil },
        report: ItemReport(json: [("bluetooth", { StatusReport.optionalString($0.bluetooth?.rawValue) })], linePlace: 60,
                           words: {
                               switch $0.bluetooth {
                               case .on: ["Bluetooth"]
                               case .off: ["Bluetooth off"]
                               case nil: []
                               }
                           }),
        documentation: ItemDocumentation(dotfile: "the Bluetooth rune while an adapter's radio is on", manual: #"""
            The Bluetooth rune while an adapter exists and its radio is not blocked. Connected devices are
            not shown (only BlueZ knows them, over D\-Bus).
            """#))
}

extension BluetoothState: ItemEntry {}

extension ItemContents {
    /// The `bluetooth` item's entry: the adapter's radio; `nil` when there is no adapter.
    public var bluetooth: BluetoothState? {
        get { self[.bluetooth] }
        set { self[.bluetooth] = newValue }
    }
}
