/// The `battery` item: the machine's batteries under `sys/class/power_supply`, combined.
///
/// - Which: entries whose `type` is `Battery`, whose `scope` is not `Device` (a wireless
///   mouse's battery is not the laptop's) and whose `present` is not `0` (an empty bay).
/// - Level: `energy_now/energy_full`, else `charge_now/charge_full`, else `capacity`. With
///   `battery.capacity = design` the denominators are the `*_full_design` values.
/// - Several batteries combine by energy: the sum of what they hold over the sum of what they
///   can hold. A battery whose size is unknown weighs as much as the average known one.
///   Batteries whose level is unknown are left out of the level.
/// - State: charging if any battery charges, else discharging if any discharges, else full if
///   all are full, else not charging. A battery saying `Unknown` while mains power is online
///   is idle on mains, so it counts as not charging. With mains offline it stays unknown:
///   USB-C chargers do not always show up as mains. A missing or garbled `status` is unknown
///   whatever the mains say.
/// - Minutes: discharging, what they hold over the total draw; charging, what is missing to
///   full over the charge rate. A lone battery's own `time_to_empty_now`/`time_to_full_now`
///   wins: fuel gauges that provide it average the rate, `power_now` is instantaneous.
///
/// `nil` when there is no battery at all; a battery whose files are garbage reads as
/// `BatteryState(percent: nil, state: .unknown, minutesLeft: nil)`.
public struct BatteryProvider: Provider {
    /// Where `sys/class/power_supply` is read.
    public var sysroot: Sysroot
    /// What a full battery means: its full charge now, or its design capacity.
    public var basis: CapacityBasis

    /// Creates a battery provider.
    public init(sysroot: Sysroot, basis: CapacityBasis = .full) {
        self.sysroot = sysroot
        self.basis = basis
    }

    /// Estimates beyond this are noise from a near-zero draw, shown as unknown.
    public static let maxMinutes = 100 * 60

    /// The sysfs attributes ``parseBattery(_:)`` looks at.
    public static let batteryAttributes = [
        "status", "capacity",
        "energy_now", "energy_full", "energy_full_design", "power_now",
        "charge_now", "charge_full", "charge_full_design", "current_now",
        "voltage_now", "voltage_min_design",
        "time_to_empty_now", "time_to_full_now",
    ]

    /// One battery's readings, in one unit: energy (µWh, rate in µW) or, when a charge-based
    /// battery gives no voltage to convert with, charge (µAh, rate in µA).
    public struct Battery: Sendable, Equatable {
        /// The unit of ``now``, ``full``, ``fullDesign`` and ``rate``.
        public enum Unit: Sendable, Equatable {
            case energy, charge
        }

        /// What `status` says; `nil` when it is missing or garbled.
        public var status: ChargeState?
        /// The `capacity` attribute, a percentage.
        public var capacity: Int?
        /// The unit the amounts are in.
        public var unit: Unit
        /// What the battery holds now.
        public var now: Double?
        /// What it holds when full.
        public var full: Double?
        /// What it held when new.
        public var fullDesign: Double?
        /// The charge or discharge rate, as a magnitude.
        public var rate: Double?
        /// The battery's own estimate of seconds until empty.
        public var secondsToEmpty: Int?
        /// The battery's own estimate of seconds until full.
        public var secondsToFull: Int?

        /// Creates a battery reading.
        public init(status: ChargeState? = nil, capacity: Int? = nil, unit: Unit = .energy,
                    now: Double? = nil, full: Double? = nil, fullDesign: Double? = nil, rate: Double? = nil,
                    secondsToEmpty: Int? = nil, secondsToFull: Int? = nil) {
            self.status = status
            self.capacity = capacity
            self.unit = unit
            self.now = now
            self.full = full
            self.fullDesign = fullDesign
            self.rate = rate
            self.secondsToEmpty = secondsToEmpty
            self.secondsToFull = secondsToFull
        }

        /// The level as a fraction 0...1; `nil` when unknown.
        public func level(basis: CapacityBasis) -> Double? {
            if let now, let whole = capacityAmount(basis: basis) {
                return min(max(now / whole, 0), 1)
            }
            guard let capacity else { return nil }
            var level = Double(capacity) / 100
            // `capacity` is relative to the full charge; rescale it to the design capacity.
            if basis == .design, let full, let fullDesign { level *= full / fullDesign }
            return min(max(level, 0), 1)
        }

        /// What the battery holds at 100 %: the full or design amount, falling back to the
        /// other when one is missing.
        public func capacityAmount(basis: CapacityBasis) -> Double? {
            basis == .design ? (fullDesign ?? full) : (full ?? fullDesign)
        }
    }

    /// The combined state of all system batteries; `nil` when there is none.
    public func read() -> BatteryState? {
        guard let names = sysroot.list("sys/class/power_supply") else { return nil }
        var batteries: [Battery] = []
        var mains: [Bool?] = []
        for name in names {
            let dir = "sys/class/power_supply/" + name + "/"
            let type = sysroot.readText(dir + "type")
            if Self.isSystemBattery(type: type, scope: sysroot.readText(dir + "scope"),
                                    present: sysroot.readText(dir + "present")) {
                var attributes: [String: String] = [:]
                for attribute in Self.batteryAttributes {
                    attributes[attribute] = sysroot.readText(dir + attribute)
                }
                batteries.append(Self.parseBattery(attributes))
            } else if type?.trimmingWhitespace() == "Mains" {
                mains.append(sysroot.readText(dir + "online").flatMap(Self.parseOnline))
            }
        }
        let online: Bool? = mains.contains(true) ? true : (mains.contains(false) ? false : nil)
        return Self.combine(batteries, mainsOnline: online, basis: basis)
    }

    /// Whether a power supply with these `type`, `scope` and `present` texts is one of the
    /// machine's own batteries: type `Battery`, scope not `Device`, present not `0`.
    public static func isSystemBattery(type: String?, scope: String?, present: String?) -> Bool {
        type?.trimmingWhitespace() == "Battery"
            && scope?.trimmingWhitespace() != "Device"
            && present?.trimmingWhitespace() != "0"
    }

    /// The `status` text as a ``ChargeState``: `Unknown` is `.unknown`, anything
    /// unrecognised is `nil`.
    public static func parseStatus(_ text: String) -> ChargeState? {
        switch text.trimmingWhitespace() {
        case "Charging": .charging
        case "Discharging": .discharging
        case "Full": .full
        case "Not charging": .notCharging
        case "Unknown": .unknown
        default: nil
        }
    }

    /// The `online` text of a mains supply: `true` for 1, `false` for 0, else `nil`.
    public static func parseOnline(_ text: String) -> Bool? {
        switch TextParsing.integer(text) {
        case 0: false
        case 1: true
        default: nil
        }
    }

    /// One battery from its attribute texts, keyed by file name (see ``batteryAttributes``).
    /// Missing, garbled or out-of-range values are left unknown.
    public static func parseBattery(_ attributes: [String: String]) -> Battery {
        func value(_ name: String, allowZero: Bool = true) -> Double? {
            guard let text = attributes[name], let number = TextParsing.integer(text) else { return nil }
            guard number > 0 || (allowZero && number == 0) else { return nil }
            return Double(number)
        }
        // Some drivers sign the rate by direction; only its size matters here.
        func magnitude(_ name: String) -> Double? {
            guard let text = attributes[name], let number = TextParsing.integer(text) else { return nil }
            return Double(number.magnitude)
        }
        func seconds(_ name: String) -> Int? {
            guard let text = attributes[name], let number = TextParsing.integer(text), number > 0 else { return nil }
            return number
        }

        var battery = Battery()
        battery.status = attributes["status"].flatMap(parseStatus)
        battery.capacity = attributes["capacity"].flatMap(TextParsing.integer).flatMap { $0 >= 0 ? $0 : nil }
        battery.secondsToEmpty = seconds("time_to_empty_now")
        battery.secondsToFull = seconds("time_to_full_now")

        let voltageNow = value("voltage_now", allowZero: false)
        let energy = (value("energy_now"), value("energy_full", allowZero: false),
                      value("energy_full_design", allowZero: false))
        let charge = (value("charge_now"), value("charge_full", allowZero: false),
                      value("charge_full_design", allowZero: false))
        if energy.0 != nil || energy.1 != nil || energy.2 != nil {
            battery.unit = .energy
            (battery.now, battery.full, battery.fullDesign) = energy
            battery.rate = magnitude("power_now")
                ?? magnitude("current_now").flatMap { current in voltageNow.map { current * $0 / 1e6 } }
        } else if charge.0 != nil || charge.1 != nil || charge.2 != nil {
            // Convert to energy when a voltage allows it, so charge- and energy-based
            // batteries combine. One voltage for amounts and rate keeps now/rate exact.
            if let volts = (value("voltage_min_design", allowZero: false) ?? voltageNow).map({ $0 / 1e6 }) {
                battery.unit = .energy
                battery.now = charge.0.map { $0 * volts }
                battery.full = charge.1.map { $0 * volts }
                battery.fullDesign = charge.2.map { $0 * volts }
                battery.rate = magnitude("power_now") ?? magnitude("current_now").map { $0 * volts }
            } else {
                battery.unit = .charge
                (battery.now, battery.full, battery.fullDesign) = charge
                battery.rate = magnitude("current_now")
            }
        }
        return battery
    }

    /// Several batteries as one. `mainsOnline` is whether any mains supply is online
    /// (`nil` when there is none or it is unreadable). `nil` when `batteries` is empty.
    public static func combine(_ batteries: [Battery], mainsOnline: Bool?, basis: CapacityBasis) -> BatteryState? {
        guard !batteries.isEmpty else { return nil }
        let state = combinedState(batteries.map(\.status), mainsOnline: mainsOnline)
        let percent = combinedLevel(batteries, basis: basis).map { Int(($0 * 100).rounded()) }
        return BatteryState(percent: percent.map { min(max($0, 0), 100) }, state: state,
                            minutesLeft: minutesLeft(batteries, state: state))
    }

    /// The combined state of batteries reporting `states` (`nil`: missing or garbled).
    public static func combinedState(_ states: [ChargeState?], mainsOnline: Bool?) -> ChargeState {
        let known = states
            .map { $0 == .unknown && mainsOnline == true ? .notCharging : $0 }
            .compactMap { $0 == .unknown ? nil : $0 }
        if known.isEmpty { return .unknown }
        if known.contains(.charging) { return .charging }
        if known.contains(.discharging) { return .discharging }
        if known.allSatisfy({ $0 == .full }) { return .full }
        return .notCharging
    }

    /// The combined level 0...1 of the batteries whose level is known, weighted by size.
    static func combinedLevel(_ batteries: [Battery], basis: CapacityBasis) -> Double? {
        let known = batteries.compactMap { battery in
            battery.level(basis: basis).map { (level: $0, size: battery.capacityAmount(basis: basis), unit: battery.unit) }
        }
        guard !known.isEmpty else { return nil }
        let sized = known.filter { $0.size != nil }
        // Sizes in different units cannot be compared; then every battery weighs the same.
        let comparable = Set(sized.map { $0.unit == .energy }).count <= 1
        let sizes = comparable ? sized.compactMap(\.size) : []
        let averageSize = sizes.isEmpty ? 1 : sizes.reduce(0, +) / Double(sizes.count)
        var held = 0.0, whole = 0.0
        for battery in known {
            let size = comparable ? (battery.size ?? averageSize) : 1
            held += battery.level * size
            whole += size
        }
        return whole > 0 ? held / whole : nil
    }

    /// Minutes until empty (discharging) or full (charging); `nil` in other states or when
    /// the amounts or the rate are unknown, or the rate is zero.
    static func minutesLeft(_ batteries: [Battery], state: ChargeState) -> Int? {
        guard state == .charging || state == .discharging else { return nil }
        let charging = state == .charging
        if batteries.count == 1, let seconds = charging ? batteries[0].secondsToFull : batteries[0].secondsToEmpty {
            return checkedMinutes(Double(seconds) / 60)
        }
        guard let unit = batteries.first?.unit, batteries.allSatisfy({ $0.unit == unit }) else { return nil }
        var amount = 0.0
        for battery in batteries {
            guard let now = battery.now else { return nil }
            if charging {
                guard let full = battery.full else { return nil }
                amount += max(full - now, 0)
            } else {
                amount += now
            }
        }
        // An idle second battery reports no rate; the one in use carries the whole draw.
        let rate = batteries.compactMap(\.rate).reduce(0, +)
        guard rate > 0 else { return nil }
        return checkedMinutes(amount / rate * 60)
    }

    private static func checkedMinutes(_ minutes: Double) -> Int? {
        guard minutes.isFinite, minutes >= 0 else { return nil }
        let rounded = minutes.rounded()
        return rounded <= Double(maxMinutes) ? Int(rounded) : nil
    }
}
