extension ItemName {
    /// The memory in use.
    public static let memory = ItemName(declared: "memory")
}

extension ItemDeclaration {
    /// `RAM 37%`: the memory not available, every `memory.interval` seconds.
    static let memory = ItemDeclaration(
        name: .memory,
        options: MemoryOptions.self,
        reading: ItemReading(every: \MemoryOptions.interval) { state, pass in state.memory = pass.reader.memory.read() },
        colors: [],
        pieces: { d in d.state.memory.map { d.reading("RAM", "\($0.percent)%") } },
        report: ItemReport(json: [("memory", { StatusReport.memoryJSON($0.memory) })], linePlace: 83,
                           words: { $0.memory.map { ["RAM \($0.percent)%"] } ?? [] }),
        documentation: ItemDocumentation(dotfile: "the memory in use, every memory.interval seconds", manual: #"""
            The memory in use as
            .BR "RAM 37%" :
            what is not available
            .RI ( MemTotal
            less
            .I MemAvailable
            in
            .IR /proc/meminfo ),
            every
            .B memory.interval
            seconds.
            """#))
}

extension StatusReport {
    /// The `memory` value: `{"percent": 37, "used": BYTES, "total": BYTES}`, or `null`.
    static func memoryJSON(_ memory: MemoryState?) -> String {
        memory.map { object([("percent", number($0.percent)), ("used", String($0.used)), ("total", String($0.total))]) } ?? "null"
    }
}

extension MemoryState: ItemEntry {}

extension ItemContents {
    /// The `memory` item's entry: the memory in use; `nil` when `proc/meminfo` cannot be read.
    public var memory: MemoryState? {
        get { self[.memory] }
        set { self[.memory] = newValue }
    }
}
