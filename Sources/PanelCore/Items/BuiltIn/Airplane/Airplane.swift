extension ItemName {
    /// The airplane.
    public static let airplane = ItemName(declared: "airplane")
}

extension ItemDeclaration {
    /// An airplane while every radio is blocked; it takes the place of the signal and of a
    /// wireless or absent network (``StripLayout/showsAirplane(_:)``).
    static let airplane = ItemDeclaration(
        name: .airplane,
        options: nil,
        reading: ItemReading(on: [.rfkill, .uevent(subsystem: "rfkill")]) { state, pass in
            state.airplane = RfkillProvider.airplane(pass.radios)
        },
        colors: [],
        pieces: { d in d.state.airplane ? [d.glyph(.airplane, d.theme.foreground)] : nil },
        report: ItemReport(json: [("airplane", { StatusReport.boolean($0.airplane) })], linePlace: 30,
                           words: { $0.airplane ? ["airplane mode"] : [] }),
        documentation: ItemDocumentation(dotfile: "an airplane while every radio is off", manual: #"""
            An airplane while the machine has radios and every one is blocked (rfkill, soft or hard); it takes
            the place of
            .B signal
            and of a wireless or absent
            .BR network .
            """#))
}

extension ItemContents {
    /// The `airplane` item's entry: whether the machine has radios and every one is blocked; `false`
    /// without radios or when any radio's state is unknown.
    public var airplane: Bool {
        get { self[.airplane] ?? false }
        set { self[.airplane] = newValue }
    }
}
