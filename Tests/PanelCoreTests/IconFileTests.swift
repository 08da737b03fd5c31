import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PanelCore

/// What icon files the tray reads and how (``IconFile``), on the `icon-files` fixture tree and
/// on a FIFO, a device node and an oversized file made for the test; and the book of decodes
/// made off the loop (``IconDecodeBook``).
@Suite struct IconFileTests {
    static let folder = Fixtures.sysroot("icon-files").path("icons")

    @Test func onlyRegularFilesUnderTheCapFromTheirStat() {
        #expect(IconFile.refusal(mode: UInt32(S_IFREG | 0o644), size: 1000) == nil)
        #expect(IconFile.refusal(mode: UInt32(S_IFREG | 0o644), size: IconFile.maxBytes + 1) == .tooLarge(IconFile.maxBytes + 1))
        #expect(IconFile.refusal(mode: UInt32(S_IFIFO | 0o644), size: 0) == .notRegular("a FIFO"))
        #expect(IconFile.refusal(mode: UInt32(S_IFCHR | 0o666), size: 0) == .notRegular("a character device"))
        #expect(IconFile.refusal(mode: UInt32(S_IFBLK | 0o660), size: 0) == .notRegular("a block device"))
        #expect(IconFile.refusal(mode: UInt32(S_IFSOCK | 0o777), size: 0) == .notRegular("a socket"))
        #expect(IconFile.refusal(mode: UInt32(S_IFDIR | 0o755), size: 4096) == .notRegular("a folder"))
    }

    @Test func pngBySignatureAndSizeSvgByMarkupNothingElse() {
        let read = { (name: String) in IconFile.read(Self.folder + "/" + name).map(\.format) }
        #expect(read("red.png") == .success(.png))
        #expect(read("flat.svg") == .success(.svg))
        #expect(read("bare.svg") == .success(.svg), "white space before the element")
        #expect(read("bomb.png") == .failure(.tooManyPixels(width: 30000, height: 30000)), "a decompression bomb's header")
        #expect(read("photo.png") == .failure(.unknownFormat), "a JPEG named .png")
        #expect(read("page.svg") == .failure(.unknownFormat), "markup that is no SVG")
        #expect(read("missing.png") == .failure(.missing))
        #expect(IconFile.format(ofData: []) == .failure(.unknownFormat))
        #expect(IconFile.format(ofData: [UInt8](repeating: 0x20, count: IconFile.maxBytes + 1)) == .failure(.tooLarge(IconFile.maxBytes + 1)))
    }

    @Test func extensionsAreThoseOfTheThemeSpecification() {
        #expect(IconFile.hasIconExtension("/a/b/icon.PNG"))
        #expect(IconFile.hasIconExtension("x.svg"))
        #expect(!IconFile.hasIconExtension("/a.png/icon"))
        #expect(!IconFile.hasIconExtension("/tmp/icon.svgz"))
    }

    @Test func aFifoNobodyWritesADeviceAndAHugeFileAreRefusedAtOnce() throws {
        var template = Array("/tmp/icon-file-tests-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        let dir = String(cString: try #require(made))
        defer {
            for name in ["fifo.png", "huge.png"] { unlink(dir + "/" + name) }
            rmdir(dir)
        }
        #expect(mkfifo(dir + "/fifo.png", 0o600) == 0)
        // Refused from its stat, never opened: the test would hang on a blocking open.
        #expect(IconFile.read(dir + "/fifo.png").map(\.format) == .failure(.notRegular("a FIFO")))
        #expect(IconFile.read("/dev/zero").map(\.format) == .failure(.notRegular("a character device")))
        let fd = open(dir + "/huge.png", O_CREAT | O_WRONLY, 0o600)
        #expect(ftruncate(fd, off_t(50 << 20)) == 0)
        close(fd)
        #expect(IconFile.read(dir + "/huge.png").map(\.format) == .failure(.tooLarge(50 << 20)))
        #expect(IconFile.identity(dir + "/fifo.png") != nil, "stat(2) of a FIFO does not block")
        #expect(IconFile.identity(dir + "/none.png") == nil)
    }

    static let image = IconImage(width: 1, height: 1, premultipliedBGRA: [1, 2, 3, 255])!

    @Test func eachDecodeAskedOnceKeptAndSlowOnesRefused() {
        var book = IconDecodeBook()
        let a = IconDecodeBook.Key(.file(path: "/a.png", identity: [1]), size: 16)
        let b = IconDecodeBook.Key(.data([1, 2]), size: 16)
        #expect(book.look(a) == .waiting)
        #expect(book.look(a) == .waiting)
        #expect(book.look(b) == .waiting)
        #expect(book.take() == [a, b], "asked once each, in order")
        #expect(book.look(a) == .waiting && book.take().isEmpty, "under way: not asked again")
        #expect(book.isBusy)
        #expect(book.finished(a, .success(Self.image), seconds: 0.002) == nil)
        #expect(book.look(a) == .ready(Self.image))
        #expect(book.finished(b, .success(Self.image), seconds: IconFile.slowDecodeSeconds + 1) == .tooSlow)
        #expect(book.look(b) == .refused(.tooSlow), "never decoded again")
        #expect(!book.isBusy && book.take().isEmpty)
        let rewritten = IconDecodeBook.Key(.file(path: "/a.png", identity: [2]), size: 16)
        #expect(book.look(rewritten) == .waiting, "a file rewritten in place is decoded again")
    }

    @Test func theBookIsBounded() {
        var book = IconDecodeBook()
        let keys = (0..<(IconDecodeBook.capacity + 10)).map { IconDecodeBook.Key(.file(path: "/tmp/\($0).png", identity: []), size: 22) }
        for key in keys { _ = book.look(key) }
        #expect(book.take().count == IconDecodeBook.maxWaiting, "an Electron app's flood waits its turn")
        for key in keys { book.finished(key, .success(Self.image), seconds: 0) }
        #expect(book.look(keys.last!) == .ready(Self.image))
        #expect(book.look(keys[0]) == .waiting, "the oldest were forgotten")
    }
}
