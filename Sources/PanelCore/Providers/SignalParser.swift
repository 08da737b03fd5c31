/// Wi-Fi signal from `proc/net/wireless`, as the `signal` item shows it.
///
/// The file has two header lines, then one line per wireless interface:
/// ```
/// Inter-| sta-|   Quality        |   Discarded packets               | Missed | WE
///  face | tus | link level noise |  nwid  crypt   frag  retry   misc | beacon | 22
///  wlan0: 0000   50.  -60.  -256        0      0      0      0      0        0
/// ```
/// Link quality is the third column; the kernel appends `.` when the value was updated since
/// the last read. Percent is quality over 70 (the scale mac80211 drivers use), rounded.
public enum SignalParser {
    /// The link quality mac80211 reports for a perfect link.
    public static let maxQuality = 70

    /// The link quality of `interface` in the text of `proc/net/wireless`; `nil` when the
    /// interface is not listed or its line is garbled.
    public static func parseLinkQuality(_ text: String, interface: String) -> Int? {
        let lines = text.nonEmptyLines
        guard lines.count > 2 else { return nil }
        for line in lines.dropFirst(2) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].trimmingWhitespace() == interface else { continue }
            let fields = line[line.index(after: colon)...].spaceSeparatedFields
            guard fields.count >= 2 else { return nil }
            var quality = fields[1]
            if quality.hasSuffix(".") { quality = quality.dropLast() }
            guard let value = Int(quality), value >= 0 else { return nil }
            return value
        }
        return nil
    }

    /// Link quality as a percentage: `round(quality / 70 * 100)`, clamped to 0...100.
    public static func percent(linkQuality quality: Int) -> Int {
        let clamped = min(max(quality, 0), maxQuality)
        // Integer rounding, half up: (q * 100 + 35) / 70.
        return (clamped * 100 + maxQuality / 2) / maxQuality
    }

    /// Bars for a percentage: 0 for 0 %, 1 up to 25 %, 2 up to 50 %, 3 up to 75 %, 4 above.
    public static func bars(percent: Int) -> Int {
        switch percent {
        case ...0: 0
        case ...25: 1
        case ...50: 2
        case ...75: 3
        default: 4
        }
    }
}
