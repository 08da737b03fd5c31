#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PanelCore

@Suite struct ClockProviderTests {
    /// 2023-11-14 22:13:20 UTC: the same year and second in every time zone.
    static let moment: time_t = 1_700_000_000

    @Test func formatsLocalTimeLikeLocaltime() {
        var seconds = Self.moment
        var parts = tm()
        localtime_r(&seconds, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        #expect(ClockProvider.string(from: Self.moment, format: "%H:%M") == two(parts.tm_hour) + ":" + two(parts.tm_min))
    }

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
        #expect(ClockProvider(format: "%Y").read().count == 4)
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
