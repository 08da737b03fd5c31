/// The `privacy` item's microphone: whether an ALSA capture substream is running, and whose.
///
/// Each capture substream has a status file, `proc/asound/cardC/pcmDc/subS/status`: `closed`
/// while no one has the device open, else `state: NAME` (`OPEN`, `SETUP`, `PREPARED`,
/// `RUNNING`, `XRUN`, `DRAINING`, `PAUSED`, `SUSPENDED`, `DISCONNECTED`) and `owner_pid: PID`.
/// A microphone records while a substream's state is `RUNNING`. Sound servers (PipeWire,
/// PulseAudio) own the device, so the owner is often the server, not the application.
///
/// The files are world-readable: a capture by any user is seen. A capture device without an
/// ALSA node (a Bluetooth headset's microphone, which the sound server takes over the air) is not.
public struct MicrophoneProvider: Provider {
    /// Where the substreams are read.
    public var sysroot: Sysroot

    /// Creates a microphone provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// The folder of the sound cards.
    public static let asoundFolder = "proc/asound"
    /// The folder of the ALSA device nodes (`pcmC0D0c` is card 0's capture device 0).
    public static let nodeFolder = "dev/snd"

    /// What one substream's status file says.
    public enum SubstreamStatus: Sendable, Equatable {
        /// No one has the device open.
        case closed
        /// Open, in `state` (as the kernel names it), by `ownerPID` when the file names it.
        case open(state: String, ownerPID: Int?)

        /// Whether it records.
        public var isRunning: Bool {
            if case .open("RUNNING", _) = self { return true }
            return false
        }
    }

    /// One capture substream, e.g. `card0/pcm0c/sub0`.
    public struct Substream: Sendable, Equatable {
        /// `cardC/pcmDc/subS`, relative to ``asoundFolder``.
        public var name: String
        /// Its status; `nil` when unreadable or garbled.
        public var status: SubstreamStatus?

        /// Creates a substream.
        public init(name: String, status: SubstreamStatus?) {
            self.name = name
            self.status = status
        }
    }

    /// Recording or not, with the owners' names; `nil` when the machine has no capture device.
    public func read() -> DeviceUse? {
        Self.use(substreams(), names: ProcessNames(sysroot: sysroot))
    }

    /// Every capture substream of every card; `nil` when there is no capture device at all.
    public func substreams() -> [Substream]? {
        Self.substreams(in: sysroot, where: Self.isCaptureFolder)
    }

    /// Every substream of every card in a device folder that `isDevice` accepts (`pcm0c`, or
    /// `pcm0p` for ``PlaybackProvider``); `nil` when there is no such device at all.
    static func substreams(in sysroot: Sysroot, where isDevice: (String) -> Bool) -> [Substream]? {
        guard let cards = sysroot.list(Self.asoundFolder) else { return nil }
        var found: [Substream] = []
        var anyDevice = false
        for card in cards where Self.isNumbered(card, prefix: "card") {
            for pcm in sysroot.list(Self.asoundFolder + "/" + card) ?? [] where isDevice(pcm) {
                anyDevice = true
                let folder = card + "/" + pcm
                for sub in sysroot.list(Self.asoundFolder + "/" + folder) ?? [] where Self.isNumbered(sub, prefix: "sub") {
                    let name = folder + "/" + sub
                    found.append(Substream(name: name, status: sysroot.readText(Self.asoundFolder + "/" + name + "/status")
                        .flatMap(Self.parseStatus)))
                }
            }
        }
        return anyDevice ? found : nil
    }

    /// The use `substreams` make (`nil`: no capture device): in use while one runs, named by
    /// its owner's name; open while one is not closed. A garbled status counts as neither.
    public static func use(_ substreams: [Substream]?, names: some ProcessNaming) -> DeviceUse? {
        guard let substreams else { return nil }
        let running = substreams.compactMap(\.status).filter(\.isRunning)
        let owners = running.compactMap { status -> Int? in
            if case .open(_, let pid) = status { return pid }
            return nil
        }
        let open = substreams.contains { if case .open = $0.status { true } else { false } }
        return DeviceUse(inUse: !running.isEmpty, users: names.names(of: owners), open: open)
    }

    /// A status file: `closed`, or `state: NAME` with an optional `owner_pid : PID` line;
    /// `nil` for anything else.
    public static func parseStatus(_ text: String) -> SubstreamStatus? {
        let lines = text.nonEmptyLines.map { $0.trimmingWhitespace() }
        guard let first = lines.first else { return nil }
        if first == "closed" { return .closed }
        var state: String?
        var owner: Int?
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingWhitespace()
            let value = line[line.index(after: colon)...].trimmingWhitespace()
            if key == "state" {
                guard !value.isEmpty, value.count <= 16,
                      value.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || $0 == "_" }) else { return nil }
                state = value
            } else if key == "owner_pid", let pid = Int(value), pid > 0 {
                owner = pid
            }
        }
        return state.map { .open(state: $0, ownerPID: owner) }
    }

    /// `pcm` followed by digits and `c`: a capture device's folder in a card's.
    public static func isCaptureFolder(_ name: String) -> Bool {
        name.hasSuffix("c") && isNumbered(String(name.dropLast()), prefix: "pcm")
    }

    /// `pcmC` digits `D` digits `c`: a capture device node in `dev/snd`.
    public static func isCaptureNode(_ name: String) -> Bool {
        isNode(name, suffix: "c")
    }

    /// `pcmC` digits `D` digits `suffix`: an ALSA PCM node in `dev/snd`.
    static func isNode(_ name: String, suffix: String) -> Bool {
        guard name.hasPrefix("pcmC"), name.hasSuffix(suffix) else { return false }
        let middle = name.dropFirst(4).dropLast()
        let parts = middle.split(separator: "D", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// `prefix` followed by one or more ASCII digits.
    static func isNumbered(_ name: String, prefix: String) -> Bool {
        name.hasPrefix(prefix) && name.count > prefix.count && name.dropFirst(prefix.count).allSatisfy { $0.isASCII && $0.isNumber }
    }
}
