#if canImport(Glibc)
import Glibc
#endif
import SystemPackage

/// The byte counters behind the `activity` item, kept open and read again at each sample.
///
/// Opening a file in `proc/net` costs the kernel more than reading it, and a sample comes every
/// few seconds all day, so the descriptors stay open and are read with `pread` at offset 0:
/// `sys/class/net/IF/statistics/rx_bytes` and `tx_bytes` of every interface but loopback (two
/// short numbers each; a link whose `operstate` is down is left out until the next opening), or,
/// where a tree has no such statistics, `proc/net/dev`.
///
/// ``read()`` returns the bytes moved since the first reading, summed interface by interface
/// from each one's own growth: an interface that appears, vanishes, resets its counters or wraps
/// adds nothing at that sample, so no jump in the sum can look like traffic. An interface whose
/// file fails to read is left out and the set is opened again at the next reading, as after
/// ``reopen()`` (the shell calls it when rtnetlink reports a link change).
public final class TrafficCounters {
    /// Where the counters are read.
    public let sysroot: Sysroot

    /// One interface's two statistics files and its last reading.
    private struct Interface {
        var name: String
        var received: Int32
        var sent: Int32
        var last: Counts?
    }

    private var interfaces: [Interface] = []
    /// `proc/net/dev`, when no interface has statistics files; otherwise -1.
    private var netDev: Int32 = -1
    private var isOpen = false
    /// One interface's two counters, each of which may reset or wrap on its own.
    private struct Counts {
        var received: UInt64
        var sent: UInt64
    }

    /// Each interface's last reading in `proc/net/dev`; for statistics files, the readings of the
    /// interfaces just closed, for those opened again to go on from.
    private var last: [String: Counts] = [:]
    private var total: UInt64 = 0
    private var buffer = [UInt8](repeating: 0, count: 4096)

    /// Creates a reader; nothing is opened until the first ``read()``.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    deinit { closeAll() }

    /// Opens the interfaces again at the next reading (one came or went).
    public func reopen() {
        closeAll()
    }

    /// Bytes received plus sent over every interface but loopback since the first reading;
    /// `nil` when there is nothing to read (no interface, no `proc/net/dev`).
    public func read() -> UInt64? {
        if !isOpen { open() }
        if !interfaces.isEmpty { return readInterfaces() }
        var seen: [String: Counts] = [:]
        if netDev >= 0 {
            guard let length = readAll(netDev),
                  let text = String(validating: buffer[0..<length], as: UTF8.self),
                  let counts = NetDevParser.counts(text) else {
                last = [:]
                reopen()
                return total
            }
            for (name, received, sent) in counts where name != NetDevParser.loopback {
                seen[name] = Counts(received: received, sent: sent)
            }
        } else {
            return nil
        }
        for (name, now) in seen {
            if let before = last[name] { add(from: before, to: now) }
        }
        last = seen
        return total
    }

    /// The statistics files: two reads an interface, no allocation.
    private func readInterfaces() -> UInt64 {
        var failed = false
        for i in interfaces.indices {
            guard let received = number(interfaces[i].received), let sent = number(interfaces[i].sent) else {
                interfaces[i].last = nil
                failed = true
                continue
            }
            let now = Counts(received: received, sent: sent)
            if let before = interfaces[i].last { add(from: before, to: now) }
            interfaces[i].last = now
        }
        if failed { reopen() }
        return total
    }

    /// Adds each counter's growth; one that went down (a reset, a wrap) adds nothing.
    private func add(from before: Counts, to now: Counts) {
        if now.received >= before.received { total &+= now.received - before.received }
        if now.sent >= before.sent { total &+= now.sent - before.sent }
    }

    // MARK: Descriptors

    private func open() {
        isOpen = true
        for name in sysroot.list("sys/class/net") ?? [] where name != NetDevParser.loopback {
            // A link that is down moves no bytes; rtnetlink reports it coming up (reopen()).
            if sysroot.readValue("sys/class/net/\(name)/operstate") == "down" { continue }
            let folder = "sys/class/net/\(name)/statistics/"
            let received = openFile(folder + "rx_bytes")
            let sent = openFile(folder + "tx_bytes")
            if received >= 0, sent >= 0 {
                interfaces.append(Interface(name: name, received: received, sent: sent, last: last[name]))
            } else {
                if received >= 0 { close(received) }
                if sent >= 0 { close(sent) }
            }
        }
        if interfaces.isEmpty { netDev = openFile("proc/net/dev") } else { last = [:] }
    }

    private func closeAll() {
        if !interfaces.isEmpty {
            last = [:]
            for interface in interfaces { if let counts = interface.last { last[interface.name] = counts } }
        }
        for interface in interfaces {
            close(interface.received)
            close(interface.sent)
        }
        interfaces = []
        if netDev >= 0 { close(netDev) }
        netDev = -1
        isOpen = false
    }

    /// A regular file opened non-blocking (as ``Sysroot/readText(_:)`` reads one), or -1.
    private func openFile(_ relative: String) -> Int32 {
        (try? WholeFile.openRegular(sysroot.path(relative)).get()) ?? -1
    }

    // MARK: Reading

    /// Reads the whole file from offset 0 into `buffer` (grown up to ``Sysroot/maxFileSize``);
    /// its length, or `nil` on an error.
    private func readAll(_ fd: Int32) -> Int? {
        var length = 0
        while true {
            if length == buffer.count {
                guard buffer.count < Sysroot.maxFileSize else { return nil }
                buffer += [UInt8](repeating: 0, count: buffer.count)
            }
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + length, $0.count - length, off_t(length)) }
            if n < 0 {
                if Errno.last == .interrupted { continue }
                return nil
            }
            if n == 0 { return length }
            length += n
        }
    }

    /// A statistics file's decimal number, or `nil` when unreadable or not a number.
    ///
    /// One pread: a sysfs attribute (or a short file) shorter than the buffer comes whole in the
    /// first read, so the second read that would only find its end is saved at every sample.
    private func number(_ fd: Int32) -> UInt64? {
        var n: Int
        repeat {
            n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, 0) }
        } while n < 0 && Errno.last == .interrupted
        if n < 0 { return nil }
        let length = n < buffer.count ? n : readAll(fd)
        return length.flatMap { NetDevParser.decimal(buffer[0..<$0]) }
    }
}
