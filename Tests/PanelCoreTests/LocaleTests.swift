import PanelCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The clock's default format from the locale's nl_langinfo strings (as `LC_ALL=xx locale -k
/// LC_TIME` prints them on Debian 12), and the strip's direction from the locale.
@Suite struct LocaleTests {
    typealias Facts = LocaleTimeFormat.Facts

    static let locales: [(name: String, facts: Facts, short: String)] = [
        ("C", Facts(timeFormat: "%H:%M:%S", ampmFormat: "%I:%M:%S %p", am: "AM"), "%H:%M"),
        ("en_US", Facts(timeFormat: "%r", ampmFormat: "%I:%M:%S %p", am: "AM"), "%-I:%M %p"),
        ("de_DE", Facts(timeFormat: "%T", ampmFormat: "", am: ""), "%H:%M"),
        ("fr_FR", Facts(timeFormat: "%T", ampmFormat: "", am: ""), "%H:%M"),
        ("ja_JP", Facts(timeFormat: "%H時%M分%S秒", ampmFormat: "%p%I時%M分%S秒", am: "午前"), "%H:%M"),
        ("ko_KR", Facts(timeFormat: "%H시 %M분 %S초", ampmFormat: "%p %I시 %M분 %S초", am: "오전"), "%H:%M"),
        ("ar_EG", Facts(timeFormat: "%Z %I:%M:%S %p", ampmFormat: "%Z %I:%M:%S %p", am: "ص"), "%-I:%M %p"),
        ("he_IL", Facts(timeFormat: "%H:%M:%S", ampmFormat: "%I:%M:%S %P", am: "AM"), "%H:%M"),
        // A 12-hour T_FMT with no T_FMT_AMPM of its own.
        // Unit words in a 12-hour format: the marker stays, the hour and minute go digital.
        ("12-hour with unit words", Facts(timeFormat: "%p %I시 %M분 %S초", ampmFormat: "", am: "오전"), "%p %-I:%M"),
        ("12-hour T_FMT only", Facts(timeFormat: "%l.%M.%S %p", ampmFormat: "", am: "am"), "%-l.%M %p"),
    ]

    @Test(arguments: locales.indices) func shortTimeFromTheLocale(_ i: Int) {
        let (name, facts, short) = Self.locales[i]
        #expect(LocaleTimeFormat.shortTime(facts) == short, "\(name)")
        #expect(!ClockProvider.formatShowsSeconds(LocaleTimeFormat.shortTime(facts)), "\(name)")
    }

    @Test func aLocaleWithNothingUsableFallsBackTo24Hours() {
        #expect(LocaleTimeFormat.shortTime(Facts(timeFormat: "", ampmFormat: "", am: "")) == "%H:%M")
        #expect(LocaleTimeFormat.shortTime(Facts(timeFormat: "%S", ampmFormat: "", am: "")) == "%H:%M")
        // 12-hour without a marker to tell morning from afternoon would be ambiguous: T_FMT as it is.
        #expect(LocaleTimeFormat.shortTime(Facts(timeFormat: "%I:%M:%S", ampmFormat: "", am: "")) == "%I:%M")
    }

    /// Whatever a broken locale says, the result is a format with hours and minutes.
    @Test(arguments: ["%", "%%S", "%E", "%r%r", "%Z", "%S%S%S", "%l", "%-I:%M:%S%", "時%S秒%", "%T %r %R"])
    func oddLocaleFormatsStillGiveAClock(_ format: String) {
        for am in ["", "AM"] {
            let short = LocaleTimeFormat.shortTime(Facts(timeFormat: format, ampmFormat: format, am: am))
            #expect(short.contains("%") && !ClockProvider.formatShowsSeconds(short), "\(format) -> \(short)")
        }
    }

    /// The process runs in C (nothing in the tests calls setlocale): the default is 24-hour.
    @Test func theCLocaleIsReadWithNlLanginfo() {
        #expect(LocaleTimeFormat.Facts.current.timeFormat == "%H:%M:%S")
        #expect(ClockProvider().format == "%H:%M")
        #expect(ClockProvider(format: "%I %p").format == "%I %p")
    }

    /// The locales `scripts/locales` generates for the tests: `TEST_LOCALES` in scripts/packages.sh.
    static let testLocales: [String] = {
        let script = Sysroot(RepoPaths.root).readText("scripts/packages.sh") ?? ""
        guard let line = script.split(separator: "\n").first(where: { $0.hasPrefix("TEST_LOCALES=(") }),
              let close = line.firstIndex(of: ")") else { return [] }
        return line[line.index(line.startIndex, offsetBy: "TEST_LOCALES=(".count)..<close].split(separator: " ").map(String.init)
    }()

    /// Every locale the tests need is installed: one that is missing fails here, naming the fix,
    /// instead of a test in it passing in C.
    @Test func theTestLocalesAreInstalled() {
        #expect(Self.testLocales.contains("en_US") && Self.testLocales.contains("de_DE") && Self.testLocales.contains("ja_JP"),
                "TEST_LOCALES in scripts/packages.sh: \(Self.testLocales)")
        for name in Self.testLocales {
            let locale = newlocale(LC_TIME_MASK, name + ".UTF-8", nil)
            #expect(locale != nil, "the locale \(name).UTF-8 is not installed: run `bash scripts/locales`")
            if let locale { freelocale(locale) }
        }
    }

    /// A locale with its own digits for time (ALT_DIGITS) writes the clock with them: strftime's
    /// `O` modifier on the hour, minute and second, flags kept.
    @Test func alternativeDigits() {
        #expect(LocaleTimeFormat.shortTime(Facts(timeFormat: "%H:%M:%S", ampmFormat: "", am: "", alternativeDigits: true)) == "%OH:%OM")
        #expect(LocaleTimeFormat.shortTime(Facts(timeFormat: "%I:%M:%S %p", ampmFormat: "", am: "AM", alternativeDigits: true)) == "%-OI:%OM %p")
        #expect(LocaleTimeFormat.withAlternativeDigits("%k.%M %l %d %OH %EY %%H") == "%OH.%OM %OI %d %OH %EY %%H")
        #expect(LocaleTimeFormat.shortTime(Facts(timeFormat: "%H:%M:%S", ampmFormat: "", am: "")) == "%H:%M")
        // fa_IR's zero is Persian digits; ja_JP's a kanji numeral; C has none.
        #expect(LocaleTimeFormat.areDecimalDigits("۰۰"))
        #expect(!LocaleTimeFormat.areDecimalDigits("〇"))
        #expect(!LocaleTimeFormat.areDecimalDigits(""))
        #expect(!LocaleTimeFormat.areDecimalDigits("00"))
    }

    /// The derived formats format with strftime in that locale (a missing one fails, naming
    /// `bash scripts/locales`). The locale is this thread's only (uselocale): other tests go on in
    /// C meanwhile.
    @Test func derivedFormatsInTheirLocales() throws {
        let moment: time_t = 1_700_000_000 + 3600 * 7 // a Tuesday afternoon in UTC
        for (name, expected) in [("en_US.UTF-8", #/^[1-9]\d?:\d\d [AP]M$/#), ("de_DE.UTF-8", #/^\d\d:\d\d$/#),
                                 ("ja_JP.UTF-8", #/^\d\d:\d\d$/#), ("fa_IR.UTF-8", #/^[۰-۹]{2}:[۰-۹]{2}$/#)] {
            let locale = try #require(newlocale(LC_TIME_MASK, name, nil), "the locale \(name) is not installed: run `bash scripts/locales`")
            let previous = uselocale(locale)
            let text = ClockProvider.string(from: moment, format: LocaleTimeFormat.shortTime(.current))
            uselocale(previous)
            freelocale(locale)
            #expect(text.wholeMatch(of: expected) != nil, "\(name): \(text)")
        }
    }

    static let environments: [([String: String], DirectionSetting, LayoutDirection)] = [
        ([:], .auto, .leftToRight),
        (["LANG": "ar_EG.UTF-8"], .auto, .rightToLeft),
        (["LANG": "he_IL.UTF-8"], .auto, .rightToLeft),
        (["LANG": "fa_IR"], .auto, .rightToLeft),
        (["LANG": "de_DE.UTF-8", "LC_TIME": "ur_PK.UTF-8"], .auto, .rightToLeft),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "he_IL.UTF-8"], .auto, .rightToLeft),
        (["LANG": "ar_EG.UTF-8", "LC_ALL": "en_US.UTF-8"], .auto, .leftToRight),
        (["LANG": "ar_EG.UTF-8", "LC_ALL": ""], .auto, .rightToLeft),
        (["LANG": "ar_EG.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LC_TIME": "C"], .auto, .leftToRight),
        (["LANG": "arn_CL.UTF-8"], .auto, .leftToRight), // Mapudungun is not Arabic
        (["LANG": "ar_EG.UTF-8"], .ltr, .leftToRight),
        (["LANG": "en_US.UTF-8"], .rtl, .rightToLeft),
    ]

    @Test(arguments: environments.indices) func directionFromTheLocale(_ i: Int) {
        let (environment, setting, expected) = Self.environments[i]
        #expect(LayoutDirection.resolve(setting, environment: environment) == expected, "\(environment) \(setting)")
    }
}

@Suite struct RightToLeftTextTests {
    @Test(arguments: [("kiosk-7", false), ("Киоск 東京 📶", false), ("Ελλάδα", false), ("שלום", true), ("مرحبا", true),
                      ("Kiosk ﻻ", true), ("café", false), ("", false)])
    func textThatNeedsReordering(_ text: String, _ expected: Bool) {
        #expect(LayoutDirection.needsReordering(text) == expected)
    }
}
