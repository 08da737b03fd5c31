import Testing
@testable import PanelCore

/// `proc/net/dev` parsed (``NetDevParser``): text the tests write, and the fixture trees' files.
/// ``TrafficCounters`` reads it where a tree has no statistics files (TrafficCountersTests).
@Suite struct NetDevParserTests {
    /// The file's two header lines.
    static let header = """
        Inter-|   Receive                                                |  Transmit
         face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets errs drop fifo colls carrier compressed

        """

    /// One interface's line: `rx` received and `tx` sent bytes.
    static func line(_ name: String, rx: UInt64, tx: UInt64) -> String {
        "\(name): \(rx)    100    0    0    0     0          0         0 \(tx)    50    0    0    0     0       0          0\n"
    }

    @Test(arguments: [
        ("loopback excluded", line("lo", rx: 500, tx: 500) + line("eth0", rx: 1000, tx: 234), 1234),
        ("interfaces summed", line("eth0", rx: 1, tx: 2) + line("wlan0", rx: 30, tx: 40), 73),
        ("no space after the colon",
         "  eth0:187623410  154320    0    0    0     0          0         0 20931844   90312    0    0    0     0       0          0\n",
         208_555_254),
        ("only loopback", line("lo", rx: 9, tx: 9), 0),
        ("no interfaces", "", 0),
        ("the sum wraps", line("eth0", rx: UInt64.max, tx: 2), 1),
    ] as [(String, String, UInt64)])
    func sumsCounters(_ label: String, lines: String, expected: UInt64) {
        #expect(NetDevParser.totalBytes(Self.header + lines) == expected, "\(label)")
    }

    @Test(arguments: [
        ("empty file", ""),
        ("no header", line("eth0", rx: 1, tx: 2)),
        ("truncated line", header + "  eth0: 1234 12 0 0"),
        ("no colon", header + "  eth0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"),
        ("non-numeric bytes", header + "  eth0: many 100 0 0 0 0 0 0 5 50 0 0 0 0 0 0\n"),
        ("negative bytes", header + "  eth0: -1 100 0 0 0 0 0 0 5 50 0 0 0 0 0 0\n"),
        ("NULs", String(repeating: "\u{0}", count: 64)),
    ])
    func garbledIsUnknown(_ label: String, text: String) {
        #expect(NetDevParser.totalBytes(text) == nil, "\(label)")
    }

    @Test(arguments: [
        ("laptop-one-battery", 187_623_410 + 20_931_844),
        ("laptop-two-batteries", 503_221_987 + 40_331_290),
        ("garbage-binary", nil),
        ("garbage-empty", nil),
        ("garbage-text", nil),
        ("no-such-sysroot", nil),
    ] as [(String, UInt64?)])
    func readsFixture(fixture: String, expected: UInt64?) {
        #expect(Fixtures.sysroot(fixture).readText("proc/net/dev").flatMap(NetDevParser.totalBytes) == expected)
    }
}
