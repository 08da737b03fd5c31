import Testing
@testable import PanelCore

@Suite struct RadioProviderTests {
    /// Airplane mode and Bluetooth for each fixture.
    @Test(arguments: [
        ("rfkill-all-blocked", true, BluetoothState.off),
        ("rfkill-some-blocked", false, .off),
        ("rfkill-garbage", false, nil),
        ("bluetooth-on", false, .on),
        ("bluetooth-off", false, .off),
        ("laptop-one-battery", false, nil),
        ("garbage-text", false, nil),
        ("no-such-sysroot", false, nil),
    ] as [(String, Bool, BluetoothState?)])
    func readsFixture(fixture: String, airplane: Bool, bluetooth: BluetoothState?) {
        let sysroot = Fixtures.sysroot(fixture)
        #expect(RfkillProvider.airplane(RfkillProvider(sysroot: sysroot).read()) == airplane)
        #expect(BluetoothProvider(sysroot: sysroot).read() == bluetooth)
    }

    /// Garbled files read as unknown; the entry with no files and the folder that is not an
    /// rfkill entry are skipped or unknown, never a crash.
    @Test func garbageReadsAsUnknown() {
        let radios = RfkillProvider(sysroot: Fixtures.sysroot("rfkill-garbage")).read()
        #expect(radios == [
            .init(name: "rfkill0", type: "wlan", blocked: true),
            .init(name: "rfkill1", type: nil, blocked: nil),
            .init(name: "rfkill7", type: nil, blocked: nil),
        ])
        // A known-blocked radio and an unknown one: not known to be airplane mode.
        #expect(!RfkillProvider.airplane(radios))
    }

    @Test func readsEveryRadio() {
        let radios = RfkillProvider(sysroot: Fixtures.sysroot("rfkill-all-blocked")).read()
        #expect(radios.map(\.type) == ["wlan", "bluetooth", "wlan", "bluetooth"])
        #expect(radios.allSatisfy { $0.blocked == true })
    }

    @Test(arguments: [
        (nil, nil, nil), (false, false, false), (true, false, true), (false, true, true),
        (true, nil, true), (nil, false, nil),
    ] as [(Bool?, Bool?, Bool?)])
    func combinesBlocks(soft: Bool?, hard: Bool?, expected: Bool?) {
        #expect(RfkillProvider.blocked(soft: soft, hard: hard) == expected)
    }

    @Test func parsesAttributes() {
        #expect(RfkillProvider.parseBlock("1\n") == true)
        #expect(RfkillProvider.parseBlock("0") == false)
        #expect(RfkillProvider.parseBlock("2") == nil)
        #expect(RfkillProvider.parseBlock("") == nil)
        #expect(RfkillProvider.parseType("bluetooth\n") == "bluetooth")
        #expect(RfkillProvider.parseType("blue tooth") == nil)
        #expect(RfkillProvider.parseType("\u{1}") == nil)
        #expect(RfkillProvider.isEntryName("rfkill12"))
        #expect(!RfkillProvider.isEntryName("rfkill"))
        #expect(!RfkillProvider.isEntryName("rfkillx"))
    }

    @Test func airplaneNeedsRadios() {
        #expect(!RfkillProvider.airplane([]))
        #expect(RfkillProvider.airplane([.init(name: "rfkill0", type: "wlan", blocked: true)]))
        #expect(!RfkillProvider.airplane([.init(name: "rfkill0", type: "wlan", blocked: true),
                                          .init(name: "rfkill1", type: "nfc", blocked: false)]))
    }

    @Test func bluetoothFollowsTheAdaptersRadioElseThePlatformsSwitch() {
        let on = RfkillProvider.Radio(name: "rfkill1", type: "bluetooth", blocked: false)
        let off = RfkillProvider.Radio(name: "rfkill2", type: "bluetooth", blocked: true)
        #expect(BluetoothProvider.state(adapters: [], bluetoothRadios: [on]) == nil)
        #expect(BluetoothProvider.state(adapters: [[on]], bluetoothRadios: [off]) == .on)
        #expect(BluetoothProvider.state(adapters: [[off]], bluetoothRadios: []) == .off)
        #expect(BluetoothProvider.state(adapters: [[]], bluetoothRadios: [off]) == .off)
        #expect(BluetoothProvider.state(adapters: [[]], bluetoothRadios: []) == .on)
        #expect(BluetoothProvider.state(adapters: [[off], [on]], bluetoothRadios: []) == .on)
        // Unknown is not blocked.
        #expect(BluetoothProvider.state(adapters: [[.init(name: "rfkill3", type: nil, blocked: nil)]], bluetoothRadios: []) == .on)
    }

    @Test func parsesRfkillEvents() {
        // struct rfkill_event: idx 3, type bluetooth, op change, soft 1, hard 0 (+ hard_block_reasons).
        let bytes: [UInt8] = [3, 0, 0, 0, 2, 2, 1, 0, 0]
        #expect(RfkillEvent(bytes: bytes) == RfkillEvent(index: 3, type: 2, operation: .change, soft: true, hard: false))
        #expect(RfkillEvent(bytes: bytes.prefix(8)) != nil)
        #expect(RfkillEvent(bytes: bytes.prefix(7)) == nil)
        #expect(RfkillEvent(bytes: [0, 0, 0, 0, 1, 9, 0, 0]) == nil)
    }

    @Test(arguments: [
        ("power-profile-low", "low-power"),
        ("power-profile-balanced", "balanced"),
        ("power-profile-garbled", nil),
        ("laptop-one-battery", nil),
    ] as [(String, String?)])
    func readsThePowerProfile(fixture: String, expected: String?) {
        #expect(PowerProfileProvider(sysroot: Fixtures.sysroot(fixture)).read() == expected)
    }

    @Test func parsesProfiles() {
        #expect(PowerProfileProvider.parse("low-power\n") == "low-power")
        #expect(PowerProfileProvider.parse("balanced-performance") == "balanced-performance")
        #expect(PowerProfileProvider.parse("Low Power") == nil)
        #expect(PowerProfileProvider.parse("") == nil)
        #expect(PowerProfileProvider.parse(String(repeating: "a", count: 65)) == nil)
    }
}
