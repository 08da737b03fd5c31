/// `[disk]`: the `disk` item's options.
public struct DiskOptions: ItemOptions {
    /// Seconds between readings.
    public var interval = 30.0
    /// The mount points shown, in order.
    public var mounts = ["/"]

    public init() {}

    /// The longest mount point list `disk.mounts` takes.
    static let mountsLimit = 16

    public static let about = "How full the mount points are (the disk item), read on its own interval."
    public static let keys: [OptionKey<Self>] = [
        .interval(\.interval, about: "Seconds between readings"),
        OptionKey("mounts", \.mounts, about: "Mount points shown, in order; one not mounted (or on a network file system) is left out.",
                  parse: mounts),
    ]

    /// `disk.mounts`: absolute paths, each once, at most ``mountsLimit``.
    static func mounts(_ v: ConfigValue, _ c: KeyContext, _ s: inout ValidationState) -> [String]? {
        let allowed = "an array of mount points such as [\"/\", \"/home\"]"
        guard case .array(let elements) = v else {
            var message = "\(c.name) must be \(allowed), got \(v.typedDescription)"
            if case .string(let t) = v, t.hasPrefix("/") { message += "; did you mean [\"\(ConfigValue.clip(t))\"]?" }
            s.problem(c, message)
            return nil
        }
        guard elements.count <= mountsLimit else {
            s.problem(c, "\(c.name) lists \(elements.count) mount points, at most \(mountsLimit) are shown")
            return nil
        }
        var mounts: [String] = []
        var ok = true
        for (index, element) in elements.enumerated() {
            let at = c.element(index)
            guard case .string(let path) = element, path.hasPrefix("/"),
                  !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                s.problem(at, "\(c.name) must contain absolute paths such as \"/home\", got \(element.shortDescription)")
                ok = false
                continue
            }
            var trimmed = path
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
            if mounts.contains(trimmed) {
                s.problem(at, "\(c.name) lists '\(ConfigValue.clip(trimmed))' twice")
                continue
            }
            mounts.append(trimmed)
        }
        return ok ? mounts : nil
    }
}
