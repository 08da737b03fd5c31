/// Everything the strip shows, read once: the value the layout draws and `status` prints.
public struct DeviceState: Sendable, Equatable {
    /// The formatted time, e.g. `14:05`.
    public var time: String
    /// The carrier label (configured, else the host name); `nil` when unknown.
    public var carrier: String?
    /// The connection of the default route; `nil` when it could not be read.
    public var network: NetworkState?
    /// The combined battery; `nil` when the machine has none.
    public var battery: BatteryState?
    /// Whether the network activity indicator shows.
    public var activity: Bool
    /// The VPN the traffic of the default route goes through; `nil` when none.
    public var vpn: VPNState?
    /// Whether the machine has radios and every one is blocked; `false` without radios or when
    /// any radio's state is unknown.
    public var airplane: Bool
    /// The Bluetooth adapter's radio; `nil` when there is no adapter.
    public var bluetooth: BluetoothState?
    /// Whether a microphone records (an ALSA capture substream is running); `nil` when the
    /// machine has no capture device.
    public var microphone: DeviceUse?
    /// Whether a camera (`/dev/video*`) is held open by a process the panel can see; `nil` when
    /// the machine has no camera node.
    public var camera: DeviceUse?
    /// The processors' load; `nil` when `proc/stat` cannot be read.
    public var cpu: CPUState?
    /// The memory in use; `nil` when `proc/meminfo` cannot be read.
    public var memory: MemoryState?
    /// The configured mount points' use; `nil` when the mount table cannot be read.
    public var disk: [DiskUsage]?
    /// The processor's temperature; `nil` without a sensor that reads.
    public var temperature: TemperatureState?
    /// Whether sound plays (an ALSA playback substream is running); `nil` when the machine has
    /// no playback device.
    public var playback: DeviceUse? = nil
    /// The desktops, the focused window and the keyboard: pushed by the X server, never read
    /// by ``DeviceReader`` (``DesktopState``).
    public var desktop = DesktopState()
    /// The screen's backlight level; `nil` when the machine has no readable backlight.
    public var brightness: BacklightProvider.Level? = nil
    /// The media player and the notifications' pause: pushed from the session bus, never read
    /// by ``DeviceReader`` (``SessionState``).
    public var session = SessionState()
    /// The default sink: pushed by the shell from the sound server, never read by
    /// ``DeviceReader``; `nil` where no server answers or it has no sink.
    public var volume: VolumeState? = nil

    /// Creates a device state.
    public init(time: String, carrier: String?, network: NetworkState?, battery: BatteryState?, activity: Bool,
                vpn: VPNState? = nil, airplane: Bool = false, bluetooth: BluetoothState? = nil,
                microphone: DeviceUse? = nil, camera: DeviceUse? = nil) {
        self.time = time
        self.carrier = carrier
        self.network = network
        self.battery = battery
        self.activity = activity
        self.vpn = vpn
        self.airplane = airplane
        self.bluetooth = bluetooth
        self.microphone = microphone
        self.camera = camera
    }
}

extension DeviceState {
    /// Whether a device the panel follows is open, so it looks again while it stays open
    /// (``PanelTiming/nextDeviceUseCheck(after:woken:deviceOpen:)``): a capture device (the
    /// privacy dot), or a playback device while the `playback` item is placed in `items` (a
    /// sound server keeps one open for as long as music plays; without the item that is no
    /// reason to wake).
    public func followsOpenDevice(placed items: PanelConfig.Items) -> Bool {
        microphone?.open == true || (items.contains(.playback) && playback?.open == true)
    }
}

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

/// Which dot the `privacy` item shows, as a phone's status bar does.
public enum PrivacyDot: Sendable, Equatable, CaseIterable {
    /// Green: a camera is in use (with or without a microphone).
    case camera
    /// Orange: only a microphone records.
    case microphone

    /// The dot for `state`: the camera's while a camera is in use, else the microphone's while
    /// one records, else none.
    public static func shown(for state: DeviceState) -> PrivacyDot? {
        if state.camera?.inUse == true { return .camera }
        if state.microphone?.inUse == true { return .microphone }
        return nil
    }
}

/// A VPN carrying the default route's traffic.
public struct VPNState: Sendable, Equatable {
    /// The VPN interface, e.g. `wg0` or `tun0`.
    public var interface: String

    /// Creates a VPN state.
    public init(interface: String) {
        self.interface = interface
    }
}

/// Whether the Bluetooth radio of an adapter that exists is on.
public enum BluetoothState: String, Sendable, Equatable, CaseIterable {
    /// An adapter whose radio is not blocked.
    case on
    /// Every adapter's radio is blocked (soft or hard).
    case off
}

/// The kind of link the default route goes through.
public enum NetworkKind: String, Sendable, Equatable, CaseIterable {
    case wifi, ethernet, cellular, none
}

/// The default route's interface and, for Wi-Fi, its signal.
public struct NetworkState: Sendable, Equatable {
    /// Wi-Fi, Ethernet, cellular, or none (no default route, or its link is down).
    public var kind: NetworkKind
    /// The interface name; `nil` when `kind` is `.none`.
    public var interface: String?
    /// Link quality over 70 as a percentage, for Wi-Fi; `nil` when unknown.
    public var signalPercent: Int?
    /// 0...4 bars derived from `signalPercent`; `nil` when unknown.
    public var signalBars: Int?

    /// Creates a network state.
    public init(kind: NetworkKind, interface: String?, signalPercent: Int? = nil, signalBars: Int? = nil) {
        self.kind = kind
        self.interface = interface
        self.signalPercent = signalPercent
        self.signalBars = signalBars
    }
}

/// What the batteries are doing, as `status` in sysfs says it.
public enum ChargeState: String, Sendable, Equatable, CaseIterable {
    case charging, discharging, full
    case notCharging = "not-charging"
    case unknown
}

/// The machine's batteries combined into one.
public struct BatteryState: Sendable, Equatable {
    /// Charge level 0...100; `nil` when it could not be read.
    public var percent: Int?
    /// Charging, discharging, full, not charging or unknown.
    public var state: ChargeState
    /// Minutes until empty (discharging) or full (charging); `nil` when it cannot be known.
    public var minutesLeft: Int?
    /// Whether the platform profile is `low-power` (a phone's low-power mode); `false` when
    /// unknown.
    public var lowPower: Bool

    /// Creates a battery state.
    public init(percent: Int?, state: ChargeState, minutesLeft: Int? = nil, lowPower: Bool = false) {
        self.percent = percent
        self.state = state
        self.minutesLeft = minutesLeft
        self.lowPower = lowPower
    }
}
