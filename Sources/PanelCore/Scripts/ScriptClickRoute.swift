/// Where a press on a script item goes, as i3bar and i3blocks send it: a running i3bar
/// generator that asked for clicks gets i3bar's JSON line for the block pressed; a running
/// `persist` script gets i3blocks' line on its standard input (a JSON object for
/// `format = "json"`, the button's number otherwise); any other script runs again with
/// `BLOCK_BUTTON`. A click that cannot be delivered now is dropped, never kept for a later run.
public struct ScriptClickRoute: Sendable, Equatable {
    /// What the panel does with the press.
    public enum Delivery: Sendable, Equatable {
        /// Write i3bar's click event (``I3barClickWriter``) to the generator's standard input.
        case i3bar(I3barClick)
        /// Write this line to the stream's standard input.
        case line(String)
        /// Run the script again with these click variables.
        case run(ScriptEnvironment.Click)
        /// Nothing: a generator that takes no clicks, or a stream between two runs.
        case dropped
    }

    public var spec: ScriptSpec
    /// The running generator's header, if its command speaks i3bar's protocol.
    public var header: I3barHeader?
    /// Whether a run is under way.
    public var running: Bool
    /// The blocks the item shows, for the one pressed.
    public var blocks: [I3barBlock]
    /// Whether its runs are streams (`persist`, or a generator found to be one).
    public var streams: Bool

    public init(spec: ScriptSpec, header: I3barHeader?, running: Bool, blocks: [I3barBlock], streams: Bool) {
        self.spec = spec
        self.header = header
        self.running = running
        self.blocks = blocks
        self.streams = streams
    }

    /// What `press` (with its ``StripPress/area``) does.
    public func delivery(of press: StripPress) -> Delivery {
        if let header {
            guard running, header.clickEvents else { return .dropped }
            let index = press.area?.block ?? 0
            guard blocks.indices.contains(index) else { return .dropped }
            return .i3bar(I3barClick(press, on: blocks[index]))
        }
        guard streams else { return .run(ScriptEnvironment.Click(button: press.button, x: press.rootX, y: press.rootY)) }
        guard running else { return .dropped }
        if spec.format == .json {
            let block = I3barBlock(fullText: "", name: spec.name, instance: spec.instance)
            return .line(I3barClick(press, on: block).json + "\n")
        }
        return .line("\(press.button)\n")
    }
}
