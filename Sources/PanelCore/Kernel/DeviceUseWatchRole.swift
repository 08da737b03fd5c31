#if canImport(Glibc)
import Glibc
#endif

/// What an inotify watch stands for in following the microphone, the camera and playback, and which of
/// its events count: the shell's `DeviceUseWatch` adds the watches and reads the events; this
/// decides.
///
/// The nodes themselves are watched for opens and closes only (never reads or writes, and
/// never the folders' opens: `/dev/null` is opened all day); their folders for nodes coming
/// and going (hotplug). With no node open, nothing arrives: the watches cost no wake-up.
public enum DeviceUseWatchRole: Sendable, Equatable {
    /// `dev`: camera nodes (`video0`) and the sound folder (`snd`) appearing or going.
    case deviceFolder
    /// `dev/snd`: capture (`pcmC0D0c`) and playback (`pcmC0D0p`) nodes appearing or going.
    case soundFolder
    /// A capture, playback or camera node: opened or closed.
    case node

    /// The folder of the sound nodes, under ``CameraProvider/nodeFolder``.
    public static let soundFolderName = "snd"

    /// The events this role's watch asks for.
    public var mask: UInt32 {
        switch self {
        case .deviceFolder, .soundFolder:
            UInt32(IN_CREATE | IN_DELETE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF)
        case .node:
            UInt32(IN_OPEN | IN_CLOSE_WRITE | IN_CLOSE_NOWRITE | IN_DELETE_SELF)
        }
    }

    /// Whether `role` watches the entry `name` of a folder: the nodes, and `dev/snd` itself.
    public static func watches(_ name: String, in role: DeviceUseWatchRole) -> Bool {
        switch role {
        case .deviceFolder: CameraProvider.isCameraNode(name) || name == soundFolderName
        case .soundFolder: MicrophoneProvider.isCaptureNode(name) || PlaybackProvider.isPlaybackNode(name)
        case .node: false
        }
    }

    /// What an event of this role's watch, about `name` (empty for the watched object itself)
    /// with `mask`, means: whether the microphone or the camera may have changed (`relevant`),
    /// and whether the watches must be set up again (`rearm`: a node or the sound folder came
    /// or went).
    public func meaning(name: String, mask eventMask: UInt32) -> (relevant: Bool, rearm: Bool) {
        var relevant = false
        var rearm = false
        switch self {
        case .deviceFolder, .soundFolder:
            if Self.watches(name, in: self) {
                relevant = true
                rearm = true
            }
        case .node:
            relevant = eventMask & UInt32(IN_OPEN | IN_CLOSE_WRITE | IN_CLOSE_NOWRITE) != 0
        }
        // The watched object itself went (or its watch was dropped): look again.
        if eventMask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            relevant = true
            rearm = true
        }
        return (relevant, rearm)
    }
}
