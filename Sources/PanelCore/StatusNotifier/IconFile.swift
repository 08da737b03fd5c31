#if canImport(Glibc)
import Glibc
#endif
import SystemPackage

/// The icon files an app may make the tray read (a name found through its `IconThemePath`, or
/// an absolute path), and their bytes read within bounds: only a regular file, refused from its
/// stat(2) before it is opened (a FIFO nobody writes, a device node, a socket), opened
/// non-blocking and checked again on the descriptor (the same file, still regular, still under
/// the cap), at most ``maxBytes`` read, and only PNG and SVG of a sane size decoded.
public enum IconFile {
    /// The formats decoded.
    public enum Format: Sendable, Equatable {
        case png
        case svg
    }

    /// Why a file is not read or decoded (said once in the log for each file).
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        case missing
        case notRegular(String)
        case tooLarge(Int)
        case unknownFormat
        case tooManyPixels(width: Int, height: Int)
        case changedWhileOpening
        case unreadable(Errno)
        case tooSlow
        case undecodable

        public var description: String {
            switch self {
            case .missing: "no such file"
            case .notRegular(let kind): "not a regular file (\(kind))"
            case .tooLarge(let bytes): "\(bytes) bytes, more than the \(IconFile.maxBytes) an icon may have"
            case .unknownFormat: "neither PNG nor SVG"
            case .tooManyPixels(let width, let height): "\(width) x \(height) pixels, more than \(IconFile.maxSide) a side"
            case .changedWhileOpening: "replaced while it was opened"
            case .unreadable(let code): "cannot be read (\(code))"
            case .tooSlow: "took longer than \(IconFile.slowDecodeSeconds) s to decode"
            case .undecodable: "not a PNG or SVG gdk-pixbuf can decode"
            }
        }
    }

    /// The largest icon file read: a 1024-pixel PNG icon is under 1 MB, a detailed SVG under 1 MB.
    public static let maxBytes = 4 << 20
    /// The largest side of a PNG decoded (its pixels are decoded whole before they are scaled).
    public static let maxSide = 2048
    /// A decode longer than this marks its file refused: it is not decoded again.
    public static let slowDecodeSeconds = 0.5
    /// The file name extensions looked at (those of the icon theme specification the tray draws).
    public static let extensions: Set<String> = ["png", "svg"]

    /// Whether a file whose stat(2) says `mode` (its `st_mode`) and `size` may be opened and
    /// read; nil when it may.
    public static func refusal(mode: UInt32, size: Int) -> Refusal? {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFREG): return size > maxBytes ? .tooLarge(size) : nil
        case UInt32(S_IFIFO): return .notRegular("a FIFO")
        case UInt32(S_IFCHR): return .notRegular("a character device")
        case UInt32(S_IFBLK): return .notRegular("a block device")
        case UInt32(S_IFSOCK): return .notRegular("a socket")
        case UInt32(S_IFDIR): return .notRegular("a folder")
        default: return .notRegular("not a file")
        }
    }

    /// Whether `path`'s name has an extension the tray reads (`.png`, `.svg`, in any case).
    public static func hasIconExtension(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// The format of a file from its first bytes: PNG by its signature, with the size its
    /// header gives under ``maxSide``; SVG by its markup (an XML declaration, a comment or an
    /// `<svg` element first). Compressed SVG (`.svgz`) and every other format are refused.
    public static func format(of bytes: [UInt8]) -> Result<Format, Refusal> {
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.starts(with: pngSignature) {
            // The IHDR chunk comes first: its width and height are big-endian at 16 and 20.
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return .failure(.unknownFormat) }
            let be = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
            let width = be(16), height = be(20)
            guard width > 0, height > 0 else { return .failure(.unknownFormat) }
            guard width <= maxSide, height <= maxSide else { return .failure(.tooManyPixels(width: width, height: height)) }
            return .success(.png)
        }
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "<") else { return .failure(.unknownFormat) }
        // Markup: an SVG when an `<svg` element comes within the first few kilobytes.
        let head = bytes[start..<min(bytes.count, start + 4096)]
        let marker = Array("<svg".utf8)
        guard head.count >= marker.count else { return .failure(.unknownFormat) }
        for i in head.startIndex...(head.endIndex - marker.count) where head[i..<(i + marker.count)].elementsEqual(marker) {
            return .success(.svg)
        }
        return .failure(.unknownFormat)
    }

    /// The bytes of the icon file at `path` and their format, read within the bounds above.
    public static func read(_ path: String) -> Result<(bytes: [UInt8], format: Format), Refusal> {
        var before = stat()
        guard stat(path, &before) == 0 else {
            let code = Errno.last
            return .failure(code.isMissingFile ? .missing : .unreadable(code))
        }
        if let refusal = refusal(mode: UInt32(before.st_mode), size: Int(before.st_size)) { return .failure(refusal) }
        let fd: Int32
        switch WholeFile.openRegular(path) {
        case .success(let opened): fd = opened
        case .failure(.notRegular): return .failure(.changedWhileOpening)
        case .failure(.cannotOpen(let code)), .failure(.cannotRead(let code)): return .failure(.unreadable(code))
        case .failure(.tooLarge): return .failure(.tooLarge(maxBytes + 1))
        }
        defer { close(fd) }
        var after = stat()
        guard fstat(fd, &after) == 0 else { return .failure(.unreadable(.last)) }
        guard after.st_dev == before.st_dev, after.st_ino == before.st_ino else { return .failure(.changedWhileOpening) }
        if let refusal = refusal(mode: UInt32(after.st_mode), size: Int(after.st_size)) { return .failure(refusal) }
        switch WholeFile.readToEnd(fd, limit: maxBytes) {
        case .success(let bytes): return format(of: bytes).map { (bytes, $0) }
        case .failure(.tooLarge): return .failure(.tooLarge(maxBytes + 1))
        case .failure(.cannotRead(let code)), .failure(.cannotOpen(let code)): return .failure(.unreadable(code))
        case .failure(.notRegular): return .failure(.changedWhileOpening)
        }
    }

    /// What stat(2) says of `path` that changes when the file is rewritten (device, inode,
    /// size, modification time): part of a decode's key. nil when there is nothing there.
    /// stat(2) never opens the file, so a FIFO or a device costs nothing here.
    public static func identity(_ path: String) -> [Int]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_size), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }

    /// Whether image bytes an app sent (a menu entry's `icon-data`) may be decoded, and as what.
    public static func format(ofData bytes: [UInt8]) -> Result<Format, Refusal> {
        bytes.count > maxBytes ? .failure(.tooLarge(bytes.count)) : format(of: bytes)
    }
}
