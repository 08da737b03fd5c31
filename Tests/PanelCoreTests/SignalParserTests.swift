import Testing
@testable import PanelCore

@Suite struct SignalParserTests {
    static let header = """
        Inter-| sta-|   Quality        |   Discarded packets               | Missed | WE
         face | tus | link level noise |  nwid  crypt   frag  retry   misc | beacon | 22

        """

    @Test(arguments: [
        (" wlan0: 0000   50.  -60.  -256        0      0      0      0     17        0\n", "wlan0", 50),
        (" wlan0: 0000   50   -60   -256        0      0      0      0     17        0\n", "wlan0", 50),
        ("wlp3s0: 0000    0.  -110.  -256        0      0      0      0      0        0\n", "wlp3s0", 0),
        (" wlan0: 0000   50.  -60.  -256        0      0      0      0     17        0\n", "wlan1", nil),
        (" wlan0: 0000\n", "wlan0", nil),
        (" wlan0: 0000   lots.  -60.  -256        0      0      0      0     17        0\n", "wlan0", nil),
        (" wlan0: 0000   -5.  -60.  -256        0      0      0      0     17        0\n", "wlan0", nil),
        ("", "wlan0", nil),
    ] as [(String, String, Int?)])
    func parsesLinkQuality(line: String, interface: String, expected: Int?) {
        #expect(SignalParser.parseLinkQuality(Self.header + line, interface: interface) == expected)
    }

    @Test func findsTheInterfaceAmongSeveral() {
        let text = Self.header
            + " wlan0: 0000   30.  -80.  -256        0      0      0      0      0        0\n"
            + "  mlan0: 0000   62.  -48.  -256        0      0      0      0      0        0\n"
        #expect(SignalParser.parseLinkQuality(text, interface: "mlan0") == 62)
    }

    @Test func needsTheHeaderLines() {
        #expect(SignalParser.parseLinkQuality(" wlan0: 0000   50.  -60.  -256 0 0 0 0 0 0\n", interface: "wlan0") == nil)
    }

    @Test(arguments: [(0, 0), (1, 1), (17, 24), (35, 50), (50, 71), (69, 99), (70, 100), (90, 100), (-3, 0)])
    func percentIsQualityOverSeventy(quality: Int, percent: Int) {
        #expect(SignalParser.percent(linkQuality: quality) == percent)
    }

    @Test(arguments: [(0, 0), (1, 1), (24, 1), (25, 1), (26, 2), (50, 2), (51, 3), (75, 3), (76, 4), (100, 4)])
    func barsFollowTheContract(percent: Int, bars: Int) {
        #expect(SignalParser.bars(percent: percent) == bars)
    }
}
