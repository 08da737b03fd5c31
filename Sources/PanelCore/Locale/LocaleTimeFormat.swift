#if canImport(Glibc)
import Glibc
#endif

/// The clock format a locale uses when the dotfile sets none: its short time, as a phone shows
/// it. 12-hour with the locale's AM/PM marker where the locale has one (en_US `%-I:%M %p`),
/// 24-hour where it does not (de_DE, ja_JP, C `%H:%M`).
///
/// Derived from the locale's own strftime formats (nl_langinfo(3) `T_FMT`, `T_FMT_AMPM`,
/// `AM_STR`), not from a table of countries: the seconds are taken out, and hours and minutes
/// named with unit words (ja_JP `%H時%M分`) are written digitally, as a status bar does; a locale
/// with its own digits for time (`ALT_DIGITS`, fa_IR) has them, as a phone has.
public enum LocaleTimeFormat {
    /// What nl_langinfo(3) says about a locale's time of day.
    public struct Facts: Sendable, Equatable {
        /// `T_FMT`: the locale's time format, e.g. `%T` or `%r`.
        public var timeFormat: String
        /// `T_FMT_AMPM`: its 12-hour format, e.g. `%I:%M:%S %p`; empty where it has none.
        public var ampmFormat: String
        /// `AM_STR`: the morning marker; empty where the locale does not use one.
        public var am: String

        /// Whether the locale writes time with its own decimal digits (`ALT_DIGITS`, fa_IR ۰۱۲...,
        /// ``areDecimalDigits(_:)``), which strftime's `O` modifier gives.
        public var alternativeDigits: Bool

        public init(timeFormat: String, ampmFormat: String, am: String, alternativeDigits: Bool = false) {
            self.timeFormat = timeFormat
            self.ampmFormat = ampmFormat
            self.am = am
            self.alternativeDigits = alternativeDigits
        }

        /// The facts of the locale LC_TIME is set to now.
        public static var current: Facts {
            Facts(timeFormat: String(cString: nl_langinfo(nl_item(T_FMT))), ampmFormat: String(cString: nl_langinfo(nl_item(T_FMT_AMPM))),
                  am: String(cString: nl_langinfo(nl_item(AM_STR))),
                  alternativeDigits: LocaleTimeFormat.areDecimalDigits(String(cString: nl_langinfo(nl_item(ALT_DIGITS)))))
        }
    }

    /// The format used when nothing better can be derived.
    public static let fallback = "%H:%M"

    /// The short time format of the locale `facts` describes.
    ///
    /// A locale whose `T_FMT` is 12-hour (`%I`, `%l`, `%r`) and whose `AM_STR` is set shows 12-hour
    /// time with its `T_FMT_AMPM` (or `T_FMT`) minus the seconds; every other locale shows
    /// `T_FMT` minus the seconds, which is `%H:%M` for a 24-hour locale.
    public static func shortTime(_ facts: Facts) -> String {
        let time = expand(facts.timeFormat, ampm: facts.ampmFormat)
        let twelveHour = !facts.am.isEmpty && usesTwelveHour(time)
        let source = twelveHour && !facts.ampmFormat.isEmpty ? expand(facts.ampmFormat, ampm: "") : time
        var format = digital(withoutSeconds(source))
        if twelveHour { format = format.unpaddedHour() }
        format = usesHour(format) && usesMinute(format) ? format : fallback
        return facts.alternativeDigits ? withAlternativeDigits(format) : format
    }

    /// Whether the first of a locale's `ALT_DIGITS` (its zero) is written with decimal digits
    /// (fa_IR `۰۰`): then the clock uses them. ja_JP's are kanji numerals (`〇`, `十三`), which a
    /// phone does not show for the time.
    public static func areDecimalDigits(_ zero: String) -> Bool {
        !zero.isEmpty && zero.unicodeScalars.allSatisfy { $0.properties.generalCategory == .decimalNumber && $0.value >= 0x80 }
    }

    /// `format` with its hours, minutes and seconds in the locale's own digits: strftime's `O`
    /// modifier (`%H` is `%OH`, `%-I` `%-OI`; `%k` and `%l`, which have none, `%OH` and `%OI`).
    public static func withAlternativeDigits(_ format: String) -> String {
        var out = ""
        forEachConversion(in: format) { token, c in
            guard let c, !token.contains("O"), !token.contains("E") else { out += token; return }
            let flags = token.dropFirst().dropLast()
            switch c {
            case "H", "I", "M", "S": out += "%" + flags + "O" + String(c)
            case "k": out += "%" + flags + "OH"
            case "l": out += "%" + flags + "OI"
            default: out += token
            }
        }
        return out
    }

    /// `format` with the composite conversions spelled out: `%T` is `%H:%M:%S`, `%R` `%H:%M`, `%r`
    /// the 12-hour format `ampm` (`%I:%M:%S %p` when that is empty).
    static func expand(_ format: String, ampm: String) -> String {
        var out = ""
        forEachConversion(in: format) { token, conversion in
            switch conversion {
            case "T": out += "%H:%M:%S"
            case "R": out += "%H:%M"
            case "r": out += ampm.isEmpty || contains(ampm, ["r"]) ? "%I:%M:%S %p" : ampm
            default: out += token
            }
        }
        return out
    }

    /// `format` without its seconds and time zone, as a phone's short time: `%S` goes with the
    /// separator before it (`:`, `.`, a space) and a unit word right after it (ko_KR `%S초`);
    /// `%Z`/`%z` go with the space after them (ar_EG `%Z %I:%M:%S %p`).
    static func withoutSeconds(_ format: String) -> String {
        var tokens: [(text: String, conversion: Character?)] = []
        forEachConversion(in: format) { tokens.append(($0, $1)) }
        let separators: Set<Character> = [":", ".", ",", " "]
        var out: [(text: String, conversion: Character?)] = []
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            let next = i + 1 < tokens.count && tokens[i + 1].conversion == nil ? i + 1 : nil
            switch t.conversion {
            case "S":
                if let last = out.last, last.conversion == nil {
                    let kept = String(last.text.reversed().drop { separators.contains($0) }.reversed())
                    out.removeLast()
                    if !kept.isEmpty { out.append((kept, nil)) }
                }
                if let next { tokens[next].text = String(tokens[next].text.drop { $0 != " " }) }
            case "Z", "z":
                if let next { tokens[next].text = String(tokens[next].text.drop { $0 == " " }) }
            default:
                out.append(t)
            }
            i += 1
        }
        var result = out.map(\.text).joined()
        while result.last == " " { result.removeLast() }
        while result.first == " " { result.removeFirst() }
        return result
    }

    /// `format` with its hour and minute written `H:MM` where the locale names them with unit
    /// words (ja_JP `%H時%M分` is `%H:%M`, ko_KR `%p %I시 %M분` is `%p %I:%M`); a format whose hour
    /// and minute are apart only by punctuation (`:`, `.`) is returned as it is.
    static func digital(_ format: String) -> String {
        var tokens: [(text: String, conversion: Character?)] = []
        forEachConversion(in: format) { tokens.append(($0, $1)) }
        let hours: Set<Character> = ["H", "k", "I", "l"]
        guard let hour = tokens.firstIndex(where: { $0.conversion.map(hours.contains) ?? false }),
              let minute = tokens.firstIndex(where: { $0.conversion == "M" }), hour < minute else { return format }
        let between = tokens[(hour + 1)..<minute]
        let punctuation: Set<Character> = [":", "."]
        if between.allSatisfy({ $0.conversion == nil && $0.text.allSatisfy(punctuation.contains) }) { return format }
        var out = tokens[..<hour].map(\.text).joined() + tokens[hour].text + ":" + tokens[minute].text
        var rest = tokens[(minute + 1)...]
        // The minute's unit word (分, 분) goes with it.
        if let unit = rest.first, unit.conversion == nil { rest[rest.startIndex].text = String(unit.text.drop { $0 != " " }) }
        out += rest.map(\.text).joined()
        return out.trimmingCharacters(" ")
    }

    static func usesTwelveHour(_ format: String) -> Bool { contains(format, ["I", "l", "r"]) }
    static func usesHour(_ format: String) -> Bool { contains(format, ["H", "k", "I", "l"]) }
    static func usesMinute(_ format: String) -> Bool { contains(format, ["M"]) }

    static func contains(_ format: String, _ conversions: Set<Character>) -> Bool {
        var found = false
        forEachConversion(in: format) { _, c in if let c, conversions.contains(c) { found = true } }
        return found
    }

    /// Calls `body` with each piece of `format`: a conversion (`%` with its flags, width and
    /// `E`/`O` modifier) and its letter, or a run of literal text and nil.
    static func forEachConversion(in format: String, _ body: (String, Character?) -> Void) {
        let modifiers: Set<Character> = ["_", "-", "0", "^", "#", "E", "O", "1", "2", "3", "4", "5", "6", "7", "8", "9"]
        var literal = ""
        var chars = format.makeIterator()
        while let c = chars.next() {
            guard c == "%" else { literal.append(c); continue }
            var token = "%"
            var conversion = chars.next()
            while let m = conversion, modifiers.contains(m) { token.append(m); conversion = chars.next() }
            guard let conversion else { literal += token; break }
            if conversion == "%" { literal += "%%"; continue }
            if !literal.isEmpty { body(literal, nil); literal = "" }
            token.append(conversion)
            body(token, conversion)
        }
        if !literal.isEmpty { body(literal, nil) }
    }
}

extension String {
    fileprivate func trimmingCharacters(_ c: Character) -> String {
        String(drop { $0 == c }.reversed().drop { $0 == c }.reversed())
    }

    /// The format with its padded 12-hour conversions (`%I`, `%l`) unpadded (`%-I`): a phone
    /// writes `3:05 PM`, not `03:05 PM` or ` 3:05 PM`; other conversions untouched.
    fileprivate func unpaddedHour() -> String {
        var out = ""
        LocaleTimeFormat.forEachConversion(in: self) { token, c in
            out += token == "%I" || token == "%l" ? "%-" + String(c!) : token
        }
        return out
    }
}
