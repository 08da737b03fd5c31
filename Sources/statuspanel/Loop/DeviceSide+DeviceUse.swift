import PanelCore

extension DeviceSide {
    /// The microphone and the camera read again after their nodes were opened, closed, added or
    /// removed; looked at again shortly after (PanelCore's ``PanelTiming/nextDeviceUseCheck(after:woken:deviceOpen:)``).
    func deviceNodesChanged(at now: Double) {
        readDeviceUse()
        if let soon = PanelTiming.nextDeviceUseCheck(after: now, woken: true, deviceOpen: deviceOpen) {
            timers.armNoLaterThan(.deviceUse, at: soon)
        }
    }

    /// The ``LoopTimer/deviceUse`` timer's look: reads the microphone and the camera, and plans
    /// the next look while a capture device stays open (the loop then draws what changed).
    func recheckDeviceUse(at now: Double) {
        readDeviceUse()
        timers[.deviceUse] = PanelTiming.nextDeviceUseCheck(after: now, woken: false, deviceOpen: deviceOpen)
    }

    /// After a whole read: a capture device found open is looked at again while it stays open.
    func followDeviceUse(at now: Double) {
        if let next = PanelTiming.nextDeviceUseCheck(after: now, woken: false, deviceOpen: deviceOpen) {
            timers.armIfIdle(.deviceUse, at: next)
        }
    }

    /// Whether a capture device, or with the `playback` item a playback device, is open (a
    /// running stream, or one a sound server keeps open).
    private var deviceOpen: Bool { contents.followsOpenDevice(placed: config.items) }
}
