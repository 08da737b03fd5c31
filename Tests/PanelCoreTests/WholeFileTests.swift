import Testing
import PanelCore
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// The one whole-file read under ``Sysroot`` and the dotfile loader: its bound and its failures.
@Suite struct WholeFileTests {
    /// A file of `count` bytes in a fresh folder; the folder's path and the file's.
    static func file(_ count: Int) -> (folder: String, path: String) {
        var template = Array("/tmp/statuspanel-wholefile-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        let path = folder + "/file"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let bytes = (0..<count).map { UInt8($0 % 251) }
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return (folder, path)
    }

    static func remove(_ made: (folder: String, path: String)) {
        unlink(made.path)
        rmdir(made.folder)
    }

    /// Longer than one read's chunk, and exactly at the limit: read whole, byte for byte.
    @Test(arguments: [0, 1, 4095, 4096, 4097, 70_000])
    func readsTheWholeFileUpToTheLimit(count: Int) throws {
        let made = Self.file(count)
        defer { Self.remove(made) }
        let bytes = try WholeFile.read(made.path, limit: count).get()
        #expect(bytes == (0..<count).map { UInt8($0 % 251) })
        if count > 0 { #expect(WholeFile.read(made.path, limit: count - 1) == .failure(.tooLarge)) }
    }

    @Test func saysWhyAFileWasNotRead() {
        #expect(WholeFile.read("/nonexistent-statuspanel/file") == .failure(.cannotOpen(.noSuchFileOrDirectory)))
        #expect(WholeFile.read("/tmp") == .failure(.notRegular(isFolder: true)))
        #expect(WholeFile.read("/dev/null") == .failure(.notRegular(isFolder: false)))
        #expect(WholeFile.openRegular("/dev/zero") == .failure(.notRegular(isFolder: false)))
    }

    @Test func procfsFilesAreRegularAndReadWhole() throws {
        let text = String(decoding: try WholeFile.read("/proc/self/status").get(), as: UTF8.self)
        #expect(text.hasPrefix("Name:"))
        #expect(text.hasSuffix("\n"))
    }
}
