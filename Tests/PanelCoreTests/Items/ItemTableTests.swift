import Testing
@testable import PanelCore

@Suite struct ItemTableTests {
    static func only(_ names: [ItemName]) -> PanelConfig.Items {
        var items = PanelConfig.Items()
        items.left = names; items.center = []; items.right = []
        return items
    }

    /// `status --json`'s keys are the contract's, in its order, from the declarations.
    @Test func jsonKeysAreTheContractsInOrder() {
        #expect(ItemTable.builtIn.declarations.flatMap(\.report.keys) == [
            "time", "carrier", "network", "battery", "activity", "vpn", "airplane", "bluetooth", "microphone", "camera",
            "cpu", "memory", "disk", "temperature",
            "playback",
            "workspaces", "window", "keyboard",
            "brightness",
            "media", "do_not_disturb",
            "volume",
        ])
    }

    @Test func wakeUpsFollowThePlacedItems() {
        let table = ItemTable.builtIn
        #expect(table.wakeUps(for: Self.only([])) == [])
        #expect(table.wakeUps(for: Self.only([.clock])) == [.minute])
        #expect(table.wakeUps(for: Self.only([.privacy])) == [.deviceNodes])
        #expect(table.wakeUps(for: Self.only([.activity])) == [.sampled, .pushed])
        #expect(table.wakeUps(for: Self.only([.vpn, .network])) == [.rtnetlink])
        #expect(table.wakeUps(for: Self.only([.airplane])) == [.rfkill, .uevent(subsystem: "rfkill")])
        #expect(table.wakeUps(for: Self.only([.battery])) == [.minute, .uevent(subsystem: "power_supply"),
                                                             .attribute(path: "sys/firmware/acpi/platform_profile")])
        let all = table.wakeUps(for: PanelConfig.Items())
        #expect(all.contains(.sampled) && all.contains(.deviceNodes) && all.contains(.rtnetlink) && all.contains(.minute))
        #expect(!table.wakeUps(for: Self.only([.clock, .battery])).contains(.sampled))
        #expect(table.wakeUps(for: Self.only([.cpu, .memory, .disk, .temperature])) == [.interval])
        #expect(!all.contains(.interval))
    }

    /// The minute reads what changes with no kernel event: the time, the host name, the signal
    /// of the known link, the battery's charge.
    @Test func theMinuteReadsTheItemsThatDeclareIt() {
        #expect(ItemTable.builtIn.declarations.filter { $0.reading.wakeUps.contains(.minute) }.map(\.name)
            == [.clock, .carrier, .signal, .battery])
    }

    /// The uevent subsystems the items name are the ones the kernel watch acts on.
    @Test func ueventSubsystemsAgreeWithTheKernelWatch() {
        let named = ItemTable.builtIn.ueventSubsystems
        #expect(named == ["power_supply", "rfkill", "bluetooth", "backlight"])
        for subsystem in ["power_supply", "rfkill", "bluetooth", "backlight", "net", "input", "usb", "drm"] {
            let message = Array("ACTION=change\0SUBSYSTEM=\(subsystem)\0".utf8)
            #expect((UeventMeaning.wakeUp(of: message) != nil) == named.contains(subsystem), "\(subsystem)")
        }
    }

    /// A wake-up reads the items that declare it, and keeps the rest as they were.
    @Test func aWakeUpReadsOnlyTheItemsThatDeclareIt() {
        let declared = { (wakeUp: ItemWakeUp) in
            ItemTable.builtIn.declarations.filter { $0.reading.wakeUps.contains(wakeUp) }.map(\.name)
        }
        #expect(declared(.uevent(subsystem: "power_supply")) == [.battery])
        #expect(declared(.rtnetlink) == [.network, .vpn])
        #expect(declared(.rfkill) == [.airplane, .bluetooth])
        #expect(declared(.attribute(path: PowerProfileProvider.file)) == [.battery])
        #expect(ItemTable.builtIn.attributePaths == [PowerProfileProvider.file])
    }

    @Test func namesAreTheDeclaredOnes() {
        #expect(ItemName(rawValue: "battery") == .battery)
        #expect(ItemName(rawValue: "weather") == nil)
        #expect(ItemName.allCases.count == Set(ItemName.allCases).count)
        // A run-time declaration (a script item) is named without the built-in check.
        let weather = ItemName(declared: "weather")
        let table = ItemTable.builtIn.adding([ItemDeclaration(
            name: weather, options: nil, reading: ItemReading(on: [.pushed]) { _, _ in }, colors: [],
            pieces: { d in [d.label("18°", d.theme.foreground)] }, report: .none,
            documentation: ItemDocumentation(dotfile: "the weather", manual: "The weather."))])
        #expect(table[weather]?.name == weather)
        #expect(ItemTable.builtIn[weather] == nil)
    }

    /// A name declared twice keeps its first declaration (a script item may not replace a built-in).
    @Test func theFirstDeclarationOfANameWins() {
        let mine = ItemDeclaration(name: .clock, options: nil, reading: ItemReading(on: [.pushed]) { _, _ in }, colors: [],
                                   pieces: { _ in nil }, report: .none,
                                   documentation: ItemDocumentation(dotfile: "mine", manual: "Mine."))
        let table = ItemTable.builtIn.adding([mine])
        #expect(table.names == ItemTable.builtIn.names)
        #expect(table[.clock]?.reading.wakeUps == [.minute])
    }

    /// The plain line's order: time, carrier, airplane, network, VPN, Bluetooth, privacy, volume, playback, brightness, media,
    /// do not disturb, battery,
    /// the machine's load, activity.
    @Test func plainWordsFollowTheirPlaces() {
        #expect(ItemTable.builtIn.lineOrder.filter { !$0.report.keys.isEmpty }.map(\.name)
            == [.clock, .carrier, .airplane, .network, .vpn, .bluetooth, .privacy, .volume, .playback, .brightness, .media, .dnd, .battery, .cpu, .memory, .disk, .temperature,
                .activity, .workspaces, .window, .keyboard])
    }
}
