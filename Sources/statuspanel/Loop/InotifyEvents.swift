import CLinux
#if canImport(Glibc)
import Glibc
#endif

/// The events an inotify descriptor holds, read until it is empty (it is non-blocking).
enum InotifyEvents {
    /// Calls `handle` with each pending event's watch, mask and name (empty for the watched
    /// object itself).
    static func drain(_ fileDescriptor: Int32, _ handle: (_ watch: Int32, _ mask: UInt32, _ name: String) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= n {
                let (wd, mask, nameLength) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = String(decoding: buffer[nameStart..<min(n, nameStart + nameLength)].prefix { $0 != 0 }, as: UTF8.self)
                offset = nameStart + nameLength
                handle(wd, mask, name)
            }
        }
    }
}
