#if canImport(Glibc)
import Glibc
#endif

/// Reads the whole ``DeviceState`` through one sysroot with one configuration.
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

    /// The clock provider for `config.clock.format` (the locale's short time when unset).
    public var clock: ClockProvider { ClockProvider(format: config.clock.format) }
    /// The carrier provider for `config.carrier.label`.
    public var carrier: CarrierProvider { CarrierProvider(sysroot: sysroot, label: config.carrier.label) }
    /// The network provider.
    public var network: NetworkProvider { NetworkProvider(sysroot: sysroot) }
    /// The battery provider for `config.battery.capacity`.
    public var battery: BatteryProvider { BatteryProvider(sysroot: sysroot, basis: config.battery.capacity) }
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
    /// The camera nodes and their holders (the privacy dot's camera).
    public var camera: CameraProvider { CameraProvider(sysroot: sysroot) }

    /// Everything, read now. `time` is the epoch time to show (`nil`: the current time);
    /// `activity` is whether the caller's ``ActivityDetector`` shows.
    public func read(activity: Bool, time: time_t? = nil) -> DeviceState {
        let radios = rfkill.read()
        return DeviceState(
            time: readTime(time),
            carrier: carrier.read(),
            network: network.read(),
            battery: readBattery(),
            activity: activity,
            vpn: vpn.read(),
            airplane: RfkillProvider.airplane(radios),
            bluetooth: bluetooth.read(radios: radios),
            microphone: microphone.read(),
            camera: camera.read())
    }

    /// `previous` with the microphone and the camera read now, the rest kept: what an open or
    /// close of a capture device or a camera node changes, and the re-check while one is open.
    public func readDeviceUse(from previous: DeviceState) -> DeviceState {
        var state = previous
        state.microphone = microphone.read()
        state.camera = camera.read()
        return state
    }

    /// What the minute changes in `previous` where no kernel event says so: the time, the
    /// battery (its charge moves without a uevent on many machines), the carrier (the host name)
    /// and the Wi-Fi signal, read now. The route, the VPN, the radios, Bluetooth, the microphone
    /// and the camera are kept: rtnetlink, uevents, `/dev/rfkill` and inotify on the capture
    /// and camera nodes report their changes, and the shell reads everything
    /// where it has no such events (a `--sysroot`, no netlink).
    public func readOnTheMinute(from previous: DeviceState, time: time_t? = nil) -> DeviceState {
        var state = previous
        state.time = readTime(time)
        state.carrier = carrier.read()
        state.network = previous.network.map(network.withSignal)
        state.battery = readBattery()
        return state
    }

    private func readTime(_ time: time_t?) -> String {
        time.map { ClockProvider.string(from: $0, format: clock.format) } ?? clock.read()
    }

    /// The batteries combined, coloured for low power when the platform profile says so.
    private func readBattery() -> BatteryState? {
        var battery = battery.read()
        if battery != nil, powerProfile.read() == PowerProfileProvider.lowPower { battery?.lowPower = true }
        return battery
    }
}
