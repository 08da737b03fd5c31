/// Whether the Bluetooth radio of an adapter that exists is on.
public enum BluetoothState: String, Sendable, Equatable, CaseIterable {
    /// An adapter whose radio is not blocked.
    case on
    /// Every adapter's radio is blocked (soft or hard).
    case off
}
