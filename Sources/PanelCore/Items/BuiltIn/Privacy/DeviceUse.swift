/// Whether a microphone, a camera or a playback device that exists is in use, and by whom: the
/// `privacy` item's dot, the `playback` item's ▶.
public struct DeviceUse: Sendable, Equatable {
    /// Whether it is in use: a capture stream running, a camera node held open.
    public var inUse: Bool
    /// The names of the processes using it (`/proc/PID/comm`), sorted, each once; empty when
    /// not in use or when the names cannot be read.
    public var users: [String]
    /// Whether a device is open at all, in use or not: a capture substream that is not closed
    /// (a sound server keeps it open, stopped, for a few seconds after a stream ends), a camera
    /// node held. While it is, the panel looks again (``PanelTiming/nextDeviceUseCheck(after:woken:deviceOpen:)``).
    public var open: Bool

    /// Creates a use; `open` defaults to `inUse`.
    public init(inUse: Bool, users: [String] = [], open: Bool? = nil) {
        self.inUse = inUse
        self.users = users
        self.open = open ?? inUse
    }
}
