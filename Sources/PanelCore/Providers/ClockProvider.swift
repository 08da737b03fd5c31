#if canImport(Glibc)
import Glibc
#endif

/// The `clock` item: the local time formatted with a strftime(3) format.
///
/// Formatting takes the time as a `time_t` so tests inject it; ``read()`` uses the current time.
/// The shell schedules its next redraw with ``nextUpdate(after:showsSeconds:)`` instead of
/// redrawing at a fixed rate.
public struct ClockProvider: Provider {
    /// The strftime(3) format, e.g. `%H:%M` (`clock.format` in the dotfile).
    public var format: String

    /// Creates a clock that formats with `format`, or with the short time of the locale LC_TIME
    /// is set to (``LocaleTimeFormat``) when `format` is nil.
    public init(format: String? = nil) {
        self.format = format ?? Self.localeFormat
    }

    /// The locale's short time, derived once: the process sets its locale before the first clock.
    static let localeFormat = LocaleTimeFormat.shortTime(.current)

    /// The current local time, formatted.
    public func read() -> String {
        Self.string(from: time(nil), format: format)
    }

    /// The longest text a format may produce; longer results are cut to nothing rather than
    /// allocating without bound for a pathological format.
    static let maxOutput = 4096

    /// `time` as local time (localtime_r(3)) formatted with strftime(3); `""` when the time
    /// cannot be broken down or the result is empty or too long.
    public static func string(from time: time_t, format: String) -> String {
        // localtime_r need not honour a changed TZ on its own; tzset makes it do so.
        tzset()
        var seconds = time
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "" }
        guard !format.isEmpty else { return "" }
        // strftime returns 0 both for "buffer too small" and for an empty result, so grow
        // the buffer a few times before settling for "".
        var capacity = 64
        while capacity <= maxOutput {
            var buffer = [CChar](repeating: 0, count: capacity)
            let count = buffer.withUnsafeMutableBufferPointer { out in
                strftime(out.baseAddress!, out.count, format, &parts)
            }
            if count > 0 {
                return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity *= 4
        }
        return ""
    }

    /// The next instant, in epoch seconds strictly after `now`, at which the text can change:
    /// the next whole second when the format shows seconds, else the next whole minute.
    ///
    /// Minute boundaries are taken in UTC; every time zone in use today is offset from UTC by
    /// whole minutes, so they are the local minute boundaries too.
    public static func nextUpdate(after now: Double, showsSeconds: Bool) -> Double {
        guard now.isFinite else { return now }
        let step: Double = showsSeconds ? 1 : 60
        let next = ((now / step).rounded(.down) + 1) * step
        // Division rounding can land on `now` itself for huge values; never return the past.
        return next > now ? next : now + step
    }

    /// Whether `format` shows seconds: it uses `%S`, `%T`, `%r`, `%s`, `%X` or `%c`
    /// (with or without flags, a width or an `E`/`O` modifier). `%%` is a literal percent sign.
    public static func formatShowsSeconds(_ format: String) -> Bool {
        let secondsConversions: Set<Character> = ["S", "T", "r", "s", "X", "c"]
        let modifiers: Set<Character> = ["_", "-", "0", "^", "#", "E", "O",
                                         "1", "2", "3", "4", "5", "6", "7", "8", "9"]
        var chars = format.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { continue }
            var conversion = chars.next()
            while let m = conversion, modifiers.contains(m) { conversion = chars.next() }
            if let conversion, secondsConversions.contains(conversion) { return true }
        }
        return false
    }
}
