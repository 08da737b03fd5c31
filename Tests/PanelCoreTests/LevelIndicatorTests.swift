import Testing
@testable import PanelCore

/// The transient level indicator's rules, on an injected clock: what shows it, how long, what
/// does not.
@Suite struct LevelIndicatorTests {
    typealias Level = LevelIndicator.Level

    @Test func aChangeFromElsewhereShowsItForASecondAndAHalf() {
        var indicator = LevelIndicator()
        // The first reading is where things stand.
        #expect(!read(&indicator, .volume, Level(device: "one", percent: 40), at: 10, enabled: true))
        #expect(indicator.shown == nil && indicator.deadline == nil)
        #expect(read(&indicator, .volume, Level(device: "one", percent: 45), at: 11, enabled: true))
        #expect(indicator.shown == .init(source: .volume, percent: 45, muted: false))
        #expect(indicator.deadline == 12.5)
        // The same level again changes nothing; a further change keeps it up from then on.
        #expect(!read(&indicator, .volume, Level(device: "one", percent: 45), at: 11.2, enabled: true))
        #expect(indicator.deadline == 12.5)
        #expect(read(&indicator, .volume, Level(device: "one", percent: 50), at: 12, enabled: true))
        #expect(indicator.deadline == 13.5)
        #expect(!tick(&indicator, at: 13.4))
        #expect(tick(&indicator, at: 13.5))
        #expect(indicator.shown == nil && indicator.deadline == nil)
        #expect(!tick(&indicator, at: 20))
    }

    @Test func muteShowsItAndTheBrightnessToo() {
        var indicator = LevelIndicator()
        _ = indicator.read(.volume, Level(device: "one", percent: 40), at: 0, enabled: true)
        #expect(read(&indicator, .volume, Level(device: "one", percent: 40, muted: true), at: 1, enabled: true))
        #expect(indicator.shown?.muted == true)
        _ = indicator.read(.brightness, Level(device: "intel_backlight", percent: 50), at: 1.2, enabled: true)
        #expect(read(&indicator, .brightness, Level(device: "intel_backlight", percent: 30), at: 1.3, enabled: true))
        #expect(indicator.shown == .init(source: .brightness, percent: 30, muted: false))
    }

    @Test func anotherDeviceThePanelsOwnChangeAndTheSwitchShowNothing() {
        var indicator = LevelIndicator()
        _ = indicator.read(.volume, Level(device: "one", percent: 40), at: 0, enabled: true)
        // A headset becomes the default sink at another level: no change of a level.
        #expect(!read(&indicator, .volume, Level(device: "headset", percent: 80), at: 1, enabled: true))
        // A scroll over the item: its change shows on the item, within the window.
        indicator.pressed(.volume, at: 2)
        #expect(!read(&indicator, .volume, Level(device: "headset", percent: 85), at: 2.05, enabled: true))
        #expect(!read(&indicator, .volume, Level(device: "headset", percent: 90), at: 3, enabled: true))
        #expect(read(&indicator, .volume, Level(device: "headset", percent: 95), at: 3.01, enabled: true))
        // A press on one source leaves the other's changes shown.
        _ = indicator.dismiss()
        _ = indicator.read(.brightness, Level(device: "b", percent: 10), at: 4, enabled: true)
        indicator.pressed(.volume, at: 4)
        #expect(read(&indicator, .brightness, Level(device: "b", percent: 20), at: 4.1, enabled: true))
        // The server gone, then back: no change either.
        #expect(!read(&indicator, .volume, nil, at: 5, enabled: true))
        #expect(!read(&indicator, .volume, Level(device: "headset", percent: 30), at: 6, enabled: true))
    }

    @Test func turnedOffItNeverShowsAndADismissTakesItAway() {
        var indicator = LevelIndicator()
        _ = indicator.read(.volume, Level(device: "one", percent: 40), at: 0, enabled: false)
        #expect(!read(&indicator, .volume, Level(device: "one", percent: 60), at: 1, enabled: false))
        #expect(indicator.shown == nil && indicator.deadline == nil)
        #expect(read(&indicator, .volume, Level(device: "one", percent: 70), at: 2, enabled: true))
        let dismissed = indicator.dismiss()
        #expect(dismissed)
        #expect(indicator.shown == nil && indicator.deadline == nil)
        let again = indicator.dismiss()
        #expect(!again)
    }
}

/// `indicator.read(...)`, callable inside `#expect`.
private func read(_ indicator: inout LevelIndicator, _ source: LevelIndicator.Source, _ level: LevelIndicator.Level?, at now: Double,
                  enabled: Bool) -> Bool {
    indicator.read(source, level, at: now, enabled: enabled)
}

/// `indicator.tick(at:)`, callable inside `#expect`.
private func tick(_ indicator: inout LevelIndicator, at now: Double) -> Bool { indicator.tick(at: now) }
