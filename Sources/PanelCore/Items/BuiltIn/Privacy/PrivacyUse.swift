/// The `privacy` item's entry: whether a microphone records and whether a camera is in use.
public struct PrivacyUse: Sendable, Equatable {
    /// Whether a microphone records (an ALSA capture substream is running); `nil` when the
    /// machine has no capture device.
    public var microphone: DeviceUse?
    /// Whether a camera (`/dev/video*`) is held open by a process the panel can see; `nil` when
    /// the machine has no camera node.
    public var camera: DeviceUse?

    /// A use of the microphone and the camera.
    public init(microphone: DeviceUse? = nil, camera: DeviceUse? = nil) {
        self.microphone = microphone
        self.camera = camera
    }
}

/// Which dot the `privacy` item shows, as a phone's status bar does.
public enum PrivacyDot: Sendable, Equatable, CaseIterable {
    /// Green: a camera is in use (with or without a microphone).
    case camera
    /// Orange: only a microphone records.
    case microphone

    /// The dot for `use`: the camera's while a camera is in use, else the microphone's while
    /// one records, else none.
    public static func shown(for use: PrivacyUse) -> PrivacyDot? {
        if use.camera?.inUse == true { return .camera }
        if use.microphone?.inUse == true { return .microphone }
        return nil
    }
}

extension ItemContents {
    /// Whether a device the panel follows is open, so it looks again while it stays open
    /// (``PanelTiming/nextDeviceUseCheck(after:woken:deviceOpen:)``): a capture device (the
    /// privacy dot), or a playback device while the `playback` item is placed in `items` (a
    /// sound server keeps one open for as long as music plays; without the item that is no
    /// reason to wake).
    public func followsOpenDevice(placed items: PanelConfig.Items) -> Bool {
        privacy.microphone?.open == true || (items.contains(.playback) && playback?.open == true)
    }
}
