extension ItemName {
    /// How full the mount points are.
    public static let disk = ItemName(declared: "disk")
}

extension ItemDeclaration {
    /// `/ 42%  /home 80%`: each of `disk.mounts` that is mounted, every `disk.interval` seconds.
    static let disk = ItemDeclaration(
        name: .disk,
        options: DiskOptions.self,
        reading: ItemReading(every: \DiskOptions.interval) { state, pass in state.disk = pass.reader.disk.read() },
        colors: [],
        pieces: { d in
            let shown = (d.state.disk ?? []).compactMap { usage in usage.percent.map { (usage.mount, $0) } }
            guard !shown.isEmpty else { return nil }
            var pieces: [StripLayout.Piece] = []
            for (mount, percent) in shown {
                var reading = d.reading(mount, "\(percent)%")
                if !pieces.isEmpty { reading[0].leading = d.px(StripLayout.itemSpacing) }
                pieces += reading
            }
            return pieces
        },
        report: ItemReport(json: [("disk", { StatusReport.diskJSON($0.disk) })], linePlace: 84,
                           words: { state in (state.disk ?? []).compactMap { usage in usage.percent.map { "\(usage.mount) \($0)%" } } }),
        documentation: ItemDocumentation(dotfile: "how full disk.mounts are, every disk.interval seconds", manual: #"""
            How full each mount point of
            .B disk.mounts
            is, as
            .BR "/ 42%" ,
            as
            .BR df (1)
            counts it
            .RB ( statvfs (3));
            a mount point not mounted
            .RI ( /proc/self/mountinfo )
            or on a network file system is left out. Every
            .B disk.interval
            seconds.
            """#))
}

extension StatusReport {
    /// The `disk` value: `[{"mount": "/", "percent": 42}]` in `disk.mounts`' order (`percent`
    /// `null` where not mounted or unreadable), or `null` without the mount table.
    static func diskJSON(_ disk: [DiskUsage]?) -> String {
        disk.map { "[" + $0.map { object([("mount", string($0.mount)), ("percent", number($0.percent))]) }.joined(separator: ", ") + "]" }
            ?? "null"
    }
}

extension DiskUsage: ItemEntry {}

extension ItemContents {
    /// The `disk` item's entry: the configured mount points' use; `nil` when the mount table cannot be
    /// read.
    public var disk: [DiskUsage]? {
        get { self[.disk] }
        set { self[.disk] = newValue }
    }
}
