#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PanelCore

/// The kept-open reader of the byte counters, on sysroot trees the tests write and rewrite.
@Suite struct TrafficCountersTests {
    /// A temporary sysroot whose files the test writes in place (the reader's descriptors stay
    /// on the same files, as on sysfs) and removes when done.
    final class Tree {
        let root: String

        init() {
            var template = Array("/tmp/statuspanel-traffic-XXXXXX".utf8CString)
            root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        }

        var sysroot: Sysroot { Sysroot(root) }

        /// Writes `text` at `relative`, making its folders; truncates in place when it exists.
        func write(_ relative: String, _ text: String) {
            var folder = root
            for part in relative.split(separator: "/").dropLast() {
                folder += "/" + part
                mkdir(folder, 0o755)
            }
            let fd = open(root + "/" + relative, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            precondition(fd >= 0)
            _ = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }

        /// Sets an interface's two statistics files.
        func interface(_ name: String, rx: UInt64, tx: UInt64) {
            write("sys/class/net/\(name)/statistics/rx_bytes", "\(rx)\n")
            write("sys/class/net/\(name)/statistics/tx_bytes", "\(tx)\n")
        }

        func remove(_ relative: String) {
            _ = run(["rm", "-rf", root + "/" + relative])
        }

        deinit { _ = run(["rm", "-rf", root]) }

        private func run(_ arguments: [String]) -> Int32 {
            var pid: pid_t = 0
            var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            defer { for p in argv { free(p) } }
            guard posix_spawnp(&pid, arguments[0], nil, nil, &argv, environ) == 0 else { return -1 }
            var status: Int32 = 0
            waitpid(pid, &status, 0)
            return status
        }
    }

    @Test func sumsTheGrowthOfEveryInterfaceButLoopback() {
        let tree = Tree()
        tree.interface("eth0", rx: 1000, tx: 500)
        tree.interface("wlan0", rx: 7, tx: 3)
        tree.interface("lo", rx: 50, tx: 50)
        let counters = TrafficCounters(sysroot: tree.sysroot)
        #expect(counters.read() == 0)
        tree.interface("eth0", rx: 1100, tx: 520)
        tree.interface("wlan0", rx: 10, tx: 3)
        tree.interface("lo", rx: 5000, tx: 5000)
        #expect(counters.read() == 123)
        #expect(counters.read() == 123)
    }

    @Test func readsTheSameDescriptorsAgain() {
        let tree = Tree()
        tree.interface("eth0", rx: 1, tx: 1)
        let counters = TrafficCounters(sysroot: tree.sysroot)
        #expect(counters.read() == 0)
        // A new interface is not seen until the set is opened again...
        tree.interface("eth1", rx: 0, tx: 0)
        tree.interface("eth1", rx: 900, tx: 0)
        tree.interface("eth0", rx: 11, tx: 1)
        #expect(counters.read() == 10)
        counters.reopen()
        // ...and then adds from its first reading on, not its whole count.
        #expect(counters.read() == 10)
        tree.interface("eth1", rx: 1000, tx: 0)
        #expect(counters.read() == 110)
    }

    @Test func aVanishedInterfaceAddsNothingAndIsLeftOut() {
        let tree = Tree()
        tree.interface("eth0", rx: 100, tx: 0)
        tree.interface("usb0", rx: 100, tx: 0)
        let counters = TrafficCounters(sysroot: tree.sysroot)
        #expect(counters.read() == 0)
        tree.interface("eth0", rx: 150, tx: 0)
        tree.remove("sys/class/net/usb0")
        // The kept descriptors still read the unlinked files (sysfs would fail the read instead).
        #expect(counters.read() == 50)
        counters.reopen()
        #expect(counters.read() == 50)
        tree.interface("eth0", rx: 160, tx: 0)
        #expect(counters.read() == 60)
    }

    @Test func aLinkThatIsDownIsLeftOutUntilOpenedAgain() {
        let tree = Tree()
        tree.interface("eth0", rx: 100, tx: 0)
        tree.interface("ifb0", rx: 100, tx: 0)
        tree.write("sys/class/net/ifb0/operstate", "down\n")
        tree.write("sys/class/net/eth0/operstate", "up\n")
        let counters = TrafficCounters(sysroot: tree.sysroot)
        #expect(counters.read() == 0)
        tree.interface("ifb0", rx: 500, tx: 0)
        #expect(counters.read() == 0)
        tree.write("sys/class/net/ifb0/operstate", "unknown\n")
        counters.reopen()
        #expect(counters.read() == 0)
        tree.interface("ifb0", rx: 510, tx: 0)
        #expect(counters.read() == 10)
    }

    @Test func resetsAndWrapsAddNothing() {
        let tree = Tree()
        tree.interface("eth0", rx: UInt64.max - 5, tx: 1000)
        let counters = TrafficCounters(sysroot: tree.sysroot)
        #expect(counters.read() == 0)
        tree.interface("eth0", rx: 3, tx: 1000)
        #expect(counters.read() == 0)
        tree.interface("eth0", rx: 13, tx: 1000)
        #expect(counters.read() == 10)
        tree.interface("eth0", rx: 0, tx: 0)
        #expect(counters.read() == 10)
    }

    @Test func anUnreadableStatisticsFileAddsNothing() {
        let tree = Tree()
        tree.interface("eth0", rx: 100, tx: 100)
        tree.interface("wlan0", rx: 100, tx: 100)
        let counters = TrafficCounters(sysroot: tree.sysroot)
        #expect(counters.read() == 0)
        tree.write("sys/class/net/wlan0/statistics/rx_bytes", "garbage\n")
        tree.interface("eth0", rx: 200, tx: 100)
        #expect(counters.read() == 100)
        // Readable again: counted from its next reading, not from before it failed.
        tree.interface("wlan0", rx: 5000, tx: 100)
        #expect(counters.read() == 100)
        tree.interface("wlan0", rx: 5001, tx: 100)
        #expect(counters.read() == 101)
    }

    @Test func fallsBackToProcNetDevKeptOpen() {
        let tree = Tree()
        func netDev(_ rx: UInt64) -> String {
            NetDevParserTests.header + NetDevParserTests.line("lo", rx: rx, tx: rx)
                + NetDevParserTests.line("eth0", rx: rx, tx: 5)
        }
        tree.write("proc/net/dev", netDev(100))
        let counters = TrafficCounters(sysroot: tree.sysroot)
        #expect(counters.read() == 0)
        tree.write("proc/net/dev", netDev(350))
        #expect(counters.read() == 250)
        tree.write("proc/net/dev", "garbled")
        #expect(counters.read() == 250)
        tree.write("proc/net/dev", netDev(400))
        #expect(counters.read() == 250)
        tree.write("proc/net/dev", netDev(401))
        #expect(counters.read() == 251)
    }

    @Test func nothingToReadIsNil() {
        #expect(TrafficCounters(sysroot: Sysroot("/nonexistent-sysroot")).read() == nil)
        let tree = Tree()
        tree.write("sys/class/net/lo/statistics/rx_bytes", "1\n")
        #expect(TrafficCounters(sysroot: tree.sysroot).read() == nil)
    }

    @Test func readsTheFixtureTrees() {
        // The fixtures have proc/net/dev only: one reading, no growth yet.
        #expect(TrafficCounters(sysroot: Fixtures.sysroot("laptop-one-battery")).read() == 0)
        #expect(TrafficCounters(sysroot: Fixtures.sysroot("garbage-text")).read() == 0)
    }

    @Test(arguments: [
        ("12345\n", 12345 as UInt64?), ("0", 0), ("18446744073709551615\n", UInt64.max),
        ("18446744073709551616\n", nil), ("", nil), ("-1\n", nil), ("12a\n", nil), (" 12\n", nil),
    ] as [(String, UInt64?)])
    func statisticsNumbers(text: String, expected: UInt64?) {
        #expect(NetDevParser.decimal(ArraySlice(text.utf8)) == expected)
    }

    /// Whether this machine has counters to read (an interface besides loopback, or
    /// `/proc/net/dev`): known only at run time.
    static let machineHasCounters = TrafficCounters(sysroot: Sysroot("/")).read() != nil

    /// The machine's counters read afresh, each file opened anew, with the reader's rule
    /// (every interface but loopback whose `operstate` is not `down`): the reference the kept
    /// descriptors are checked against.
    static func freshTotal() -> UInt64 {
        let root = Sysroot("/")
        var total: UInt64 = 0
        for name in root.list("sys/class/net") ?? [] where name != "lo" {
            if root.readValue("sys/class/net/\(name)/operstate") == "down" { continue }
            for counter in ["rx_bytes", "tx_bytes"] {
                let text = root.readValue("sys/class/net/\(name)/statistics/\(counter)") ?? ""
                total &+= NetDevParser.decimal(ArraySlice(text.utf8)) ?? 0
            }
        }
        return total
    }

    /// Real sysfs re-reads at offset 0 on a kept descriptor: each reading's growth lies between
    /// what fresh reads of the same files saw grow inside its window and what they saw grow around
    /// it, and never goes down. (A reader that read on from the end would stay at 0 while fresh
    /// reads saw traffic; one that counted a file twice, or parsed it wrong, would pass the upper
    /// bound.) A machine with no interface reads nil (nothingToReadIsNil); the runner reports the
    /// test as skipped there.
    @Test(.enabled(if: machineHasCounters, "this machine has no network interface besides loopback"))
    func readsThisMachinesCounters() throws {
        let counters = TrafficCounters(sysroot: Sysroot("/"))
        let before = Self.freshTotal()
        let first = try #require(counters.read())
        #expect(first == 0)
        let start = Self.freshTotal()
        var last: UInt64 = 0
        for _ in 0..<20 {
            let insideFrom = Self.freshTotal()
            usleep(20_000)
            let insideTo = Self.freshTotal()
            let grown = try #require(counters.read(), "the kept descriptors stopped reading")
            let after = Self.freshTotal()
            #expect(grown >= last, "the total went down: \(last) then \(grown)")
            #expect(grown <= after &- before, "more than the counters grew around the reading")
            #expect(grown >= insideTo &- start, "less than the counters grew before the reading")
            #expect(insideTo >= insideFrom)
            last = grown
        }
    }
}
