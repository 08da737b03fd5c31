import Foundation

/// A real MPRIS player for one test: mpv with mpv-mpris, on a private session bus, playing two
/// generated tracks (sine tones in WAV files whose RIFF INFO tags give the title and artist) to
/// the null audio output, in a loop. `playerctl` checks what the panel asked of it.
final class MediaPlayerProcess {
    let process: Process
    let bus: SessionBus
    private let folder = NSTemporaryDirectory() + "statuspanel-mpv-\(UUID().uuidString)"

    /// The tracks, in order: (title, artist).
    static let tracks = [("Sine A", "Tone Band"), ("Sine B", "Other Band")]

    init(on server: XServer, bus: SessionBus) throws {
        self.bus = bus
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for (i, track) in Self.tracks.enumerated() {
            let path = folder + "/track\(i).wav"
            try Self.wav(seconds: 120, frequency: 440 * Double(i + 1), title: track.0, artist: track.1).write(to: URL(fileURLWithPath: path))
            files.append(path)
        }
        process = try server.spawn(["mpv", "--no-config", "--script=/usr/lib/mpv-mpris/mpris.so", "--ao=null", "--vo=null",
                                    "--no-terminal", "--loop-playlist=inf"] + files, environment: bus.environment)
    }

    deinit {
        if process.isRunning { process.signal(SIGKILL) }
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `playerctl ARGUMENTS` on the bus; its output, trimmed.
    func playerctl(_ arguments: [String]) throws -> String {
        try run(["playerctl", "--player=mpv"] + arguments, environment: bus.environment).out.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `Playing`, `Paused` or `Stopped`; empty while no player answers.
    func status() throws -> String { try playerctl(["status"]) }

    /// The title playerctl reads.
    func title() throws -> String { try playerctl(["metadata", "title"]) }

    /// A mono 8 kHz 16-bit WAV of a sine, with a LIST INFO chunk naming its title (INAM) and artist (IART).
    static func wav(seconds: Int, frequency: Double, title: String, artist: String) -> Data {
        let rate = 8000, samples = rate * seconds
        func le32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        func le16(_ v: Int) -> [UInt8] { (0..<2).map { UInt8((v >> (8 * $0)) & 0xFF) } }
        func chunk(_ id: String, _ body: [UInt8]) -> [UInt8] {
            Array(id.utf8) + le32(body.count) + body + (body.count % 2 == 1 ? [0] : [])
        }
        let format = le16(1) + le16(1) + le32(rate) + le32(rate * 2) + le16(2) + le16(16)
        let info = Array("INFO".utf8) + chunk("INAM", Array(title.utf8) + [0]) + chunk("IART", Array(artist.utf8) + [0])
        var pcm = [UInt8]()
        pcm.reserveCapacity(samples * 2)
        for n in 0..<samples {
            let value = Int(sin(2 * Double.pi * frequency * Double(n) / Double(rate)) * 8000)
            pcm += le16(value & 0xFFFF)
        }
        let body = Array("WAVE".utf8) + chunk("fmt ", format) + chunk("LIST", info) + chunk("data", pcm)
        return Data(chunk("RIFF", body))
    }
}
