import Testing
@testable import PanelCore
#if canImport(Glibc)
import Glibc
#endif

@Suite struct SysrootTests {
    @Test func readsAndTrimsFixtureValues() {
        let root = Fixtures.sysroot("laptop-one-battery")
        #expect(root.readValue("proc/sys/kernel/hostname") == "kiosk-7")
        #expect(root.readValue("sys/class/nothing/here") == nil)
        #expect(root.list("sys/class/power_supply") == ["AC", "BAT0"])
    }

    /// Only regular files are read: a device reads as nil (not as empty text), and a FIFO in a
    /// fixture tree answers at once instead of blocking the loop.
    @Test func readsOnlyRegularFiles() throws {
        let dir = "/tmp/statuspanel-sysroot-\(getpid())"
        mkdir(dir, 0o755)
        defer { unlink(dir + "/null"); unlink(dir + "/fifo"); unlink(dir + "/plain"); rmdir(dir) }
        #expect(symlink("/dev/null", dir + "/null") == 0)
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        let fd = open(dir + "/plain", O_WRONLY | O_CREAT, 0o644)
        #expect(write(fd, "42\n", 3) == 3)
        close(fd)
        let root = Sysroot(dir)
        #expect(root.readValue("plain") == "42")
        // Checked first: a build that reads devices would also block on the FIFO below.
        guard root.readText("null") == nil else {
            Issue.record("/dev/null was read as a file")
            return
        }
        #expect(root.readText("fifo") == nil)
    }

    @Test func normalisesRoot() {
        #expect(Sysroot("/").path("proc/net/route") == "/proc/net/route")
        #expect(Sysroot("/tmp/x/").path("/sys/a") == "/tmp/x/sys/a")
    }
}

/// The one answer to "is this the real machine".
@Suite struct RealMachineTests {
    @Test(arguments: [("/", true), ("", true), ("//", true), ("/tmp/tree", false), ("/tmp/tree/", false), (".", false)])
    func onlyTheRootIsTheRealMachine(root: String, real: Bool) {
        #expect(Sysroot(root).isRealMachine == real)
    }
}
