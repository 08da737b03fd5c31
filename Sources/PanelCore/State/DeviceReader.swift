#if canImport(Glibc)
import Glibc
#endif

/// Reads the built-in items' entries of the ``ItemContents`` through one sysroot with one configuration.
///
/// Activity is stateful (it needs a history of samples and requests), so the caller keeps an
/// ``ActivityDetector``, feeds it the byte counters of its ``TrafficCounters``, and passes in
/// whether it shows.
public struct DeviceReader: Sendable {
    /// Where every provider reads.
    public var sysroot: Sysroot
    /// The configuration (clock format, carrier label, battery capacity basis).
    public var config: PanelConfig
    /// The rtnetlink dumps of the routing rules and tables, when the shell took them (the real
    /// machine); `nil` otherwise (see ``VPNProvider``).
    public var routing: RoutingDumps?

    /// Creates a reader.
    public init(sysroot: Sysroot, config: PanelConfig = PanelConfig(), routing: RoutingDumps? = nil) {
        self.sysroot = sysroot
        self.config = config
        self.routing = routing
    }

    /// The clock provider for `config[ClockOptions.self].format` (the locale's short time when unset).
    public var clock: ClockProvider { ClockProvider(format: config[ClockOptions.self].format) }
    /// The carrier provider for `config[CarrierOptions.self].label`.
    public var carrier: CarrierProvider { CarrierProvider(sysroot: sysroot, label: config[CarrierOptions.self].label) }
    /// The network provider.
    public var network: NetworkProvider { NetworkProvider(sysroot: sysroot) }
    /// The battery provider for `config[BatteryOptions.self].capacity`.
    public var battery: BatteryProvider { BatteryProvider(sysroot: sysroot, basis: config[BatteryOptions.self].capacity) }
    /// The VPN provider.
    public var vpn: VPNProvider { VPNProvider(sysroot: sysroot, dumps: routing) }
    /// The radios (airplane mode).
    public var rfkill: RfkillProvider { RfkillProvider(sysroot: sysroot) }
    /// The Bluetooth adapters.
    public var bluetooth: BluetoothProvider { BluetoothProvider(sysroot: sysroot) }
    /// The platform's power profile (the battery's low-power colour).
    public var powerProfile: PowerProfileProvider { PowerProfileProvider(sysroot: sysroot) }
    /// The capture substreams (the privacy dot's microphone).
    public var microphone: MicrophoneProvider { MicrophoneProvider(sysroot: sysroot) }
    /// The screen's backlight (the `brightness` item).
    public var backlight: BacklightProvider { BacklightProvider(sysroot: sysroot) }
    /// The playback substreams (the `playback` item).
    public var playback: PlaybackProvider { PlaybackProvider(sysroot: sysroot) }
    /// The camera nodes and their holders (the privacy dot's camera).
    public var camera: CameraProvider { CameraProvider(sysroot: sysroot) }

    /// The processors' load, measured since `previous`.
    public func cpu(since previous: CPUState?) -> CPUProvider { CPUProvider(sysroot: sysroot, previous: previous) }
    /// The memory in use.
    public var memory: MemoryProvider { MemoryProvider(sysroot: sysroot) }
    /// The mount points of `disk.mounts`.
    public var disk: DiskProvider { DiskProvider(sysroot: sysroot, mounts: config[DiskOptions.self].mounts) }
    /// The sensor of `temperature.sensor`.
    public var temperature: TemperatureProvider { TemperatureProvider(sysroot: sysroot, sensor: config[TemperatureOptions.self].sensor) }

    /// Everything, read now: every item's reading, in the table's order, into `previous` (the
    /// entries of the items pushed from outside, the desktop's, the session bus's and the sound
    /// server's, are kept; every other item's entry is read again). `time` is the epoch time to
    /// show (`nil`: the current time); `activity` is whether the caller's ``ActivityDetector``
    /// shows. `previous` also holds what is measured between readings (the CPU's load).
    public func read(activity: Bool, time: time_t? = nil, previous: ItemContents = ItemContents()) -> ItemContents {
        var contents = previous
        let pass = ItemReadPass(reader: self, activity: activity, time: time)
        for item in ItemTable.builtIn.declarations { item.reading.read(&contents, pass) }
        return contents
    }

    /// `previous` with the items that `wakeUp` concerns read now (their declarations'
    /// ``ItemReading/wakeUps``), the rest kept. `activity` is whether the caller's
    /// ``ActivityDetector`` shows, for an item pushed from it.
    public func read(on wakeUp: ItemWakeUp, from previous: ItemContents, time: time_t? = nil) -> ItemContents {
        var state = previous
        let pass = ItemReadPass(reader: self, activity: previous.activity, time: time)
        for item in ItemTable.builtIn.declarations where item.reading.wakeUps.contains(wakeUp) { item.reading.read(&state, pass) }
        return state
    }

    /// `previous` with the items that any of `wakeUps` concerns read now, each once, the rest
    /// kept: a power supply's uevent reads the battery, an rtnetlink notification the network
    /// and the VPN, `/dev/rfkill` the airplane and Bluetooth.
    public func read(waking wakeUps: Set<ItemWakeUp>, from previous: ItemContents, time: time_t? = nil) -> ItemContents {
        var state = previous
        let pass = ItemReadPass(reader: self, activity: previous.activity, time: time)
        for item in ItemTable.builtIn.declarations where !item.reading.wakeUps.isDisjoint(with: wakeUps) { item.reading.read(&state, pass) }
        return state
    }

    /// `previous` with `items` read now, the rest kept: the items read on their own interval
    /// (``ItemWakeUp/interval``) that fell due together.
    public func read(_ items: [ItemName], from previous: ItemContents) -> ItemContents {
        var state = previous
        let pass = ItemReadPass(reader: self, activity: previous.activity, time: nil)
        for item in ItemTable.builtIn.declarations where items.contains(item.name) { item.reading.read(&state, pass) }
        return state
    }

    /// `previous` with the microphone, the camera and playback read now, the rest kept: what an
    /// open or close of a capture, playback or camera node changes, and the re-check while one is open.
    public func readDeviceUse(from previous: ItemContents) -> ItemContents {
        read(on: .deviceNodes, from: previous)
    }

    /// What the minute changes in `previous` where no kernel event says so: the items that
    /// declare ``ItemWakeUp/minute`` (the time, the battery, whose charge moves without a uevent
    /// on many machines, the carrier's host name and the Wi-Fi signal), read now. The route, the
    /// VPN, the radios, Bluetooth, the microphone and the camera are kept: rtnetlink, uevents,
    /// `/dev/rfkill` and inotify on the capture and camera nodes report their changes, and the
    /// shell reads everything where it has no such events (a `--sysroot`, no netlink).
    public func readOnTheMinute(from previous: ItemContents, time: time_t? = nil) -> ItemContents {
        read(on: .minute, from: previous, time: time)
    }
}
