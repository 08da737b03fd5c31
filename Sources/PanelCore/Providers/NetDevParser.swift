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
    /// missing or a line is garbled. The sum wraps rather than traps; the activity monitor
    /// treats a total that goes down as a counter reset.
    public static func totalBytes(_ text: String) -> UInt64? {
        let lines = text.nonEmptyLines
        // A Character: a one-character search, with no substring matching machinery.
        let bar: Character = "|"
        guard lines.count >= 2, lines[0].contains(bar), lines[1].contains(bar) else { return nil }
        var total: UInt64 = 0
        for line in lines.dropFirst(2) {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].trimmingWhitespace()
            let fields = line[line.index(after: colon)...].spaceSeparatedFields
            guard !name.isEmpty, fields.count >= 16,
                  let received = UInt64(fields[0]), let sent = UInt64(fields[8]) else { return nil }
            if name == loopback { continue }
            total = total &+ received &+ sent
        }
        return total
    }
}
