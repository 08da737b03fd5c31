import Testing
@testable import PanelCore

/// Which dock requests the tray takes and which icons show (``TrayRoster``, ``XEmbedInfo``).
@Suite struct TrayRosterTests {
    static let root: UInt = 0x50d

    @Test func aWindowIsDockedOnce() {
        var roster = TrayRoster()
        #expect(roster.admit(0x400003, root: Self.root, isOwn: false) == .dock)
        roster.docked(0x400003, info: nil, at: 0)
        #expect(roster.admit(0x400003, root: Self.root, isOwn: false) == .refuse("already docked"))
        roster.docked(0x400003, info: nil, at: 0)
        #expect(roster.icons.count == 1)
    }

    @Test func theRootNoWindowAndThePanelsOwnAreRefused() {
        let roster = TrayRoster()
        #expect(roster.admit(Self.root, root: Self.root, isOwn: false) == .refuse("the root window"))
        #expect(roster.admit(0, root: Self.root, isOwn: false) == .refuse("no window"))
        #expect(roster.admit(0x200002, root: Self.root, isOwn: true) == .refuse("one of the panel's own windows"))
    }

    @Test func theTrayHoldsAtMostItsCapacity() {
        var roster = TrayRoster()
        for window in 1...UInt(TrayRoster.capacity) { roster.docked(window + 0x1000, info: nil, at: 0) }
        #expect(roster.admit(0x9999, root: Self.root, isOwn: false) == .refuse("the tray is full (\(TrayRoster.capacity) icons)"))
    }

    @Test func iconsShowInTheOrderTheyDockedLessThoseThatAskNotTo() {
        var roster = TrayRoster()
        roster.docked(10, info: nil, at: 0)
        roster.docked(11, info: XEmbedInfo(version: 0, flags: 0), at: 0)
        roster.docked(12, info: XEmbedInfo(version: 0, flags: 1), at: 0)
        #expect(roster.shown == [10, 12])
        let wantsNow = roster.update(11, info: XEmbedInfo(version: 0, flags: 1))
        #expect(wantsNow, "now it wants to show")
        #expect(roster.shown == [10, 11, 12])
        let again = roster.update(11, info: XEmbedInfo(version: 0, flags: 1))
        #expect(!again, "no change")
        let removed = roster.remove(10), removedTwice = roster.remove(10)
        #expect(removed && !removedTwice)
        #expect(roster.shown == [11, 12])
    }

    @Test func aMissingOrMalformedXEmbedInfoMeansShown() {
        #expect(XEmbedInfo(values: nil) == nil)
        #expect(XEmbedInfo(values: []) == nil)
        #expect(XEmbedInfo(values: [0]) == nil, "too short")
        #expect(XEmbedInfo.wantsMapping(XEmbedInfo(values: [1])))
        #expect(XEmbedInfo(values: [0, 1, 99]) == XEmbedInfo(version: 0, flags: 1), "extra values ignored")
        #expect(!XEmbedInfo.wantsMapping(XEmbedInfo(values: [0, 2])), "another flag without the mapped one")
    }

    @Test func theEmbedderSpeaksVersionZero() {
        #expect(XEmbedInfo.version(for: nil) == 0)
        #expect(XEmbedInfo.version(for: XEmbedInfo(version: 5, flags: 1)) == 0)
    }

    @Test func theTrayLivesOnTheNamedMonitorOrThePrimary() {
        let a = Monitor(name: "DP-1", x: 0, y: 0, width: 1920, height: 1080, isPrimary: false)
        let b = Monitor(name: "HDMI-1", x: 1920, y: 0, width: 1920, height: 1080, isPrimary: true)
        #expect(TrayHost.strip(among: [a, b], wanted: nil) == 1)
        #expect(TrayHost.strip(among: [a, b], wanted: "DP-1") == 0)
        #expect(TrayHost.strip(among: [a, b], wanted: "VGA-1") == 1, "no strip there: the primary's")
        #expect(TrayHost.strip(among: [a], wanted: nil) == 0, "no primary among the strips: the first")
        #expect(TrayHost.strip(among: [], wanted: nil) == nil)
    }
}

@Suite struct TrayColorsTests {
    @Test func twelveSixteenBitChannelsForegroundFirst() {
        let values = TrayColors.property(foreground: Color(red: 255, green: 0, blue: 128))
        #expect(values.count == 12)
        #expect(Array(values.prefix(3)) == [65535, 0, 128 * 257])
        #expect(Array(values[3..<6]) == [255 * 257, 59 * 257, 48 * 257], "error red")
    }
}
