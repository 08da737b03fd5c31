import Foundation
import Testing

/// The activity indicator driven by real byte counters: a sysroot statistics file the test
/// rewrites in place (the panel keeps it open and reads it again), and, as root, real packets
/// on an interface of the machine.
@Suite(.serialized) struct ActivityTrafficTests {
    /// A counter the test raises in the background at `rate` bytes a second, written every 0.1 s
    /// from the time elapsed (a write the loaded machine delays catches up at the next).
    final class CounterWriter: @unchecked Sendable {
        private let lock = NSLock()
        private var rate = 0.0
        private var stopped = false
        private var bytes = 1_000_000.0
        private var since = Date()
        private let path: String

        init(path: String) {
            self.path = path
            write()
            Thread.detachNewThread { [self] in
                while true {
                    usleep(100_000)
                    lock.lock()
                    if stopped { lock.unlock(); return }
                    lock.unlock()
                    write()
                }
            }
        }

        func set(rate: Double) {
            lock.lock()
            bytes += self.rate * Date().timeIntervalSince(since)
            since = Date()
            self.rate = rate
            lock.unlock()
        }
        func stop() { lock.lock(); stopped = true; lock.unlock() }

        /// In place (truncate and write), as sysfs changes under an open descriptor.
        private func write() {
            lock.lock(); let text = "\(UInt64(bytes + rate * Date().timeIntervalSince(since)))\n"; lock.unlock()
            let fd = open(path, O_WRONLY | O_TRUNC)
            guard fd >= 0 else { return }
            _ = text.withCString { Foundation.write(fd, $0, strlen($0)) }
            close(fd)
        }
    }

    /// Seconds the checks allow beyond the bounds (unit-tested exactly in ActivityScheduleTests):
    /// a screenshot and the panel's wake-up each take a while on a loaded machine.
    static let slack = 3.0

    /// The right end of the strip, where the indicator sits before the battery.
    static func rightEnd(_ shot: RGBImage) -> [UInt8] {
        shot.region(x: 900, y: 0, width: 380, height: 24)
    }

    @Test func sysrootCountersShowAndEndTheIndicator() throws {
        // A copy of a fixture with statistics files for wlan0, so the panel keeps them open.
        let root = NSTemporaryDirectory() + "statuspanel-traffic-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: fixtureSysroot("laptop-one-battery"), toPath: root)
        let statistics = root + "/sys/class/net/wlan0/statistics"
        try FileManager.default.createDirectory(atPath: statistics, withIntermediateDirectories: true)
        try "0\n".write(toFile: statistics + "/tx_bytes", atomically: false, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: statistics + "/rx_bytes", contents: nil)
        let counter = CounterWriter(path: statistics + "/rx_bytes")
        defer { counter.stop() }

        let home = try DotfileHome("[activity]\nmin_duration = 2\nthreshold = 20000\n")
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment, sysroot: root)
        _ = try #require(try panel.waitForPaintedStrip())
        let idle = Self.rightEnd(try server.screenshot())

        // Below the threshold: the indicator stays off (several idle samples and min_duration).
        // A quarter of it, so that an idle gap the loaded machine stretches past 2.45 s (judged
        // against the silent gap before it) still carries less than a second's worth.
        counter.set(rate: 5_000)
        #expect(try !waitUntil(timeout: 6) { Self.rightEnd(try server.screenshot()) != idle }, "no indicator under the threshold")
        #expect(try run([panelBinary, "msg", "reveal"], environment: server.environment).status == 0, "the panel is alive")

        // Sustained traffic: on within min_duration + 1 s (plus the screenshot's own delay).
        // Not at once either; the lower bound is loose because the detector takes the traffic
        // to have begun where the bytes say at the rate it measures next, and this writer is a
        // thread of a loaded test process: a stall in that half second lowers the rate and moves
        // the estimate up to a second early (the exact bounds are ActivityScheduleTests').
        let began = Date()
        counter.set(rate: 200_000)
        let shown = try waitUntil(timeout: 8) { Self.rightEnd(try server.screenshot()) != idle }
        let on = Date().timeIntervalSince(began)
        print("activity indicator on \(Int(on * 1000)) ms after sysroot traffic began (min_duration 2 s, bound 3 s)")
        #expect(shown && on >= 0.3 && on <= 3 + Self.slack, "on after \(on) s")

        // Traffic ends: off within the quiet period + 1 s.
        let ended = Date()
        counter.set(rate: 0)
        let off = try waitUntil(timeout: 8) { Self.rightEnd(try server.screenshot()) == idle }
        let offAfter = Date().timeIntervalSince(ended)
        print("activity indicator off \(Int(offAfter * 1000)) ms after sysroot traffic ended (bound 2 s)")
        #expect(off && offAfter <= 2 + Self.slack, "off after \(offAfter) s")
        #expect(panel.stderr.isEmpty, "stderr: \(panel.stderr)")
    }

    /// The kind of interface this machine lets the test make: `dummy`, else `veth`; nil where it
    /// makes neither, without root or without either driver in the kernel. Known only at run
    /// time, so found once by making one (and deleting it).
    static let interfaceKind: String? = {
        guard getuid() == 0 else { return nil }
        let probe = "spdq\(getpid() % 10000)"
        for kind in ["dummy", "veth"] where (try? run(linkAdd(probe, kind: kind)))?.status == 0 {
            _ = try? run(["ip", "link", "del", probe])
            return kind
        }
        return nil
    }()

    /// `ip link add` for an interface `name` of `kind`; a veth pair's other end is `NAMEp`.
    static func linkAdd(_ name: String, kind: String) -> [String] {
        ["ip", "link", "add", name, "type", kind] + (kind == "veth" ? ["peer", "name", name + "p"] : [])
    }

    /// As root, where the kernel lets the test make an interface: UDP datagrams sent out of a
    /// dummy interface (or one end of a veth pair) move its real counters. Elsewhere the runner
    /// reports the test as skipped, with the reason.
    @Test(.enabled(if: interfaceKind != nil, "needs root and a kernel that makes a dummy or veth interface"))
    func realPacketsOnAnInterfaceShowTheIndicator() throws {
        let kind = try #require(Self.interfaceKind)
        let name = "spd\(getpid() % 10000)"
        let made = try run(Self.linkAdd(name, kind: kind))
        try #require(made.status == 0, "\(Self.linkAdd(name, kind: kind).joined(separator: " ")): \(made.err)")
        defer { _ = try? run(["ip", "link", "del", name]) }
        let octet = 100 + Int(getpid() % 100)
        for command in [["ip", "addr", "add", "10.\(octet).0.1/24", "dev", name], ["ip", "link", "set", name, "up"],
                        ["ip", "neigh", "replace", "10.\(octet).0.2", "lladdr", "02:00:00:00:00:02", "dev", name]] {
            let result = try run(command)
            #expect(result.status == 0, "\(command.joined(separator: " ")): \(result.err)")
        }
        if kind == "veth" { _ = try run(["ip", "link", "set", name + "p", "up"]) }

        // The panel reads every link that is up, other sessions' traffic included: a threshold
        // of 1 MB a second keeps that out, and the datagrams below move about 6 MB a second.
        let home = try DotfileHome("[activity]\nmin_duration = 2\nthreshold = 1000000\n")
        let server = try XServer()
        let panel = try PanelProcess(on: server, environment: home.environment, sysroot: nil)
        _ = try #require(try panel.waitForPaintedStrip())
        let idle = Self.rightEnd(try server.screenshot())
        #expect(try !waitUntil(timeout: 4) { Self.rightEnd(try server.screenshot()) != idle }, "no indicator before the packets")

        // About 6 MB a second of datagrams, steadily from a thread of their own.
        let sender = PacketSender(to: "10.\(octet).0.2")
        let began = Date()
        let shown = try waitUntil(timeout: 8) { Self.rightEnd(try server.screenshot()) != idle }
        let on = Date().timeIntervalSince(began)
        print("activity indicator on \(Int(on * 1000)) ms after packets began on \(kind) interface \(name)")
        #expect(shown && on <= 3 + Self.slack, "on after \(on) s")
        let ended = Date()
        sender.stop()
        #expect(try waitUntil(timeout: 8) { Self.rightEnd(try server.screenshot()) == idle }, "off after the packets stop")
        print("activity indicator off \(Int(Date().timeIntervalSince(ended) * 1000)) ms after the packets stopped")
    }

    /// 60,000-byte UDP datagrams (sent in fragments) every 10 ms to `target`, port 9 (discard),
    /// until stopped.
    final class PacketSender: @unchecked Sendable {
        private let lock = NSLock()
        private var stopped = false

        init(to target: String) {
            Thread.detachNewThread { [self] in
                let fd = socket(AF_INET, Int32(SOCK_DGRAM.rawValue), 0)
                defer { close(fd) }
                var address = sockaddr_in()
                address.sin_family = sa_family_t(AF_INET)
                address.sin_port = in_port_t(9).bigEndian
                address.sin_addr.s_addr = inet_addr(target)
                let payload = [UInt8](repeating: 0x55, count: 60_000)
                while true {
                    lock.lock(); let done = stopped; lock.unlock()
                    if done { return }
                    _ = withUnsafePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            sendto(fd, payload, payload.count, 0, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }
                    usleep(10_000)
                }
            }
        }

        func stop() { lock.lock(); stopped = true; lock.unlock() }
    }
}
