/// Cuts a script's output into lines as it arrives, bounded however much it prints: a line
/// longer than ``lineLimit`` bytes is cut there and the rest of it dropped up to its newline;
/// bytes that are not UTF-8 read as U+FFFD. A run keeps at most ``keptLines`` lines (i3blocks
/// reads three); a persistent script keeps only its latest complete line.
public struct OutputLines: Sendable, Equatable {
    /// The longest line kept, in bytes.
    public static let lineLimit = 4096
    /// Lines kept of a run that ends.
    public static let keptLines = 3

    /// Whether each line replaces the last (`persist`) rather than adding to the run's lines.
    public let streaming: Bool
    /// The complete lines kept so far (a run's first ones, or a stream's latest).
    public private(set) var lines: [String] = []
    /// Whether a stream gave a new line since ``takeNewLine()``.
    public private(set) var hasNewLine = false
    /// Bytes taken in all.
    public private(set) var totalBytes = 0

    private var partial: [UInt8] = []
    private var discarding = false

    public init(streaming: Bool) {
        self.streaming = streaming
    }

    /// Takes bytes as read from the pipe, a line at a time (so a flood costs a scan for
    /// newlines and one copy of what is kept, not work per byte).
    public mutating func take(_ bytes: some BidirectionalCollection<UInt8>) {
        totalBytes &+= bytes.count
        // A run's lines past the kept ones are not worth a look.
        if !streaming && lines.count >= Self.keptLines { return }
        var rest = bytes[...]
        // A stream shows only its latest line: every complete line before the chunk's last
        // one is skipped unread.
        if streaming, let last = rest.lastIndex(of: 0x0A), let previous = rest[..<last].lastIndex(of: 0x0A) {
            partial.removeAll(keepingCapacity: true)
            discarding = false
            rest = rest[rest.index(after: previous)...]
        }
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: 0x0A)
            let segment = rest[..<(newline ?? rest.endIndex)]
            if !discarding && (streaming || lines.count < Self.keptLines) {
                let room = Self.lineLimit - partial.count
                partial.append(contentsOf: segment.prefix(room))
                if segment.count > room {
                    finishLine()
                    discarding = true
                }
            }
            guard let newline else { return }
            if !discarding || !partial.isEmpty { finishLine() }
            discarding = false
            rest = rest[rest.index(after: newline)...]
        }
    }

    /// The end of the output: a last line without its newline counts (i3blocks reads it).
    public mutating func finish() {
        if !partial.isEmpty { finishLine() }
        discarding = false
    }

    /// A stream's latest line, once; nil when none came since the last call.
    public mutating func takeNewLine() -> String? {
        guard hasNewLine else { return nil }
        hasNewLine = false
        return lines.last
    }

    private mutating func finishLine() {
        if partial.last == 0x0D { partial.removeLast() }
        let line = String(decoding: partial, as: UTF8.self)
        partial.removeAll(keepingCapacity: partial.count <= 256)
        if streaming {
            lines = [line]
            hasNewLine = true
        } else if lines.count < Self.keptLines {
            lines.append(line)
        }
    }
}
