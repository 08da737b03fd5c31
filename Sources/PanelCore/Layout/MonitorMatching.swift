/// Which existing strip serves which monitor after the monitors changed, so strips are kept
/// (and moved) rather than destroyed and made again: no flicker, no new window ids.
public enum MonitorMatching {
    /// For each of `wanted`, the index in `existing` (the monitors the strips are on now) of the
    /// strip to keep for it, or nil for a new strip. Each existing strip serves at most one
    /// monitor: first the same RandR name, then the same rectangle (monitors without names),
    /// then any strip left over (a monitor renamed or replaced). Strips not chosen are dropped.
    public static func match(wanted: [Monitor], existing: [Monitor]) -> [Int?] {
        var free = Array(existing.indices)
        var result = [Int?](repeating: nil, count: wanted.count)
        func take(_ predicate: (Monitor, Monitor) -> Bool) {
            for (w, monitor) in wanted.enumerated() where result[w] == nil {
                if let position = free.firstIndex(where: { predicate(monitor, existing[$0]) }) {
                    result[w] = free.remove(at: position)
                }
            }
        }
        take { !$0.name.isEmpty && $0.name == $1.name }
        take { $0 == $1 }
        take { _, _ in true }
        return result
    }
}
