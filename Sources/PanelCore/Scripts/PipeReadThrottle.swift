/// The script items' flood rule: each pipe is read at most once a frame
/// (``PanelTiming/scriptReadInterval``). A pipe read again within a frame is flooding: it leaves
/// the loop's wait until the frame has passed, so a flood waits in its pipe (its writer blocks)
/// instead of spinning the loop, and a script that prints now and then is read at once, with no
/// wake-up after. The shell keys its pipes by descriptor and takes them out of, and back into,
/// its wait as this says.
public struct PipeReadThrottle: Sendable {
    /// When each pipe was last read.
    private var lastRead: [Int32: Double] = [:]
    /// The pipes out of the wait until ``resumeAt``.
    public private(set) var paused: Set<Int32> = []
    /// When the paused pipes are waited on again; nil while none is paused.
    public private(set) var resumeAt: Double?

    public init() {}

    /// Notes a read of `pipe` at `now` (the loop found it ready); true when it was read within
    /// a frame already, so that unless this read reached its end it is to be paused (``pause(_:at:)``).
    public mutating func noteRead(_ pipe: Int32, at now: Double) -> Bool {
        defer { lastRead[pipe] = now }
        return now - (lastRead[pipe] ?? -.greatestFiniteMagnitude) < PanelTiming.scriptReadInterval
    }

    /// Takes `pipe` out of the wait until the frame has passed.
    public mutating func pause(_ pipe: Int32, at now: Double) {
        paused.insert(pipe)
        if resumeAt == nil { resumeAt = now + PanelTiming.scriptReadInterval }
    }

    /// The pipes to wait on again at `now`: the paused ones once their frame has passed (then
    /// none is paused any more); empty before.
    public mutating func resume(at now: Double) -> Set<Int32> {
        guard let resume = resumeAt, resume <= now else { return [] }
        defer {
            paused = []
            resumeAt = nil
        }
        return paused
    }

    /// Forgets `pipe` (closed: its number may come back for another pipe).
    public mutating func forget(_ pipe: Int32) {
        paused.remove(pipe)
        lastRead[pipe] = nil
    }

    /// Keeps only the pipes in `pipes` (the runs a reload kept).
    public mutating func keep(only pipes: Set<Int32>) {
        paused = paused.intersection(pipes)
        lastRead = lastRead.filter { pipes.contains($0.key) }
    }
}
