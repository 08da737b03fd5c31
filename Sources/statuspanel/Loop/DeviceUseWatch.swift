import PanelCore

/// Tells the loop when the microphone or the camera may have changed, through inotify: a
/// capture node (`dev/snd/pcmC*D*c`) or a camera node (`dev/video*`) opened or closed, or one
/// appearing or going (`dev` and `dev/snd`, for hotplug). Under the sysroot, like every reader.
///
/// PanelCore's ``DeviceUseWatchRole`` says what each watch asks for and what its events mean.
/// A node that cannot be watched (no read permission) is read again only with everything else.
final class DeviceUseWatch {
    private let sysroot: Sysroot
    private let watches: InotifyWatchSet<DeviceUseWatchRole>

    /// The inotify instance the loop waits on.
    var fileDescriptor: Int32 { watches.descriptor.rawValue }

    /// Watches the nodes under `sysroot`; nil when inotify is unavailable.
    init?(sysroot: Sysroot) {
        guard let watches = try? InotifyWatchSet<DeviceUseWatchRole>() else { return nil }
        self.watches = watches
        self.sysroot = sysroot
        arm()
    }

    /// Reads the pending events; true when one concerned a capture or camera node (opened,
    /// closed, added or removed). Watches are set up again when nodes come and go.
    func drain() -> Bool {
        let events = watches.drain()
        // A queue overflow lost events: look at everything again.
        if events.rearm || events.overflowed { arm() }
        return events.relevant || events.overflowed
    }

    private func arm() {
        watches.removeAll()
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
        watches.add(sysroot.path(relative), as: role)
    }
}
