/// Which strip hosts the system tray (`[tray] monitor`).
public enum TrayHost {
    /// The index in `monitors` (one per strip) of the strip that hosts the tray: the monitor
    /// named `wanted` when a strip is there, else the primary monitor's, else the first strip's;
    /// nil without strips.
    public static func strip(among monitors: [Monitor], wanted: String?) -> Int? {
        if let wanted, let i = monitors.firstIndex(where: { $0.name == wanted }) { return i }
        return monitors.firstIndex(where: \.isPrimary) ?? (monitors.isEmpty ? nil : 0)
    }
}
