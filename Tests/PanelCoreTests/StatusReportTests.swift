import Testing
@testable import PanelCore

@Suite struct StatusReportTests {
    static let wifi = NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3)
    static let discharging = BatteryState(percent: 42, state: .discharging, minutesLeft: 97)

    static func state(time: String = "14:05", carrier: String? = "kiosk-7", network: NetworkState? = wifi,
                      battery: BatteryState? = discharging, activity: Bool = false) -> ItemContents {
        ItemContents(time: time, carrier: carrier, network: network, battery: battery, activity: activity)
    }

    @Test(arguments: [
        (state(),
         #"{"time": "14:05", "carrier": "kiosk-7", "network": {"kind": "wifi", "interface": "wlan0", "signal_percent": 71, "signal_bars": 3}, "battery": {"percent": 42, "state": "discharging", "minutes_left": 97, "low_power": false}, "activity": false, "vpn": null, "airplane": false, "bluetooth": null, "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#),
        (state(carrier: nil, network: nil, battery: nil, activity: true),
         #"{"time": "14:05", "carrier": null, "network": null, "battery": null, "activity": true, "vpn": null, "airplane": false, "bluetooth": null, "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#),
        (state(network: NetworkState(kind: .none, interface: "eth0", signalPercent: 50, signalBars: 2),
               battery: BatteryState(percent: nil, state: .unknown)),
         #"{"time": "14:05", "carrier": "kiosk-7", "network": {"kind": "none", "interface": null, "signal_percent": null, "signal_bars": null}, "battery": {"percent": null, "state": "unknown", "minutes_left": null, "low_power": false}, "activity": false, "vpn": null, "airplane": false, "bluetooth": null, "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#),
        (state(network: NetworkState(kind: .ethernet, interface: "eth0", signalPercent: 50, signalBars: 2),
               battery: BatteryState(percent: 100, state: .notCharging)),
         #"{"time": "14:05", "carrier": "kiosk-7", "network": {"kind": "ethernet", "interface": "eth0", "signal_percent": null, "signal_bars": null}, "battery": {"percent": 100, "state": "not-charging", "minutes_left": null, "low_power": false}, "activity": false, "vpn": null, "airplane": false, "bluetooth": null, "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#),
        (state(network: NetworkState(kind: .cellular, interface: "wwan0"),
               battery: BatteryState(percent: 80, state: .charging, minutesLeft: 45)),
         #"{"time": "14:05", "carrier": "kiosk-7", "network": {"kind": "cellular", "interface": "wwan0", "signal_percent": null, "signal_bars": null}, "battery": {"percent": 80, "state": "charging", "minutes_left": 45, "low_power": false}, "activity": false, "vpn": null, "airplane": false, "bluetooth": null, "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#),
        (state(network: NetworkState(kind: .wifi, interface: "wlan0"), battery: BatteryState(percent: 100, state: .full)),
         #"{"time": "14:05", "carrier": "kiosk-7", "network": {"kind": "wifi", "interface": "wlan0", "signal_percent": null, "signal_bars": null}, "battery": {"percent": 100, "state": "full", "minutes_left": null, "low_power": false}, "activity": false, "vpn": null, "airplane": false, "bluetooth": null, "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#),
    ] as [(ItemContents, String)])
    func json(state: ItemContents, expected: String) {
        #expect(StatusReport.json(state) == expected)
    }

    @Test(arguments: [
        ("kiosk-7", #""kiosk-7""#),
        (#"say "hi""#, #""say \"hi\"""#),
        (#"C:\kiosk"#, #""C:\\kiosk""#),
        ("two\nlines\ttab", #""two\u000alines\u0009tab""#),
        ("\u{1B}[0m\u{0}\u{1F}", #""\u001b[0m\u0000\u001f""#),
        ("Café ☕ 東京", #""Café ☕ 東京""#),
        ("", #""""#),
    ])
    func escapesStrings(text: String, expected: String) {
        #expect(StatusReport.string(text) == expected)
        #expect(StatusReport.json(Self.state(time: text)).hasPrefix(#"{"time": "# + expected + ", "))
    }

    @Test(arguments: [
        (state(), "14:05  kiosk-7  Wi-Fi 3/4 (71%)  42% discharging, 1:37 left"),
        (state(carrier: nil, network: nil, battery: nil), "14:05  carrier unknown  network unknown  no battery"),
        (state(network: NetworkState(kind: .ethernet, interface: "eth0"),
               battery: BatteryState(percent: 80, state: .charging, minutesLeft: 45), activity: true),
         "14:05  kiosk-7  Ethernet  80% charging, 0:45 to full  network activity"),
        (state(network: NetworkState(kind: .cellular, interface: "wwan0"), battery: BatteryState(percent: 100, state: .full)),
         "14:05  kiosk-7  Cellular  100% full"),
        (state(network: NetworkState(kind: .none, interface: nil), battery: BatteryState(percent: 80, state: .notCharging)),
         "14:05  kiosk-7  No network  80% not charging"),
        (state(time: "", network: NetworkState(kind: .wifi, interface: "wlan0"),
               battery: BatteryState(percent: 42, state: .unknown, minutesLeft: 30)),
         "kiosk-7  Wi-Fi, signal unknown  42% battery"),
        (state(battery: BatteryState(percent: nil, state: .discharging, minutesLeft: 600)),
         "14:05  kiosk-7  Wi-Fi 3/4 (71%)  battery discharging, 10:00 left"),
        (state(battery: BatteryState(percent: nil, state: .unknown)),
         "14:05  kiosk-7  Wi-Fi 3/4 (71%)  battery unknown"),
    ] as [(ItemContents, String)])
    func line(state: ItemContents, expected: String) {
        #expect(StatusReport.line(state) == expected)
    }

    @Test func namesTheRadiosAndTheTunnel() {
        var s = Self.state(battery: BatteryState(percent: 42, state: .discharging, minutesLeft: 97, lowPower: true))
        s.vpn = VPNState(interface: "wg0")
        s.bluetooth = .on
        #expect(StatusReport.line(s) == "14:05  kiosk-7  Wi-Fi 3/4 (71%)  VPN wg0  Bluetooth  42% discharging, 1:37 left, low power")
        #expect(StatusReport.json(s) == #"{"time": "14:05", "carrier": "kiosk-7", "network": {"kind": "wifi", "interface": "wlan0", "signal_percent": 71, "signal_bars": 3}, "battery": {"percent": 42, "state": "discharging", "minutes_left": 97, "low_power": true}, "activity": false, "vpn": {"interface": "wg0"}, "airplane": false, "bluetooth": "on", "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#)
        s.vpn = nil
        s.airplane = true
        s.network = NetworkState(kind: .none, interface: nil)
        s.bluetooth = .off
        #expect(StatusReport.line(s) == "14:05  kiosk-7  airplane mode  No network  Bluetooth off  42% discharging, 1:37 left, low power")
        #expect(StatusReport.json(s).hasSuffix(#""activity": false, "vpn": null, "airplane": true, "bluetooth": "off", "microphone": null, "camera": null, "cpu": null, "memory": null, "disk": null, "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#))
    }
}
