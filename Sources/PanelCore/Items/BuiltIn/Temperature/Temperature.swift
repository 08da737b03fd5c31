extension ItemName {
    /// The processor's temperature.
    public static let temperature = ItemName(declared: "temperature")
}

extension ItemDeclaration {
    /// `48°C`: the processor's sensor (or `temperature.sensor`), every `temperature.interval` seconds.
    static let temperature = ItemDeclaration(
        name: .temperature,
        options: TemperatureOptions.self,
        reading: ItemReading(every: \TemperatureOptions.interval) { state, pass in
            state.temperature = pass.reader.temperature.read()
        },
        colors: [],
        pieces: { d in d.state.temperature.map { d.reading(nil, "\($0.celsius)°C") } },
        report: ItemReport(json: [("temperature", { StatusReport.temperatureJSON($0.temperature) })], linePlace: 85,
                           words: { $0.temperature.map { ["\($0.celsius)°C"] } ?? [] }),
        documentation: ItemDocumentation(dotfile: "the processor's temperature, every temperature.interval seconds", manual: #"""
            The processor's temperature as
            .BR 48\(deC :
            a CPU driver's hwmon sensor
            .RI ( /sys/class/hwmon/*/temp*_input ),
            else a thermal zone
            .RI ( /sys/class/thermal/thermal_zone*/temp ),
            or the one named by
            .BR temperature.sensor ;
            hidden without one. Every
            .B temperature.interval
            seconds.
            """#))
}

extension StatusReport {
    /// The `temperature` value: `{"celsius": 48}`, or `null`.
    static func temperatureJSON(_ temperature: TemperatureState?) -> String {
        temperature.map { object([("celsius", number($0.celsius))]) } ?? "null"
    }
}

extension TemperatureState: ItemEntry {}

extension ItemContents {
    /// The `temperature` item's entry: the processor's temperature; `nil` without a sensor that reads.
    public var temperature: TemperatureState? {
        get { self[.temperature] }
        set { self[.temperature] = newValue }
    }
}
