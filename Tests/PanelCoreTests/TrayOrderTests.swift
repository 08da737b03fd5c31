import Testing
@testable import PanelCore

/// The `tray` item's one order of XEmbed and StatusNotifierItem icons (``TrayOrder``).
@Suite struct TrayOrderTests {
    @Test func iconsOfBothKindsTakeTheOrderTheyArrivedIn() {
        #expect(TrayOrder.slots(xembed: [], statusNotifier: []) == [])
        #expect(TrayOrder.slots(xembed: [1, 5], statusNotifier: [3]) == [.xembed(0), .statusNotifier(0), .xembed(1)])
        #expect(TrayOrder.slots(xembed: [4], statusNotifier: [1, 2, 7]) == [.statusNotifier(0), .statusNotifier(1), .xembed(0), .statusNotifier(2)])
        #expect(TrayOrder.slots(xembed: [2, 3], statusNotifier: []) == [.xembed(0), .xembed(1)])
        #expect(TrayOrder.slots(xembed: [], statusNotifier: [9]) == [.statusNotifier(0)], "another strip of monitor = \"all\"")
    }

    @Test func anIconKeepsItsPlaceWhenOneOfTheOtherKindComes() {
        // An item at 1, an XEmbed icon at 2: the item stays first when the icon docks, and both
        // keep their places when a later item comes or an earlier one goes.
        #expect(TrayOrder.slots(xembed: [], statusNotifier: [1]) == [.statusNotifier(0)])
        #expect(TrayOrder.slots(xembed: [2], statusNotifier: [1]) == [.statusNotifier(0), .xembed(0)])
        #expect(TrayOrder.slots(xembed: [2], statusNotifier: [1, 3]) == [.statusNotifier(0), .xembed(0), .statusNotifier(1)])
        #expect(TrayOrder.slots(xembed: [2], statusNotifier: [3]) == [.xembed(0), .statusNotifier(0)])
    }

    @Test func eachKindKeepsItsOwnOrderAndTiesGoToXEmbed() {
        // Each list is in its own shown order even if its times disagree (a clock that stepped):
        // indices within a kind never cross.
        #expect(TrayOrder.slots(xembed: [5, 1], statusNotifier: [3]) == [.statusNotifier(0), .xembed(0), .xembed(1)])
        #expect(TrayOrder.slots(xembed: [2], statusNotifier: [2]) == [.xembed(0), .statusNotifier(0)])
    }

    @Test func theTrayPlacesOnlyItsOwnIconsAndTheItemsFindTheirSquares() {
        let slots: [TraySlot] = [.statusNotifier(0), .xembed(0), .statusNotifier(1), .xembed(1)]
        let placed = [(index: 0, x: 100, y: 4, size: 16), (index: 1, x: 120, y: 4, size: 16), (index: 3, x: 160, y: 4, size: 16)]
        let mine = TrayOrder.xembedPlacements(placed, slots: slots)
        #expect(mine.map(\.index) == [0, 1] && mine.map(\.x) == [120, 160])
        #expect(TrayOrder.xembedPlacements([(index: 9, x: 0, y: 0, size: 16)], slots: slots).isEmpty, "an index past the slots")
        #expect(TrayOrder.layoutIndex(ofStatusNotifier: 1, in: slots) == 2)
        #expect(TrayOrder.layoutIndex(ofStatusNotifier: 2, in: slots) == nil)
    }
}
