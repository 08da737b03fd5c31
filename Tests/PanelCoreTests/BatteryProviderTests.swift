import Testing
@testable import PanelCore

@Suite struct BatteryProviderTests {
    typealias Battery = BatteryProvider.Battery

    @Test(arguments: [
        // 21 of 50 Wh at 13.263 W: 95 minutes.
        ("laptop-one-battery", BatteryState(percent: 42, state: .discharging, minutesLeft: 95)),
        // (40 + 4) / (50 + 20) Wh = 62.9 %; the idle BAT1 says Unknown; 44 Wh at 11 W = 4 h.
        ("laptop-two-batteries", BatteryState(percent: 63, state: .discharging, minutesLeft: 240)),
        // The mouse (scope Device, 5 %) is ignored; (57 - 51.87) Wh at 25 W = 12 minutes.
        ("laptop-mouse-battery", BatteryState(percent: 91, state: .charging, minutesLeft: 12)),
        // 1.4 of 4.0 Ah; (4.0 - 1.4) Ah at 1.3 A = 2 h.
        ("laptop-charge-battery", BatteryState(percent: 35, state: .charging, minutesLeft: 120)),
        ("tablet-capacity-only", BatteryState(percent: 67, state: .discharging, minutesLeft: nil)),
        // energy_now above energy_full clamps to 100.
        ("laptop-cable-unplugged", BatteryState(percent: 100, state: .full, minutesLeft: nil)),
        ("desktop-ac-only", nil),
        ("desktop-two-routes", nil),
        ("wifi-quality-50", nil),
        ("no-such-sysroot", nil),
        ("garbage-binary", BatteryState(percent: nil, state: .unknown, minutesLeft: nil)),
        ("garbage-empty", BatteryState(percent: nil, state: .unknown, minutesLeft: nil)),
        ("garbage-text", BatteryState(percent: nil, state: .unknown, minutesLeft: nil)),
    ] as [(String, BatteryState?)])
    func readsFixture(fixture: String, expected: BatteryState?) {
        #expect(BatteryProvider(sysroot: Fixtures.sysroot(fixture)).read() == expected)
    }

    @Test(arguments: [
        ("laptop-one-battery", 37),        // 21 / 57.02 Wh
        ("laptop-two-batteries", 55),      // 44 / (57.02 + 23.48) Wh
        ("laptop-charge-battery", 32),     // 1.4 / 4.4 Ah
        ("tablet-capacity-only", 67),      // no design value to rescale with
    ])
    func designBasis(fixture: String, percent: Int) {
        let reading = BatteryProvider(sysroot: Fixtures.sysroot(fixture), basis: .design).read()
        #expect(reading?.percent == percent)
    }

    @Test(arguments: [
        ("Charging\n", ChargeState.charging), ("Discharging\n", .discharging), ("Full\n", .full),
        ("Not charging\n", .notCharging), ("Unknown\n", .unknown), ("charging", nil), ("", nil), ("\u{0}", nil),
    ] as [(String, ChargeState?)])
    func parsesStatus(text: String, expected: ChargeState?) {
        #expect(BatteryProvider.parseStatus(text) == expected)
    }

    @Test(arguments: [
        ("Battery\n", nil, nil, true),
        ("Battery\n", "System\n", "1\n", true),
        ("Battery\n", "Unknown\n", nil, true),
        ("Battery\n", "Device\n", nil, false),
        ("Battery\n", nil, "0\n", false),
        ("Mains\n", nil, nil, false),
        ("USB\n", nil, nil, false),
        (nil, nil, nil, false),
    ] as [(String?, String?, String?, Bool)])
    func choosesSystemBatteries(type: String?, scope: String?, present: String?, expected: Bool) {
        #expect(BatteryProvider.isSystemBattery(type: type, scope: scope, present: present) == expected)
    }

    @Test(arguments: [
        ([.charging, .discharging], nil, ChargeState.charging),
        ([.discharging, .unknown], nil, .discharging),
        ([.discharging, .full], true, .discharging),
        ([.full, .full], nil, .full),
        ([.full, .notCharging], true, .notCharging),
        ([.unknown], true, .notCharging),
        ([.unknown], false, .unknown),
        ([.unknown], nil, .unknown),
        ([.full, .unknown], true, .notCharging),
        ([.full, .unknown], nil, .full),
        ([nil], true, .unknown),
        ([nil, .full], true, .full),
        ([], nil, .unknown),
    ] as [([ChargeState?], Bool?, ChargeState)])
    func combinesStates(states: [ChargeState?], mainsOnline: Bool?, expected: ChargeState) {
        #expect(BatteryProvider.combinedState(states, mainsOnline: mainsOnline) == expected)
    }

    @Test func parsesEnergyAttributes() {
        let battery = BatteryProvider.parseBattery([
            "status": "Discharging\n", "capacity": "42\n", "energy_now": "21000000\n",
            "energy_full": "50000000\n", "energy_full_design": "57020000\n", "power_now": "13263000\n",
        ])
        #expect(battery == Battery(status: .discharging, capacity: 42, unit: .energy, now: 21e6, full: 50e6,
                                   fullDesign: 57.02e6, rate: 13.263e6))
    }

    @Test func convertsChargeToEnergyWithTheDesignVoltage() {
        let battery = BatteryProvider.parseBattery([
            "charge_now": "2000000", "charge_full": "4000000", "current_now": "-1000000",
            "voltage_min_design": "10000000", "voltage_now": "12000000",
        ])
        #expect(battery == Battery(unit: .energy, now: 20e6, full: 40e6, rate: 10e6))
    }

    @Test func keepsChargeWithoutAVoltage() {
        let battery = BatteryProvider.parseBattery(["charge_now": "2000000", "charge_full": "4000000", "current_now": "500000"])
        #expect(battery == Battery(unit: .charge, now: 2e6, full: 4e6, rate: 5e5))
    }

    @Test func derivesPowerFromCurrentAndVoltage() {
        let battery = BatteryProvider.parseBattery([
            "energy_now": "10000000", "energy_full": "20000000", "current_now": "1000000", "voltage_now": "12000000",
        ])
        #expect(battery.rate == 12e6)
    }

    @Test func dropsGarbledAndOutOfRangeValues() {
        let battery = BatteryProvider.parseBattery([
            "status": "Dis\u{0}charging", "capacity": "-3", "energy_now": "lots", "energy_full": "0",
            "energy_full_design": "-1", "power_now": "1e6", "time_to_empty_now": "0", "time_to_full_now": "x",
        ])
        #expect(battery == Battery())
    }

    @Test func combinesByEnergy() {
        let batteries = [Battery(status: .discharging, now: 40e6, full: 50e6, rate: 11e6),
                         Battery(status: .unknown, now: 4e6, full: 20e6, rate: 0)]
        #expect(BatteryProvider.combine(batteries, mainsOnline: false, basis: .full)
            == BatteryState(percent: 63, state: .discharging, minutesLeft: 240))
    }

    @Test func weighsACapacityOnlyBatteryLikeTheAverageOne() {
        // 40 of 50 Wh plus an unsized battery at 20 %, taken as 50 Wh: 50 %.
        let batteries = [Battery(status: .discharging, now: 40e6, full: 50e6), Battery(capacity: 20)]
        let state = BatteryProvider.combine(batteries, mainsOnline: nil, basis: .full)
        #expect(state == BatteryState(percent: 50, state: .discharging, minutesLeft: nil))
    }

    @Test func averagesWhenNoSizeIsKnown() {
        let batteries = [Battery(status: .discharging, capacity: 90), Battery(status: .discharging, capacity: 30)]
        #expect(BatteryProvider.combine(batteries, mainsOnline: nil, basis: .full)?.percent == 60)
    }

    @Test func averagesWhenSizesAreInDifferentUnits() {
        let batteries = [Battery(unit: .energy, now: 10e6, full: 50e6), Battery(unit: .charge, now: 2e6, full: 4e6)]
        #expect(BatteryProvider.combine(batteries, mainsOnline: nil, basis: .full)?.percent == 35)
    }

    @Test func leavesAnUnreadableBatteryOutOfTheLevel() {
        let batteries = [Battery(status: .discharging, capacity: 70), Battery()]
        #expect(BatteryProvider.combine(batteries, mainsOnline: nil, basis: .full)
            == BatteryState(percent: 70, state: .discharging, minutesLeft: nil))
    }

    @Test func noBatteriesIsNil() {
        #expect(BatteryProvider.combine([], mainsOnline: true, basis: .full) == nil)
    }

    @Test(arguments: [
        // A lone battery's own estimate wins over now / rate.
        (Battery(status: .discharging, now: 20e6, full: 50e6, rate: 10e6, secondsToEmpty: 5400), 90),
        (Battery(status: .charging, now: 20e6, full: 50e6, rate: 10e6, secondsToFull: 1830), 31),
        (Battery(status: .discharging, now: 20e6, full: 50e6, rate: 10e6), 120),
        (Battery(status: .charging, now: 20e6, full: 50e6, rate: 10e6), 180),
        (Battery(status: .discharging, now: 20e6, full: 50e6, rate: 0), nil),
        (Battery(status: .discharging, now: 20e6, full: 50e6), nil),
        (Battery(status: .charging, now: 20e6, rate: 10e6), nil),
        (Battery(status: .full, now: 50e6, full: 50e6, rate: 10e6), nil),
        // 50 Wh at 1 mW would be 5.7 years: noise, unknown.
        (Battery(status: .discharging, now: 50e6, full: 50e6, rate: 1e3), nil),
    ] as [(Battery, Int?)])
    func minutesLeft(battery: Battery, minutes: Int?) {
        #expect(BatteryProvider.combine([battery], mainsOnline: nil, basis: .full)?.minutesLeft == minutes)
    }

    @Test func minutesNeedEveryBatteryAmount() {
        let batteries = [Battery(status: .discharging, now: 20e6, full: 50e6, rate: 10e6), Battery(capacity: 50)]
        #expect(BatteryProvider.combine(batteries, mainsOnline: nil, basis: .full)?.minutesLeft == nil)
    }

    @Test func ignoresPerBatteryEstimatesWhenThereAreSeveral() {
        let batteries = [Battery(status: .discharging, now: 20e6, full: 50e6, rate: 10e6, secondsToEmpty: 60),
                         Battery(status: .unknown, now: 10e6, full: 20e6, rate: 0, secondsToEmpty: 60)]
        #expect(BatteryProvider.combine(batteries, mainsOnline: nil, basis: .full)?.minutesLeft == 180)
    }

    @Test(arguments: [("1\n", true), ("0\n", false), ("2", nil), ("", nil), ("yes", nil)] as [(String, Bool?)])
    func parsesMainsOnline(text: String, expected: Bool?) {
        #expect(BatteryProvider.parseOnline(text) == expected)
    }
}
