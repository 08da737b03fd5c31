#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PanelCore

/// `ConfigLoader.load(path:)` and the default location.
@Suite struct ConfigFileLoadingTests {
    /// A fresh temporary folder, removed (with the files the test made) when done.
    final class TempDir {
        let path: String
        private var files: [String] = []

        init() {
            var template = Array("/tmp/statuspanel-config-XXXXXX".utf8CString)
            path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        }

        @discardableResult
        func write(_ name: String, _ bytes: [UInt8], mode: mode_t = 0o644) -> String {
            let file = path + "/" + name
            let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
            precondition(fd >= 0)
            _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
            files.append(file)
            return file
        }

        func write(_ name: String, _ text: String) -> String { write(name, Array(text.utf8)) }

        deinit {
            for f in files { unlink(f) }
            rmdir(path)
        }
    }

    @Test func missingFileMeansDefaultsSilently() {
        let dir = TempDir()
        let result = ConfigLoader.load(path: dir.path + "/nope/config.toml")
        #expect(result.config == PanelConfig())
        #expect(result.diagnostics.isEmpty)
        #expect(!result.fileExists)
        #expect(result.isValid)
    }

    @Test func missingFileCanBeAnErrorWhenNamed() {
        let dir = TempDir()
        let path = dir.path + "/config.toml"
        let result = ConfigLoader.load(path: path, missingFileIsError: true)
        #expect(result.config == PanelConfig())
        #expect(!result.fileExists)
        #expect(result.diagnostics.map(\.description) == ["\(path):1:1: no such file"])
    }

    @Test func readsAndValidatesAFile() {
        let dir = TempDir()
        let path = dir.write("config.toml", "[panel]\nheight = 40\nlayout = \"sideways\"\n")
        let result = ConfigLoader.load(path: path)
        #expect(result.fileExists)
        #expect(result.config.panel.height == 40)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.description.hasPrefix("\(path):3:10: panel.layout must be one of reserve, overlay") == true)
    }

    /// A FIFO nobody writes to used to block `open` for good, freezing the running panel on reload.
    @Test(.timeLimit(.minutes(1))) func aFIFOIsNotWaitedFor() {
        let dir = TempDir()
        let fifo = dir.path + "/config.toml"
        #expect(mkfifo(fifo, 0o644) == 0)
        defer { unlink(fifo) }
        let result = ConfigLoader.load(path: fifo)
        #expect(result.config == PanelConfig())
        #expect(result.diagnostics.map(\.description) == ["\(fifo):1:1: cannot read the file: not a regular file"])
    }

    @Test func aDeviceIsNotRead() {
        let result = ConfigLoader.load(path: "/dev/zero")
        #expect(result.diagnostics.map(\.description) == ["/dev/zero:1:1: cannot read the file: not a regular file"])
    }

    @Test func aFolderIsUnreadable() {
        let dir = TempDir()
        let result = ConfigLoader.load(path: dir.path)
        #expect(result.config == PanelConfig())
        #expect(result.fileExists)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.description.hasPrefix("\(dir.path):1:1: cannot read the file: ") == true)
    }

    /// Root reads files whatever their mode: as root (CI), `scripts/test` runs this test as
    /// `nobody` (`scripts/test-unprivileged`), where a skip is a failure.
    @Test(.enabled(if: geteuid() != 0, "root reads files whatever their mode: scripts/test-unprivileged runs it as nobody"))
    func aFileWithoutReadPermissionIsUnreadable() {
        let dir = TempDir()
        let path = dir.write("config.toml", Array("[panel]\n".utf8), mode: 0o000)
        let result = ConfigLoader.load(path: path)
        #expect(result.config == PanelConfig())
        #expect(result.diagnostics.map(\.description) == ["\(path):1:1: cannot open the file: Permission denied"])
    }

    @Test func invalidUTF8IsReportedWhereItIs() {
        let dir = TempDir()
        let path = dir.write("config.toml", Array("[panel]\nfont = \"a".utf8) + [0xFF] + Array("\"\n".utf8))
        let result = ConfigLoader.load(path: path)
        #expect(result.config == PanelConfig())
        #expect(result.diagnostics.map(\.description) == ["\(path):2:10: the file is not UTF-8 text (invalid byte 0xff)"])
    }

    @Test func aNulCharacterIsReported() {
        let result = ConfigLoader.load(text: "[panel]\nheight = 30\u{0}\n", file: "nul.toml")
        #expect(result.config == PanelConfig())
        #expect(result.diagnostics.map(\.description) == ["nul.toml:2:12: the file contains a NUL character, which TOML does not allow"])
    }

    @Test func anOversizedFileIsNotParsed() {
        let dir = TempDir()
        let path = dir.write("config.toml", [UInt8](repeating: UInt8(ascii: "#"), count: ConfigLoader.maxFileSize + 1))
        let result = ConfigLoader.load(path: path)
        #expect(result.config == PanelConfig())
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains("larger than 1 MiB") == true)
    }

    @Test func anEmptyFileIsValid() {
        let dir = TempDir()
        let path = dir.write("config.toml", [])
        let result = ConfigLoader.load(path: path)
        #expect(result.fileExists && result.isValid && result.config == PanelConfig())
    }
}
