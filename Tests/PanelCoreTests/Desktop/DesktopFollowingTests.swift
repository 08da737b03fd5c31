import Testing
@testable import PanelCore

/// What the shell reads again of the desktop's state, from the events: only what a placed item
/// needs, and nothing at all while none is placed.
@Suite struct DesktopFollowingTests {
    @Test func placedNowhereItFollowsNothing() {
        var following = DesktopFollowing(placed: [ItemName.clock, .battery])
        #expect(following.isEmpty)
        following.note(.rootProperty("_NET_CURRENT_DESKTOP"))
        following.noteKeyboard()
        following.learn(activeWindow: 5)
        following.learn(clients: [5, 6])
        let stale = following.takeStale()
        #expect(stale.parts.isEmpty && stale.hints.isEmpty)
    }

    @Test func eachPlacedItemReadsAtFirstThenOnItsOwnEvents() {
        var following = DesktopFollowing(placed: [ItemName.workspaces, .keyboard])
        #expect(following.takeStale().parts == [.desktops, .keyboard])
        #expect(following.takeStale().parts.isEmpty)
        following.note(.rootProperty("_NET_ACTIVE_WINDOW"))
        following.note(.rootProperty("_NET_DESKTOP_NAMES"))
        following.learn(activeWindow: 7)
        #expect(following.takeStale().parts == [.desktops])
        following.noteKeyboard()
        #expect(following.takeStale().parts == [.keyboard])
    }

    @Test func theTitleFollowsTheActiveWindowOnly() {
        var following = DesktopFollowing(placed: [ItemName.window])
        _ = following.takeStale()
        following.learn(activeWindow: 7)
        #expect(following.takeStale().parts == [.title])
        following.note(.property(window: 8, name: "_NET_WM_NAME"))
        following.note(.property(window: 7, name: "_NET_WM_STATE"))
        #expect(following.takeStale().parts.isEmpty)
        following.note(.property(window: 7, name: "WM_NAME"))
        #expect(following.takeStale().parts == [.title])
        following.learn(activeWindow: 7)
        #expect(following.takeStale().parts.isEmpty)
    }

    @Test func urgencyIsReadForNewClientsAndOnTheirHintsChanges() {
        var following = DesktopFollowing(placed: [ItemName.workspaces])
        _ = following.takeStale()
        following.learn(clients: [1, 2])
        #expect(following.takeStale().hints == [1, 2])
        following.learn(urgent: true, of: 2)
        following.learn(clients: [2, 3])
        #expect(following.takeStale().hints == [3])
        #expect(following.urgentHints == [2: true, 3: false])
        following.note(.property(window: 2, name: "WM_HINTS"))
        following.note(.property(window: 9, name: "WM_HINTS"))
        #expect(following.takeStale().hints == [2])
        // A client gone before its read is not read.
        following.note(.property(window: 3, name: "WM_HINTS"))
        following.learn(clients: [2])
        #expect(following.takeStale().hints == [])
    }
}
