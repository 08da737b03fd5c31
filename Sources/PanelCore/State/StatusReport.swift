/// What `statuspanel status` prints: the JSON object of the design's contract, or one line
/// for a person.
public enum StatusReport {
    /// The state as one line of JSON, keys in the contract's order:
    /// `{"time": "14:05", "carrier": "kiosk-7", "network": {"kind": "wifi", "interface": "wlan0",
    /// "signal_percent": 71, "signal_bars": 3}, "battery": {"percent": 42, "state": "discharging",
    /// "minutes_left": 95, "low_power": false}, "activity": false, "vpn": null, "airplane": false,
    /// "bluetooth": null, "microphone": false, "camera": null}`. Unknown values are `null`;
    /// signal fields are `null` unless the network is Wi-Fi; `interface` is `null` when the kind
    /// is `none`; `vpn` is `{"interface": "wg0"}` while traffic goes through a VPN; `bluetooth`
    /// is `"on"`, `"off"`, or `null` without an adapter; `microphone` and `camera` are `true`
    /// while in use, `false` when not, `null` where the machine has no such device. Each item's
    /// keys come from its declaration (``ItemReport``), items in `table`'s order.
    public static func json(_ contents: ItemContents, scripts: [String] = [], table: ItemTable = .builtIn) -> String {
        let items = object(table.declarations.flatMap { item in item.report.json.map { ($0.key, $0.value(contents)) } })
        return scripts.isEmpty ? items : ScriptReport.adding(ScriptReport.json(contents, names: scripts), to: items)
    }

    /// The `network` value: `{"kind": ..., "interface": ..., "signal_percent": ...,
    /// "signal_bars": ...}`, or `null`.
    static func networkJSON(_ network: NetworkState?) -> String {
        network.map { network in
            let isWifi = network.kind == .wifi
            return object([
                ("kind", string(network.kind.rawValue)),
                ("interface", network.kind == .none ? "null" : optionalString(network.interface)),
                ("signal_percent", isWifi ? number(network.signalPercent) : "null"),
                ("signal_bars", isWifi ? number(network.signalBars) : "null"),
            ])
        } ?? "null"
    }

    /// The `battery` value: `{"percent": ..., "state": ..., "minutes_left": ..., "low_power": ...}`,
    /// or `null`.
    static func batteryJSON(_ battery: BatteryState?) -> String {
        battery.map { battery in
            object([
                ("percent", number(battery.percent)),
                ("state", string(battery.state.rawValue)),
                ("minutes_left", number(battery.minutesLeft)),
                ("low_power", battery.lowPower ? "true" : "false"),
            ])
        } ?? "null"
    }

    /// The state as one line for a person, parts separated by two spaces, e.g.
    /// `14:05  kiosk-7  Wi-Fi 3/4 (71%)  VPN wg0  Bluetooth  42% discharging, 1:37 left`.
    /// Airplane mode, a VPN, Bluetooth, the camera and the microphone are named only when there
    /// is something to say: `airplane mode`, `VPN wg0`, `Bluetooth` or `Bluetooth off`,
    /// `camera in use by cheese`, `microphone in use by pipewire` (`in use` alone when the
    /// processes cannot be named). Each item's words come from its declaration, in the order of
    /// their ``ItemReport/linePlace``.
    public static func line(_ contents: ItemContents, table: ItemTable = .builtIn) -> String {
        table.lineOrder.flatMap { $0.report.words(contents) }.joined(separator: "  ")
    }

    /// `Wi-Fi 3/4 (71%)`, `Wi-Fi, signal unknown`, `Ethernet`, `Cellular`, `No network`, or
    /// `network unknown`.
    public static func networkText(_ network: NetworkState?) -> String {
        guard let network else { return "network unknown" }
        switch network.kind {
        case .wifi:
            guard let bars = network.signalBars, let percent = network.signalPercent else {
                return "Wi-Fi, signal unknown"
            }
            return "Wi-Fi \(bars)/4 (\(percent)%)"
        case .ethernet: return "Ethernet"
        case .cellular: return "Cellular"
        case .none: return "No network"
        }
    }

    /// `42% discharging, 1:37 left`, `80% charging, 0:45 to full`, `100% full`,
    /// `80% not charging`, `42% battery` (state unknown), `battery discharging` (level unknown),
    /// `battery unknown`, or `no battery`; `, low power` follows in low-power mode.
    public static func batteryText(_ battery: BatteryState?) -> String {
        guard let battery else { return "no battery" }
        let level = battery.percent.map { "\($0)%" }
        let state: String? = switch battery.state {
        case .charging: "charging"
        case .discharging: "discharging"
        case .full: "full"
        case .notCharging: "not charging"
        case .unknown: nil
        }
        var text = switch (level, state) {
        case let (level?, state?): level + " " + state
        case let (level?, nil): level + " battery"
        case let (nil, state?): "battery " + state
        case (nil, nil): "battery unknown"
        }
        if let minutes = battery.minutesLeft, battery.state == .charging || battery.state == .discharging {
            let clock = "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
            text += battery.state == .charging ? ", \(clock) to full" : ", \(clock) left"
        }
        if battery.lowPower { text += ", low power" }
        return text
    }

    /// `camera in use by cheese`, `microphone in use by arecord, pipewire`, or `camera in use`
    /// when no process can be named.
    public static func useText(_ device: String, _ use: DeviceUse) -> String {
        device + " in use" + (use.users.isEmpty ? "" : " by " + use.users.joined(separator: ", "))
    }

    // MARK: JSON

    static func boolean(_ value: Bool?) -> String {
        value.map { $0 ? "true" : "false" } ?? "null"
    }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    /// A JSON array of values already in JSON, as the contract spells them: `["us","de"]`.
    static func array(_ values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }

    static func number(_ value: Int?) -> String {
        value.map(String.init) ?? "null"
    }

    static func optionalString(_ value: String?) -> String {
        value.map(string) ?? "null"
    }

    /// A JSON string literal: quotes and backslashes escaped, control characters as `\uXXXX`.
    static func string(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
