import PanelCore

/// The parsers the fuzzer drives, one per kind of input file. Each takes the raw bytes of one
/// input; anything it returns is discarded, only crashes, hangs and sanitizer reports count.
enum FuzzTarget: String, CaseIterable {
    /// The dotfile: `ConfigLoader.load(text:file:)` (TOML parse, validation, source positions).
    case config
    /// `proc/net/route`: `NetworkProvider.parseRoutes`, `defaultInterface` and the VPN route.
    case route
    /// `proc/net/dev`: `NetDevParser.totalBytes`.
    case netdev
    /// `proc/net/wireless`: `SignalParser.parseLinkQuality` (interface taken from the input's
    /// third line when it has one, so matching lines are reached), then percent and bars.
    case wireless
    /// A `power_supply` folder given as `name=value` lines (the uevent layout): the attribute
    /// parsers, `parseBattery`, `combine`, plus `isSystemBattery`, `parseStatus`, `parseOnline`.
    case battery
    /// The small one-value files: hostname, operstate, net uevent, link type, rfkill and
    /// platform-profile attributes, rfkill events, clock formats, messages.
    case misc
    /// rtnetlink dumps (`netlink/rules`, `netlink/routes` of a fixture sysroot): the input as
    /// either half of ``RoutingDumps``, the policy lookup over what it gives, and
    /// ``NetlinkDumpReply`` taking it as a datagram.
    case netlink
    /// What StatusNotifierItem apps send (``statusNotifier(_:)``): properties, pixmaps, menus,
    /// index.theme files, registrations.
    case statusnotifier
    /// A script item's output: the bytes as a run's output and as a stream's, each line read
    /// in every format (the JSON object reader, polybar's and pango's markup), and as an inbox
    /// of `msg` frames.
    case script

    /// Runs the target's parsers over `bytes`.
    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        switch self {
        case .config: Self.config(text)
        case .route: Self.route(text)
        case .netdev: _ = NetDevParser.totalBytes(text)
        case .wireless: Self.wireless(text)
        case .battery: Self.battery(text)
        case .misc: Self.misc(text)
        case .netlink: Self.netlink(Array(bytes))
        case .statusnotifier: Self.statusNotifier(Array(bytes))
        case .script: Self.script(Array(bytes))
        }
    }

    private static func config(_ text: String) {
        let result = ConfigLoader.load(text: text, file: "fuzz.toml")
        // Diagnostics must point inside the text (or at 1:1 for an empty one).
        let lines = max(text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count, 1)
        for diagnostic in result.diagnostics {
            precondition(diagnostic.line >= 1 && diagnostic.line <= lines + 1 && diagnostic.column >= 1,
                         "diagnostic outside the text: \(diagnostic.line):\(diagnostic.column)")
        }
    }

    private static func route(_ text: String) {
        guard let routes = NetworkProvider.parseRoutes(text) else { return }
        if let interface = NetworkProvider.defaultInterface(routes) {
            precondition(routes.contains { $0.interface == interface })
        }
        if let interface = VPNProvider.trafficInterface(routes) {
            precondition(routes.contains { $0.interface == interface })
        }
    }

    private static func script(_ bytes: [UInt8]) {
        for streaming in [false, true] {
            var lines = OutputLines(streaming: streaming)
            lines.take(bytes)
            lines.finish()
            precondition(lines.lines.count <= OutputLines.keptLines)
            for line in lines.lines { precondition(line.utf8.count <= OutputLines.lineLimit * 3) }
            for format in ScriptFormat.allCases {
                guard let text = ScriptOutput.read(lines.lines, format: format) else { continue }
                precondition(!text.full.isEmpty && text.full.count <= ScriptText.textLimit)
                precondition(!text.full.unicodeScalars.contains { $0.value < 0x20 })
                if let p = text.percentage { precondition((0...100).contains(p)) }
            }
        }
        _ = JSONObjectReader.read(bytes: bytes)
        for message in ScriptMessage.messages(in: bytes) {
            precondition(ScriptMessage.messages(in: message.frame) == [message])
        }
    }

    private static func netlink(_ bytes: [UInt8]) {
        let done: [UInt8] = [20, 0, 0, 0, 3, 0, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        for dumps in [RoutingDumps(rules: bytes, routes: done), RoutingDumps(rules: done, routes: bytes),
                      RoutingDumps(rules: bytes, routes: bytes)] {
            guard let tables = dumps.parse() else { continue }
            for address in VPNProvider.probeAddresses {
                if case .interface(let index) = PolicyRouting.lookup(address, in: tables, group: { $0 % 3 }) {
                    precondition(tables.routes.contains { $0.interfaceIndex == index })
                }
            }
        }
        var reply = NetlinkDumpReply(sequence: 1, portID: 0)
        if reply.take(bytes[...]) == .complete { precondition(NetlinkMessage.split(reply.messages[...]) != nil) }
    }

    private static func wireless(_ text: String) {
        let lines = text.split(whereSeparator: \.isNewline)
        var interface = "wlan0"
        if lines.count > 2, let colon = lines[2].firstIndex(of: ":") {
            interface = lines[2][..<colon].trimmingWhitespace()
        }
        guard let quality = SignalParser.parseLinkQuality(text, interface: interface) else { return }
        let percent = SignalParser.percent(linkQuality: quality)
        precondition((0...100).contains(percent))
        precondition((0...4).contains(SignalParser.bars(percent: percent)))
    }

    private static func battery(_ text: String) {
        // Blank lines separate batteries; POWER_SUPPLY_ prefixes and case are dropped as in uevent.
        var batteries: [BatteryProvider.Battery] = []
        var mains: Bool?
        for block in text.split(separator: "\n\n", omittingEmptySubsequences: false) {
            var attributes: [String: String] = [:]
            for line in block.split(whereSeparator: \.isNewline) {
                guard let equals = line.firstIndex(of: "=") else { continue }
                var key = line[..<equals].lowercased()
                if key.hasPrefix("power_supply_") { key.removeFirst("power_supply_".count) }
                attributes[key] = String(line[line.index(after: equals)...])
            }
            if let online = attributes["online"] { mains = BatteryProvider.parseOnline(online) }
            _ = attributes["status"].map(BatteryProvider.parseStatus)
            if BatteryProvider.isSystemBattery(type: attributes["type"] ?? "Battery",
                                               scope: attributes["scope"], present: attributes["present"]) {
                batteries.append(BatteryProvider.parseBattery(attributes))
            }
        }
        for basis in [CapacityBasis.full, .design] {
            guard let state = BatteryProvider.combine(batteries, mainsOnline: mains, basis: basis) else { continue }
            if let percent = state.percent { precondition((0...100).contains(percent)) }
            if let minutes = state.minutesLeft { precondition((0...BatteryProvider.maxMinutes).contains(minutes)) }
        }
    }

    private static func misc(_ text: String) {
        // What other X clients set: XKB's symbols name, _NET_DESKTOP_NAMES, a window's names.
        let layouts = KeyboardState.layouts(fromSymbols: text)
        precondition(layouts.count <= 4 && layouts.allSatisfy { !$0.isEmpty })
        let bytes = Array(text.utf8)
        _ = Workspaces.from(count: bytes.count, current: bytes.first.map(Int.init), names: Workspaces.names(fromProperty: bytes),
                            clients: bytes.map { Workspaces.Client(desktop: Int($0), urgent: $0 & 1 == 1) })
        let window = FocusedWindow.from(netWMName: bytes, wmName: bytes, wmNameIsLatin1: true, wmClass: bytes)
        precondition(!window.title.contains("\n") && TitleElision.middle.elide(window.title, toWidth: 40) { $0.count * 7 }.count <= 6)
        _ = CompoundText.decode(bytes) { _, run in String(repeating: "x", count: run.count) }
        _ = CarrierProvider.parseHostname(text)
        _ = CarrierProvider.configuredLabel(text)
        _ = NetworkProvider.linkIsUsable(operstate: text)
        _ = NetworkProvider.kind(hasWirelessDirectory: false, uevent: text)
        _ = VPNProvider.isVPNLink(hasTunFlags: false, uevent: text, type: text)
        _ = RfkillProvider.parseType(text)
        _ = RfkillProvider.parseBlock(text)
        _ = PowerProfileProvider.parse(text)
        if case .open(let state, let pid)? = MicrophoneProvider.parseStatus(text) {
            precondition(!state.isEmpty && (pid ?? 1) > 0)
        }
        _ = ProcessNames.parseComm(text)
        _ = MicrophoneProvider.isCaptureNode(text)
        _ = CameraProvider.isCameraNode(text)
        _ = RfkillEvent(bytes: Array(text.utf8))
        _ = ClockProvider.formatShowsSeconds(text)
        if text.utf8.count <= 256 {
            _ = ClockProvider.string(from: 1_700_000_000, format: text)
        }
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        _ = PanelMessage(verb: String(parts[0]), argument: parts.count > 1 ? String(parts[1]) : nil,
                         number: parts.count > 2 ? Int(parts[2]) ?? 0 : 0)
    }
}
