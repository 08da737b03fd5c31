import Testing
@testable import PanelCore

/// At start a broken key falls back to its default and the rest applies; a reload with any
/// problem keeps the running settings whole.
@Suite struct ReloadPolicyTests {
    static let broken = "[panel]\nheight = 30\n[fullscreen]\nhide_after = \"soon\"\n"
    static let valid = "[panel]\nheight = 30\n"

    @Test func atStartABrokenKeyFallsBackToItsDefaultAndTheRestApplies() {
        let result = ConfigLoader.load(text: Self.broken, file: "config.toml")
        #expect(!result.isValid)
        #expect(result.configAtStart.panel.height == 30)
        #expect(result.configAtStart.fullscreen.hideAfter == PanelConfig().fullscreen.hideAfter)
    }

    @Test func aReloadWithAnyProblemKeepsTheRunningSettings() {
        #expect(ConfigLoader.load(text: Self.broken, file: "config.toml").configForReload == nil)
    }

    @Test func aValidReloadAppliesTheFile() {
        #expect(ConfigLoader.load(text: Self.valid, file: "config.toml").configForReload?.panel.height == 30)
    }
}
