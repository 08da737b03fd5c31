import Testing
@testable import PanelCore

@Suite struct SysrootTests {
    @Test func readsAndTrimsFixtureValues() {
        let root = Fixtures.sysroot("laptop-one-battery")
        #expect(root.readValue("proc/sys/kernel/hostname") == "kiosk-7")
        #expect(root.readValue("sys/class/nothing/here") == nil)
        #expect(root.list("sys/class/power_supply") == ["AC", "BAT0"])
    }

    @Test func normalisesRoot() {
        #expect(Sysroot("/").path("proc/net/route") == "/proc/net/route")
        #expect(Sysroot("/tmp/x/").path("/sys/a") == "/tmp/x/sys/a")
    }
}
