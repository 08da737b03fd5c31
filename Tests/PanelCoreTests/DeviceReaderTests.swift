import Testing
@testable import PanelCore
#if canImport(Glibc)
import Glibc
#endif

@Suite struct DeviceReaderTests {
    /// strftime copies text without conversions, so a literal format gives a fixed time.
    static func config(clock: String = "14:05", label: String? = nil) -> PanelConfig {
        var config = PanelConfig()
        config[ClockOptions.self].format = clock
        config[CarrierOptions.self].label = label
        return config
    }

    @Test func readsTheDesignExample() {
        let reader = DeviceReader(sysroot: Fixtures.sysroot("laptop-one-battery"), config: Self.config())
        let state = reader.read(activity: false, time: 1_700_000_000)
        #expect(state == ItemContents(
            time: "14:05", carrier: "kiosk-7",
            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95),
            activity: false))
        #expect(StatusReport.json(state) == """
            {"time": "14:05", "carrier": "kiosk-7", "network": {"kind": "wifi", "interface": "wlan0", \
            "signal_percent": 71, "signal_bars": 3}, "battery": {"percent": 42, "state": "discharging", \
            "minutes_left": 95, "low_power": false}, "activity": false, "vpn": null, "airplane": false, "bluetooth": null, \
            "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}
            """)
    }

    /// On the minute: the time, the battery, the carrier and the Wi-Fi signal are read again; the
    /// route, the VPN, the radios and Bluetooth are kept (their kernel events bring changes).
    @Test func theMinuteReadsWhatChangesWithoutAnEvent() {
        let reader = DeviceReader(sysroot: Fixtures.sysroot("laptop-one-battery"), config: Self.config())
        let previous = ItemContents(
            time: "09:00", carrier: "old-name",
            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 10, signalBars: 0),
            battery: BatteryState(percent: 99, state: .full), activity: true,
            vpn: VPNState(interface: "tun0"), airplane: true, bluetooth: .off)
        let state = reader.readOnTheMinute(from: previous, time: 1_700_000_000)
        #expect(state == ItemContents(
            time: "14:05", carrier: "kiosk-7",
            network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
            battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 95), activity: true,
            vpn: VPNState(interface: "tun0"), airplane: true, bluetooth: .off))
        // Ethernet, or no network: as it was.
        for network in [NetworkState(kind: .ethernet, interface: "eth0"), NetworkState(kind: .none, interface: nil), nil] {
            var wired = previous
            wired.network = network
            #expect(reader.readOnTheMinute(from: wired).network == network)
        }
    }

    @Test func formatsTheInjectedTime() {
        let reader = DeviceReader(sysroot: Fixtures.sysroot("laptop-one-battery"), config: Self.config(clock: "%Y %S"))
        #expect(reader.read(activity: false, time: 1_700_000_000).time == "2023 20")
    }

    @Test func appliesTheConfiguration() {
        var config = Self.config(label: "Lobby")
        config[BatteryOptions.self].capacity = .design
        let state = DeviceReader(sysroot: Fixtures.sysroot("laptop-two-batteries"), config: config)
            .read(activity: true, time: 0)
        #expect(state == ItemContents(
            time: "14:05", carrier: "Lobby", network: NetworkState(kind: .ethernet, interface: "enp0s31f6"),
            battery: BatteryState(percent: 55, state: .discharging, minutesLeft: 240), activity: true))
    }

    @Test(arguments: ["garbage-binary", "garbage-empty", "garbage-text", "no-such-sysroot"])
    func garbageReadsAsUnknown(fixture: String) {
        let reader = DeviceReader(sysroot: Fixtures.sysroot(fixture), config: Self.config())
        let state = reader.read(activity: false, time: 0)
        #expect(state.carrier == nil)
        #expect(state.network == nil)
        #expect(state.battery == (fixture == "no-such-sysroot" ? nil : BatteryState(percent: nil, state: .unknown)))
    }

    /// The reader formats the time of the read, not a fixed or cached one: the epoch seconds it
    /// shows lie between two readings of the clock around it.
    @Test func readsTheCurrentTimeByDefault() throws {
        let before = time(nil)
        let shown = DeviceReader(sysroot: Fixtures.sysroot("laptop-one-battery"), config: Self.config(clock: "%s"))
            .read(activity: false).time
        let after = time(nil)
        let seconds = try #require(Int(shown))
        #expect(seconds >= before && seconds <= after)
    }

    /// The new fields through the whole reader, and the JSON they give.
    @Test(arguments: [
        ("vpn-wireguard-default", #""vpn": {"interface": "wg0"}, "airplane": false, "bluetooth": null"#),
        ("vpn-split-tun", #""vpn": {"interface": "tun0"}, "airplane": false, "bluetooth": null"#),
        ("vpn-ppp", #""vpn": {"interface": "ppp0"}, "airplane": false, "bluetooth": null"#),
        ("vpn-no-physical-route", #""vpn": {"interface": "wg0"}, "airplane": false, "bluetooth": null"#),
        ("vpn-wg-quick", #""vpn": {"interface": "wg0"}, "airplane": false, "bluetooth": null"#),
        ("vpn-networkmanager", #""vpn": {"interface": "wg0"}, "airplane": false, "bluetooth": null"#),
        ("vpn-dump-garbled", #""vpn": null, "airplane": false, "bluetooth": null"#),
        ("rfkill-all-blocked", #""vpn": null, "airplane": true, "bluetooth": "off""#),
        ("rfkill-some-blocked", #""vpn": null, "airplane": false, "bluetooth": "off""#),
        ("rfkill-garbage", #""vpn": null, "airplane": false, "bluetooth": null"#),
        ("bluetooth-on", #""vpn": null, "airplane": false, "bluetooth": "on""#),
        ("bluetooth-off", #""vpn": null, "airplane": false, "bluetooth": "off""#),
    ])
    func readsRadiosAndTunnels(fixture: String, tail: String) {
        let state = DeviceReader(sysroot: Fixtures.sysroot(fixture), config: Self.config()).read(activity: false, time: 0)
        #expect(StatusReport.json(state).hasSuffix(tail + #", "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#))
    }

    @Test(arguments: [
        ("power-profile-low", true), ("power-profile-balanced", false), ("power-profile-garbled", false),
        ("laptop-one-battery", false),
    ])
    func readsLowPower(fixture: String, lowPower: Bool) {
        let state = DeviceReader(sysroot: Fixtures.sysroot(fixture), config: Self.config()).read(activity: false, time: 0)
        #expect(state.battery == BatteryState(percent: 42, state: .discharging, minutesLeft: 95, lowPower: lowPower))
        #expect(StatusReport.json(state).contains(#""minutes_left": 95, "low_power": \#(lowPower)}"#))
    }
}
