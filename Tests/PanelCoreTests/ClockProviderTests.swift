#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PanelCore

@Suite struct ClockProviderTests {
    /// 2023-11-14 22:13:20 UTC: the same year and second in every time zone.
    static let moment: time_t = 1_700_000_000


    @Test(arguments: [
        ("%Y", "2023"),
        ("%S", "20"),
        ("%s", "1700000000"),
        ("%%", "%"),
        ("Uhr", "Uhr"),
        ("", ""),
    ])
    func formatsZoneIndependentFields(format: String, expected: String) {
        #expect(ClockProvider.string(from: Self.moment, format: format) == expected)
    }

    @Test func growsTheBufferForLongResults() {
        let format = String(repeating: "%Y", count: 500)
        #expect(ClockProvider.string(from: Self.moment, format: format) == String(repeating: "2023", count: 500))
    }

    @Test func givesUpOnPathologicallyLongResults() {
        #expect(ClockProvider.string(from: Self.moment, format: String(repeating: "%Y", count: 2000)) == "")
    }

    @Test func readUsesTheCurrentTime() {
        // Epoch seconds read the same in every zone; the read falls between two looks at the clock.
        let before = time(nil)
        let read = ClockProvider(format: "%s").read()
        let after = time(nil)
        #expect((before...after).map { String($0) }.contains(read), "\(read) not in \(before)...\(after)")
    }

    @Test(arguments: [
        (0.0, false, 60.0),
        (59.9, false, 60.0),
        (60.0, false, 120.0),
        (1_700_000_000.0, false, 1_700_000_040.0),
        (1_700_000_000.0, true, 1_700_000_001.0),
        (1_700_000_000.25, true, 1_700_000_001.0),
        (1_700_000_039.999, false, 1_700_000_040.0),
    ])
    func nextUpdateIsTheNextBoundary(now: Double, seconds: Bool, expected: Double) {
        #expect(ClockProvider.nextUpdate(after: now, showsSeconds: seconds) == expected)
    }

    @Test func nextUpdateIsAlwaysLater() {
        for now in [0.0, 0.5, 123_456.789, 1e15, 4e15] {
            #expect(ClockProvider.nextUpdate(after: now, showsSeconds: true) > now)
            #expect(ClockProvider.nextUpdate(after: now, showsSeconds: false) > now)
        }
    }

    @Test(arguments: [
        ("%H:%M", false),
        ("%a %d %b  %H:%M", false),
        ("%H:%M:%S", true),
        ("%T", true),
        ("%r", true),
        ("%s", true),
        ("%X", true),
        ("%c", true),
        ("%-S", true),
        ("%_2S", true),
        ("%EX", true),
        ("%Ec", true),
        ("%OS", true),
        ("%%S", false),
        ("100%%", false),
        ("%R", false),
        ("%", false),
        ("", false),
    ])
    func detectsSeconds(format: String, showsSeconds: Bool) {
        #expect(ClockProvider.formatShowsSeconds(format) == showsSeconds)
    }
}

/// Known moments in fixed time zones (TZ set for the test, C locale, explicit formats), the
/// expectations written out rather than computed with localtime_r: zone offsets, a half-hour
/// zone, daylight saving time and both of its 2023 changes in New York.
@Suite(.serialized) struct ClockTimeZoneTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var zone: String
        var time: time_t
        var expected: String
        var testDescription: String { "\(time) in \(zone)" }
    }

    static let format = "%Y-%m-%d %H:%M:%S %a %Z"

    static let cases: [Case] = [
        Case(zone: "UTC", time: 1_700_000_000, expected: "2023-11-14 22:13:20 Tue UTC"),
        Case(zone: "Asia/Kolkata", time: 1_700_000_000, expected: "2023-11-15 03:43:20 Wed IST"),
        Case(zone: "America/New_York", time: 1_700_000_000, expected: "2023-11-14 17:13:20 Tue EST"),
        Case(zone: "America/New_York", time: 1_690_000_000, expected: "2023-07-22 00:26:40 Sat EDT"),
        // 2023-03-12: 01:59:59 EST is followed by 03:00:00 EDT.
        Case(zone: "America/New_York", time: 1_678_604_399, expected: "2023-03-12 01:59:59 Sun EST"),
        Case(zone: "America/New_York", time: 1_678_604_400, expected: "2023-03-12 03:00:00 Sun EDT"),
        // 2023-11-05: 01:59:59 EDT is followed by 01:00:00 EST.
        Case(zone: "America/New_York", time: 1_699_163_999, expected: "2023-11-05 01:59:59 Sun EDT"),
        Case(zone: "America/New_York", time: 1_699_164_000, expected: "2023-11-05 01:00:00 Sun EST"),
        Case(zone: "Asia/Kolkata", time: 0, expected: "1970-01-01 05:30:00 Thu IST"),
        Case(zone: "America/New_York", time: 0, expected: "1969-12-31 19:00:00 Wed EST"),
    ]

    /// Runs `body` with TZ set to `zone`, then puts TZ back as it was.
    static func inZone<T>(_ zone: String, _ body: () -> T) -> T {
        let saved = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        defer {
            if let saved { setenv("TZ", saved, 1) } else { unsetenv("TZ") }
            tzset()
        }
        return body()
    }

    @Test(arguments: cases) func formatsKnownMomentsInFixedZones(_ c: Case) {
        #expect(Self.inZone(c.zone) { ClockProvider.string(from: c.time, format: Self.format) } == c.expected)
    }

    @Test func twelveAndTwentyFourHoursInTheCLocale() {
        Self.inZone("America/New_York") {
            #expect(ClockProvider.string(from: 1_700_000_000, format: "%H:%M") == "17:13")
            #expect(ClockProvider.string(from: 1_700_000_000, format: "%I:%M %p") == "05:13 PM")
            #expect(ClockProvider.string(from: 1_690_000_000, format: "%I:%M %p") == "12:26 AM")
            #expect(ClockProvider.string(from: 1_690_000_000, format: "%-I:%M %p") == "12:26 AM")
        }
        Self.inZone("Asia/Kolkata") {
            #expect(ClockProvider.string(from: 1_700_000_000, format: "%a %d %b  %H:%M") == "Wed 15 Nov  03:43")
        }
    }

    @Test func theZoneIsFollowedWhenItChangesInTheProcess() {
        // tzset() on each call: a changed TZ applies at once, as after a reload.
        let utc = Self.inZone("UTC") { ClockProvider.string(from: 1_700_000_000, format: "%H:%M") }
        let kolkata = Self.inZone("Asia/Kolkata") { ClockProvider.string(from: 1_700_000_000, format: "%H:%M") }
        #expect(utc == "22:13" && kolkata == "03:43")
    }
}
