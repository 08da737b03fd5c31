import Foundation
import Testing

/// A private Xvfb server for one test, optionally with openbox, torn down on deinit.
final class XServer {
    let display: String
    let width: Int
    let height: Int
    private let server: Process
    private var children: [Process] = []

    /// Starts Xvfb on a free display number (Xvfb picks it and writes it to `-displayfd`).
    init(width: Int = 1280, height: Int = 720, dpi: Int? = nil) throws {
        self.width = width
        self.height = height
        let pipe = Pipe()
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var args = ["Xvfb", "-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        if let dpi { args += ["-dpi", "\(dpi)"] }
        server.arguments = args
        server.standardError = FileHandle.nullDevice
        server.standardOutput = FileHandle.nullDevice
        // -displayfd writes to fd 3: hand the pipe over as fd 3 through a shell.
        server.executableURL = URL(fileURLWithPath: "/bin/sh")
        server.arguments = ["-c", "exec " + args.joined(separator: " ") + " 3>&1 1>/dev/null"]
        server.standardOutput = pipe
        try server.run()
        var number = ""
        let handle = pipe.fileHandleForReading
        while !number.hasSuffix("\n") {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty { break }
            number += String(decoding: byte, as: UTF8.self)
        }
        let trimmed = number.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw XServerError.didNotStart }
        display = ":" + trimmed
    }

    deinit {
        for child in children.reversed() where child.isRunning {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
        }
        server.terminate()
        server.waitUntilExit()
    }

    /// Environment for clients of this server.
    var environment: [String: String] { ["DISPLAY": display] }

    /// Starts a client in the background; it is killed with the server.
    @discardableResult
    func spawn(_ arguments: [String], environment extra: [String: String] = [:], stderr: FileHandle? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment.merging(extra) { $1 }) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr ?? FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        children.append(process)
        return process
    }

    /// Starts openbox and waits until it manages the screen (`_NET_SUPPORTING_WM_CHECK` is set).
    func startOpenbox() throws {
        try spawn(["openbox", "--sm-disable"])
        let ready = try waitUntil(timeout: 15) { try rootProperty("_NET_SUPPORTING_WM_CHECK") != nil }
        guard ready else { throw XServerError.windowManagerDidNotStart }
    }

    /// Runs an X client to completion on this display.
    @discardableResult
    func client(_ arguments: [String]) throws -> String {
        try run(arguments, environment: environment).out
    }

    /// A root window property as xprop prints its value, or nil when unset.
    func rootProperty(_ name: String) throws -> String? {
        try property(of: "-root", name)
    }

    /// A property of `window` (an id like 0x200001, or "-root") as xprop prints its value.
    func property(of window: String, _ name: String) throws -> String? {
        let target = window == "-root" ? ["-root"] : ["-id", window]
        let out = try client(["xprop"] + target + [name])
        guard let range = out.range(of: " = ") ?? out.range(of: ":\n") else { return nil }
        if out.contains("not found") || out.contains("no such atom") { return nil }
        return String(out[range.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The ids of mapped or unmapped top-level windows whose WM_CLASS instance is `instance`.
    func windows(classInstance instance: String) throws -> [String] {
        let out = try client(["xwininfo", "-root", "-tree"])
        return out.split(separator: "\n").compactMap { line in
            guard line.contains("(\"\(instance)\" ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
    }

    /// Geometry and map state of a window, from xwininfo.
    func info(_ window: String) throws -> WindowInfo? {
        let out = try client(["xwininfo", "-id", window])
        func value(_ key: String) -> String? {
            out.split(separator: "\n").first { $0.contains(key) }.map { String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces) }
        }
        guard let x = value("Absolute upper-left X").flatMap(Int.init), let y = value("Absolute upper-left Y").flatMap(Int.init),
              let w = value("Width").flatMap(Int.init), let h = value("Height").flatMap(Int.init), let state = value("Map State")
        else { return nil }
        return WindowInfo(x: x, y: y, width: w, height: h, mapState: state)
    }

    /// The screen's pixels (via xwd and ImageMagick) as an RGB image.
    func screenshot() throws -> RGBImage {
        let path = NSTemporaryDirectory() + "statuspanel-shot-\(UUID().uuidString).ppm"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["sh", "-c", "xwd -root -silent | convert xwd:- -depth 8 ppm:" + path], environment: environment)
        guard result.status == 0, let data = FileManager.default.contents(atPath: path), let image = RGBImage(ppm: data) else {
            throw XServerError.screenshotFailed(result.err)
        }
        return image
    }
}

struct WindowInfo: Equatable {
    var x: Int, y: Int, width: Int, height: Int
    var mapState: String
}

enum XServerError: Error {
    case didNotStart, windowManagerDidNotStart
    case screenshotFailed(String)
}
