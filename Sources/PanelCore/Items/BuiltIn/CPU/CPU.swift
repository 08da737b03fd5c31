extension ItemName {
    /// The processors' load.
    public static let cpu = ItemName(declared: "cpu")
}

extension ItemDeclaration {
    /// `CPU 12%`: the busy share of the processors since the previous reading, every
    /// `cpu.interval` seconds.
    static let cpu = ItemDeclaration(
        name: .cpu,
        options: CPUOptions.self,
        reading: ItemReading(every: \CPUOptions.interval) { state, pass in
            state.cpu = pass.reader.cpu(since: state.cpu).read()
        },
        colors: [],
        pieces: { d in d.state.cpu?.percent.map { d.reading("CPU", "\($0)%") } },
        report: ItemReport(json: [("cpu", { StatusReport.cpuJSON($0.cpu) })], linePlace: 82,
                           words: { $0.cpu?.percent.map { ["CPU \($0)%"] } ?? [] }),
        documentation: ItemDocumentation(dotfile: "the processors' load, every cpu.interval seconds", manual: #"""
            The processors' load as
            .BR "CPU 12%" :
            the share of time not idle since the previous reading, from
            .IR /proc/stat ,
            every
            .B cpu.interval
            seconds.
            """#))
}

extension StatusReport {
    /// The `cpu` value: `{"percent": 12}` (`null` inside when no time passed), or `null`.
    static func cpuJSON(_ cpu: CPUState?) -> String {
        cpu.map { object([("percent", number($0.percent))]) } ?? "null"
    }
}

extension CPUState: ItemEntry {}

extension ItemContents {
    /// The `cpu` item's entry: the processors' load; `nil` when `proc/stat` cannot be read.
    public var cpu: CPUState? {
        get { self[.cpu] }
        set { self[.cpu] = newValue }
    }
}
