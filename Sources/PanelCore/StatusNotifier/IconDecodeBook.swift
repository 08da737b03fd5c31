/// The tray's book of icon decodes, which run off the loop (a pathological SVG takes seconds in
/// librsvg): what was decoded (kept, the most recent ``capacity``), what was refused and why,
/// and what waits for the decoding thread. The loop asks ``look(_:)`` for every icon it draws;
/// the thread takes ``take()``'s keys, the loop hands back ``finished(_:_:seconds:)``.
public struct IconDecodeBook: Sendable {
    /// What is decoded: a file (by path, and what its stat said, so that a file rewritten in
    /// place is decoded again) or bytes an app sent.
    public enum Source: Hashable, Sendable {
        case file(path: String, identity: [Int])
        case data([UInt8])
    }

    /// One decode: a source at a size in pixels.
    public struct Key: Hashable, Sendable {
        public let source: Source
        public let size: Int
        public init(_ source: Source, size: Int) {
            self.source = source
            self.size = size
        }
    }

    /// What the loop draws for a key now.
    public enum Lookup: Sendable, Equatable {
        case ready(IconImage)
        case refused(IconFile.Refusal)
        /// Being decoded, or waiting to be: draw what was drawn before.
        case waiting
    }

    /// The most decodes kept (an Electron app names a new file with each icon change).
    public static let capacity = 256
    /// The most decodes waiting at once; more are asked for again when the loop next looks.
    public static let maxWaiting = 64

    private var done: [Key: Result<IconImage, IconFile.Refusal>] = [:]
    private var order: [Key] = []
    private var queued: [Key] = []
    private var taken: Set<Key> = []

    public init() {}

    /// Whether a decode is queued or under way: the loop looks for results until none is.
    public var isBusy: Bool { !queued.isEmpty || !taken.isEmpty }

    /// The decode of `key`: done, refused, or waiting (queued now if it was not).
    public mutating func look(_ key: Key) -> Lookup {
        switch done[key] {
        case .success(let image): return .ready(image)
        case .failure(let refusal): return .refused(refusal)
        case nil:
            if !taken.contains(key), !queued.contains(key), queued.count < Self.maxWaiting { queued.append(key) }
            return .waiting
        }
    }

    /// The keys for the decoding thread, oldest first; they count as under way until finished.
    public mutating func take() -> [Key] {
        defer {
            taken.formUnion(queued)
            queued.removeAll()
        }
        return queued
    }

    /// The thread's answer for `key`, after `seconds`: a decode that took longer than
    /// ``IconFile/slowDecodeSeconds`` is refused from now on, whatever it made. Returns the
    /// refusal to report, if any.
    @discardableResult
    public mutating func finished(_ key: Key, _ result: Result<IconImage, IconFile.Refusal>, seconds: Double) -> IconFile.Refusal? {
        taken.remove(key)
        let kept: Result<IconImage, IconFile.Refusal> = seconds > IconFile.slowDecodeSeconds ? .failure(.tooSlow) : result
        if done.updateValue(kept, forKey: key) == nil { order.append(key) }
        if order.count > Self.capacity { done[order.removeFirst()] = nil }
        if case .failure(let refusal) = kept { return refusal }
        return nil
    }
}
