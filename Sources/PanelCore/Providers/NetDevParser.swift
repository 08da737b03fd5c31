/// Byte counters from `proc/net/dev`, the input of the `activity` item.
///
/// The file has two header lines, then one line per interface: the name, a colon (with or
/// without a space after it), eight receive fields starting with bytes, then eight transmit
/// fields starting with bytes:
/// ```
/// Inter-|   Receive                                                |  Transmit
///  face |bytes    packets errs drop fifo frame compressed multicast|bytes    packets ...
///   eth0:1234567    8901    0    0    0     0          0         0   765432    4321 ...
/// ```
public enum NetDevParser {
    /// The interface left out of the total: loopback traffic is the machine talking to itself.
    public static let loopback = "lo"

    /// Received plus sent bytes over all interfaces except loopback; `nil` when the header is
    /// missing or a line is garbled. The sum wraps rather than traps; the activity detector
    /// treats a total that goes down as a counter reset.
    public static func totalBytes(_ text: String) -> UInt64? {
        guard let interfaces = counts(text) else { return nil }
        return interfaces.reduce(0) { $1.name == loopback ? $0 : $0 &+ $1.received &+ $1.sent }
    }

    /// Each interface's received and sent bytes, loopback included, in the order of the file;
    /// `nil` when the header is missing or a line is garbled.
    public static func counts(_ text: String) -> [(name: String, received: UInt64, sent: UInt64)]? {
        let lines = text.nonEmptyLines
        // A Character: a one-character search, with no substring matching machinery.
        let bar: Character = "|"
        guard lines.count >= 2, lines[0].contains(bar), lines[1].contains(bar) else { return nil }
        var counts: [(name: String, received: UInt64, sent: UInt64)] = []
        for line in lines.dropFirst(2) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingWhitespace()
            let fields = line[line.index(after: colon)...].spaceSeparatedFields
            guard !name.isEmpty, fields.count >= 16,
                  let received = UInt64(fields[0]), let sent = UInt64(fields[8]) else { return nil }
            counts.append((name, received, sent))
        }
        return counts
    }

    /// The decimal number of a statistics file such as `sys/class/net/IF/statistics/rx_bytes`
    /// (digits, then optional white space); `nil` for anything else or a number over 64 bits.
    public static func decimal(_ bytes: ArraySlice<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        var digits = 0
        var i = bytes.startIndex
        while i < bytes.endIndex, bytes[i] >= 0x30, bytes[i] <= 0x39 {
            let (times10, over1) = value.multipliedReportingOverflow(by: 10)
            let (sum, over2) = times10.addingReportingOverflow(UInt64(bytes[i] - 0x30))
            guard !over1, !over2 else { return nil }
            value = sum
            digits += 1
            i += 1
        }
        guard digits > 0, bytes[i...].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return nil }
        return value
    }
}
