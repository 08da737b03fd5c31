/// Reads i3bar's protocol as it arrives, however the pipe cuts it: the header
/// (``I3barHeader``), then the endless array of status lines, `[`, each line an array of blocks
/// (``I3barBlock``), `,` between them, white space and newlines anywhere. Bounded: a header
/// past ``headerLimit`` or a status line past ``lineLimit`` bytes is skipped, at most
/// ``blockLimit`` blocks of a line are kept, and only the latest complete line is kept.
///
/// Fed what a script prints from its first byte, it first decides whether it speaks the
/// protocol at all (``isRejected``): output whose first value is not an object with a
/// `version` is someone else's (lines, or i3blocks' JSON blocks) and is not looked at again.
public struct I3barStream: Sendable {
    /// The longest header read, in bytes.
    public static let headerLimit = 4096
    /// The longest status line read, in bytes.
    public static let lineLimit = 64 * 1024
    /// The most blocks of one status line kept.
    public static let blockLimit = 64

    /// The header, once read.
    public private(set) var header: I3barHeader?
    /// Whether the output is not i3bar's protocol (nothing more is read).
    public private(set) var isRejected = false
    /// The latest complete status line's blocks (those that draw something).
    public private(set) var blocks: [I3barBlock] = []
    /// Whether a status line came since ``takeNewBlocks()``.
    public private(set) var hasNewBlocks = false
    /// Why the latest status line could not be read, if it could not (i3bar's "Could not
    /// parse JSON"); nil once one is read.
    public private(set) var problem: String?

    private enum Phase {
        case header, arrayOpen, between, line
    }

    private var phase = Phase.header
    private var buffer: [UInt8] = []
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var overflowed = false

    public init() {}

    /// Takes bytes as read from the pipe.
    public mutating func take(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            if isRejected { return }
            step(byte)
        }
    }

    /// The latest status line's blocks, once; nil when none came since the last call.
    public mutating func takeNewBlocks() -> [I3barBlock]? {
        guard hasNewBlocks else { return nil }
        hasNewBlocks = false
        return blocks
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    private mutating func step(_ byte: UInt8) {
        switch phase {
        case .header:
            if depth == 0 {
                if Self.isSpace(byte) { return }
                guard byte == UInt8(ascii: "{") else { isRejected = true; return }
            }
            guard collect(byte, limit: Self.headerLimit) else { isRejected = true; return }
            if depth == 0 {
                guard let members = JSONObjectReader.read(bytes: buffer), let header = I3barHeader(members) else {
                    isRejected = true
                    return
                }
                self.header = header
                buffer = []
                phase = .arrayOpen
            }
        case .arrayOpen:
            if Self.isSpace(byte) { return }
            if byte == UInt8(ascii: "[") { phase = .between } else { problem = "no '[' after the header" }
        case .between:
            if Self.isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") { return }
            guard byte == UInt8(ascii: "[") else {
                problem = "a status line does not start with '['"
                return
            }
            phase = .line
            overflowed = false
            _ = collect(byte, limit: Self.lineLimit)
        case .line:
            if !collect(byte, limit: Self.lineLimit) { overflowed = true }
            if depth == 0 {
                phase = .between
                if overflowed {
                    problem = "a status line longer than \(Self.lineLimit) bytes"
                } else if let line = Self.statusLine(buffer) {
                    blocks = line
                    hasNewBlocks = true
                    problem = nil
                } else {
                    problem = "a status line is not an array of objects"
                }
                buffer.removeAll(keepingCapacity: buffer.count <= 4096)
            }
        }
    }

    /// Tracks nesting (strings and their escapes understood) and keeps the byte while the
    /// value stays under `limit`; false once it has gone over (nesting is still tracked).
    private mutating func collect(_ byte: UInt8, limit: Int) -> Bool {
        if inString {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
        } else {
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        guard buffer.count < limit, !overflowed else { return false }
        buffer.append(byte)
        return true
    }

    /// The blocks of one status line, `[{...}, {...}]`; nil when it is not an array of objects.
    static func statusLine(_ bytes: [UInt8]) -> [I3barBlock]? {
        var at = 0
        func skipSpace() { while at < bytes.count, isSpace(bytes[at]) { at += 1 } }
        skipSpace()
        guard at < bytes.count, bytes[at] == UInt8(ascii: "[") else { return nil }
        at += 1
        var blocks: [I3barBlock] = []
        var count = 0
        skipSpace()
        if at < bytes.count, bytes[at] == UInt8(ascii: "]") { return [] }
        while at < bytes.count {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "{"), let end = objectEnd(bytes, from: at) else { return nil }
            guard let members = JSONObjectReader.read(bytes: Array(bytes[at...end])) else { return nil }
            count += 1
            if count <= blockLimit, let block = I3barBlock(members) { blocks.append(block) }
            at = end + 1
            skipSpace()
            guard at < bytes.count else { return nil }
            if bytes[at] == UInt8(ascii: "]") { return blocks }
            guard bytes[at] == UInt8(ascii: ",") else { return nil }
            at += 1
        }
        return nil
    }

    /// The index of the `}` that closes the object opening at `start`.
    private static func objectEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0, inString = false, escaped = false
        for i in start..<bytes.count {
            let b = bytes[i]
            if inString {
                if escaped { escaped = false } else if b == UInt8(ascii: "\\") { escaped = true } else if b == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch b {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return i }
            default: break
            }
        }
        return nil
    }
}
