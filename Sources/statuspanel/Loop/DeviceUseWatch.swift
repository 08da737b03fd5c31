import CLinux
import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// Tells the loop when the microphone or the camera may have changed, through inotify: a
/// capture node (`dev/snd/pcmC*D*c`) or a camera node (`dev/video*`) opened or closed, or one
/// appearing or going (`dev` and `dev/snd`, for hotplug). Under the sysroot, like every reader.
///
/// PanelCore's ``DeviceUseWatchRole`` says what each watch asks for and what its events mean.
/// A node that cannot be watched (no read permission) is read again only with everything else.
final class DeviceUseWatch {
    let fileDescriptor: Int32
    private let sysroot: Sysroot
    /// Each watch and what it stands for.
    private var watches: [Int32: DeviceUseWatchRole] = [:]

    /// Watches the nodes under `sysroot`; nil when inotify is unavailable.
    init?(sysroot: Sysroot) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        fileDescriptor = fd
        self.sysroot = sysroot
        arm()
    }

    deinit { close(fileDescriptor) }

    /// Reads the pending events; true when one concerned a capture or camera node (opened,
    /// closed, added or removed). Watches are set up again when nodes come and go.
    func drain() -> Bool {
        var relevant = false
        var rearm = false
        InotifyEvents.drain(fileDescriptor) { wd, mask, name in
            // A queue overflow lost events: look at everything again.
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                relevant = true
                rearm = true
            }
            // Events of watches already removed (IN_IGNORED after arm()) are old news.
            guard let role = watches[wd] else { return }
            let meaning = role.meaning(name: name, mask: mask)
            relevant = relevant || meaning.relevant
            rearm = rearm || meaning.rearm
        }
        if rearm { arm() }
        return relevant
    }

    private func arm() {
        for wd in watches.keys { inotify_rm_watch(fileDescriptor, wd) }
        watches = [:]
        let folders: [(String, DeviceUseWatchRole)] = [
            (CameraProvider.nodeFolder, .deviceFolder),
            (CameraProvider.nodeFolder + "/" + DeviceUseWatchRole.soundFolderName, .soundFolder),
        ]
        for (folder, role) in folders {
            guard add(folder, role) else { continue }
            for name in sysroot.list(folder) ?? [] where DeviceUseWatchRole.watches(name, in: role) && name != DeviceUseWatchRole.soundFolderName {
                _ = add(folder + "/" + name, .node)
            }
        }
    }

    private func add(_ relative: String, _ role: DeviceUseWatchRole) -> Bool {
        let wd = inotify_add_watch(fileDescriptor, sysroot.path(relative), role.mask)
        guard wd >= 0 else { return false }
        watches[wd] = role
        return true
    }
}
