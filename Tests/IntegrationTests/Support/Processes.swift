import Foundation
import Testing

/// Runs a command to completion and returns its standard output (standard error is kept apart).
@discardableResult
func run(_ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // The panel's commands read no system-wide dotfile unless a test names one: a package test
    // on the same machine may install /etc/xdg/statuspanel/config.toml for a while.
    if arguments.first == panelBinary && environment["XDG_CONFIG_DIRS"] == nil {
        process.environment?["XDG_CONFIG_DIRS"] = NSTemporaryDirectory() + "statuspanel-no-system-config"
    }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let input {
        let pipe = Pipe()
        process.standardInput = pipe
        try process.run()
        pipe.fileHandleForWriting.write(Data(input.utf8))
        try pipe.fileHandleForWriting.close()
    } else {
        process.standardInput = FileHandle.nullDevice
        try process.run()
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
