import Testing
@testable import PanelCore

/// Rules the shell asks PanelCore: what a uevent means, the dpi clamp, the strips' visual.
@Suite struct ShellRulesTests {
    static func uevent(_ lines: [String]) -> [UInt8] { Array(lines.joined(separator: "\0").utf8) + [0] }

    @Test(arguments: [("power_supply", true), ("rfkill", true), ("bluetooth", true), ("net", false), ("usb", false)])
    func aUeventWakesItsSubsystemWhenAnItemDeclaresIt(subsystem: String, declared: Bool) {
        let message = Self.uevent(["change@/devices/x", "ACTION=change", "SUBSYSTEM=\(subsystem)", "SEQNUM=42"])
        #expect(UeventMeaning.wakeUp(of: message) == (declared ? .uevent(subsystem: subsystem) : nil))
    }

    @Test func aUeventWithoutASubsystemMeansNothing() {
        #expect(UeventMeaning.wakeUp(of: Self.uevent(["ACTION=change"])) == nil)
        #expect(UeventMeaning.wakeUp(of: [UInt8]()) == nil)
        #expect(UeventMeaning.subsystem(of: Self.uevent(["SUBSYSTEM=power_supply"])) == "power_supply")
    }

    /// A subsystem no built-in item declares wakes an item that does (a table with one more).
    @Test func aNewItemsSubsystemIsItsDeclaration() {
        let leds = ItemDeclaration(name: ItemName(declared: "leds"),
                                        options: nil,
                                        reading: ItemReading(on: [.uevent(subsystem: "leds")]) { _, _ in }, colors: [],
                                        pieces: { _ in nil }, report: .none,
                                        documentation: ItemDocumentation(dotfile: "", manual: ""))
        let message = Self.uevent(["ACTION=change", "SUBSYSTEM=leds"])
        #expect(UeventMeaning.wakeUp(of: message) == nil)
        #expect(UeventMeaning.wakeUp(of: message, in: ItemTable.builtIn.adding([leds])) == .uevent(subsystem: "leds"))
    }

    @Test(arguments: [(nil, 1.0), ("96", 1.0), ("192", 2.0), ("144", 1.5), ("48", 0.5), ("480", 5.0),
                      ("47", 1.0), ("481", 1.0), ("lots", 1.0), ("", 1.0), ("nan", 1.0)] as [(String?, Double)])
    func xftDPIIsClampedToWhatIsMeant(text: String?, scale: Double) {
        #expect(DisplayScale.pixelsPerPoint(xftDPI: text) == scale)
    }

    /// Fonts are asked for at the strip's dpi, so that Xft does not fall back on the screen's.
    @Test(arguments: [("sans-serif:size=10", nil, "sans-serif:size=10:dpi=96"),
                      ("sans-serif:size=10", "192", "sans-serif:size=10:dpi=192"),
                      ("sans-serif:size=10", "144.5", "sans-serif:size=10:dpi=144.5"),
                      ("sans-serif:size=10", "lots", "sans-serif:size=10:dpi=96"),
                      ("Noto Sans:", "120", "Noto Sans:dpi=120"),
                      ("monospace:DPI=200:size=9", "96", "monospace:DPI=200:size=9")] as [(String, String?, String)])
    func fontsAreAskedForAtTheStripsDPI(name: String, xftDPI: String?, request: String) {
        #expect(DisplayScale.fontRequest(name, xftDPI: xftDPI) == request)
    }

    @Test func alphaOnlyWithACompositorAndATranslucentStyle() {
        #expect(StripVisualChoice.wantsAlpha(compositorRuns: true, styleIsOpaque: false))
        #expect(!StripVisualChoice.wantsAlpha(compositorRuns: true, styleIsOpaque: true))
        #expect(!StripVisualChoice.wantsAlpha(compositorRuns: false, styleIsOpaque: false))
    }
}
