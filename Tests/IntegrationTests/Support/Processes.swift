import Foundation
import Testing

/// Starts children one at a time. Foundation's `Process` closes the test process's other
/// descriptors in the child from a list it makes before spawning, so a pipe that another test
/// opened meanwhile could leak into this child; a long-lived child (Xvfb, a panel) then held that
/// pipe's write end, and the other test's read of its output waited until the child exited (a
/// 15 s stall that failed a timing check in CI). Every spawn of the tests goes through here.
func spawnAlone<T>(_ body: () throws -> T) rethrows -> T {
    try spawnLock.withLock(body)
}

private let spawnLock = NSLock()

/// `pipe` with both ends closed on exec: only the child it is given to gets it (posix_spawn's
/// dup2 onto 0, 1 or 2 clears the flag on the copy), never another child started meanwhile.
func closedOnExec(_ pipe: Pipe) -> Pipe {
    for fd in [pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor] {
        _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
    }
    return pipe
}

/// Runs a command to completion and returns its standard output (standard error is kept apart).
@discardableResult
func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = childEnvironment.merging(environment) { $1 }
    // The panel's commands read no system-wide dotfile unless a test names one: a package test
    // on the same machine may install /etc/xdg/statuspanel/config.toml for a while.
    if arguments.first == panelBinary && environment["XDG_CONFIG_DIRS"] == nil {
        process.environment?["XDG_CONFIG_DIRS"] = NSTemporaryDirectory() + "statuspanel-no-system-config"
    }
    let (out, err, stdin) = try spawnAlone { () throws -> (Pipe, Pipe, Pipe?) in
        let out = closedOnExec(Pipe()), err = closedOnExec(Pipe())
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in closedOnExec(Pipe()) }
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        return (out, err, stdin)
    }
    if let input, let stdin {
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Polls `condition` every 20 ms until it holds or `timeout` seconds pass; returns whether it held.
func waitUntil(timeout: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if try condition() { return true }
        usleep(20_000)
    } while Date() < deadline
    return try condition()
}

/// Like ``waitUntil(timeout:_:)`` for a value: the first non-nil result, or nil at the deadline.
func waitFor<T>(timeout: Double = 10, _ produce: () throws -> T?) rethrows -> T? {
    let deadline = Date().addingTimeInterval(timeout)
    repeat {
        if let value = try produce() { return value }
        usleep(20_000)
    } while Date() < deadline
    return try produce()
}

/// Screenshot pixels once they settle: the first that `accept` takes and that are the same as the
/// screenshot just before them (a frame on the way, such as a crossfade's, is not the result);
/// nil at the deadline.
func waitForSettled(timeout: Double = 10, _ shoot: () throws -> [UInt8], accept: ([UInt8]) -> Bool = { _ in true }) rethrows -> [UInt8]? {
    var last: [UInt8]?
    return try waitFor(timeout: timeout) { () -> [UInt8]? in
        let pixels = try shoot()
        defer { last = pixels }
        return pixels == last && accept(pixels) ? pixels : nil
    }
}

/// Whether `pixels` hold drawn ink: more values than the root's two-value weave shows under a
/// window not painted yet.
func isInked(_ pixels: [UInt8]) -> Bool { Set(pixels).count > 4 }

/// The package's root folder (this file is Tests/IntegrationTests/Support/Processes.swift).
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
}()

/// The statuspanel binary under test: `$STATUSPANEL_BIN`, else the debug build next to the tests.
let panelBinary: String = {
    if let bin = ProcessInfo.processInfo.environment["STATUSPANEL_BIN"] { return bin }
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var dir = testBinary.deletingLastPathComponent()
    while dir.path != "/" {
        let candidate = dir.appendingPathComponent("statuspanel").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        dir.deleteLastPathComponent()
    }
    return packageRoot + "/.build/debug/statuspanel"
}()

/// A sysroot fixture shared with the unit tests.
func fixtureSysroot(_ name: String) -> String {
    packageRoot + "/Tests/PanelCoreTests/Fixtures/sysroots/" + name
}

extension Process {
    /// Sends `signal` while the process runs, and nothing once it has ended: its pid may belong
    /// to another program by then (pids here go to 32768 and come round again within minutes
    /// while the suite runs; a stale kill once took another test's window manager).
    func signal(_ signal: Int32) {
        if isRunning { kill(processIdentifier, signal) }
    }
}
