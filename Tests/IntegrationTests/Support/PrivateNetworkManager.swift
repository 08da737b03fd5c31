import Foundation

/// NetworkManager on a private system bus for one test, for apps that need it there (nm-applet):
/// a `dbus-daemon` with a system bus's type and an open policy, and `NetworkManager --no-daemon`
/// on it with every device unmanaged, no DNS and no polkit, so it changes nothing on the machine.
/// NetworkManager runs only as root; ``available`` says whether one can start.
final class PrivateNetworkManager {
    static let binary = "/usr/sbin/NetworkManager"
    /// Root and NetworkManager installed.
    static var available: Bool { getuid() == 0 && FileManager.default.isExecutableFile(atPath: binary) }

    let folder = NSTemporaryDirectory() + "statuspanel-nm-\(UUID().uuidString)"
    private var bus: Process?
    private var manager: Process?
    /// The bus's address, for `DBUS_SYSTEM_BUS_ADDRESS`.
    var address: String { "unix:path=\(folder)/system_bus" }
    var environment: [String: String] { ["DBUS_SYSTEM_BUS_ADDRESS": address] }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder + "/connections", withIntermediateDirectories: true)
        try SessionBus.configuration(type: "system", listen: "unix:path=\(folder)/system_bus").write(toFile: folder + "/bus.conf", atomically: true, encoding: .utf8)
        try """
        [main]
        plugins=keyfile
        auth-polkit=false
        no-auto-default=*
        dns=none
        rc-manager=unmanaged
        [keyfile]
        unmanaged-devices=*
        path=\(folder)/connections
        """.write(toFile: folder + "/nm.conf", atomically: true, encoding: .utf8)
        bus = try Self.start(["dbus-daemon", "--config-file=\(folder)/bus.conf", "--nofork", "--nopidfile"], environment: [:])
        guard waitUntil(timeout: 5, { FileManager.default.fileExists(atPath: "\(self.folder)/system_bus") }) else {
            throw PrivateNetworkManagerError.noBus
        }
        manager = try Self.start([Self.binary, "--no-daemon", "--config=\(folder)/nm.conf", "--state-file=\(folder)/state",
                                  "--pid-file=\(folder)/nm.pid"], environment: environment)
        guard waitUntil(timeout: 10, { (try? self.property("State")) != nil }) else { throw PrivateNetworkManagerError.noManager }
    }

    deinit {
        for process in [manager, bus].compactMap({ $0 }) {
            process.terminate()
            if !waitUntil(timeout: 5, { !process.isRunning }) { process.signal(SIGKILL) }
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func start(_ arguments: [String], environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try spawnAlone { try process.run() }
        return process
    }

    /// A property of `org.freedesktop.NetworkManager` as busctl prints it (`b true`), or nil.
    func property(_ name: String) throws -> String? {
        let result = try run(["busctl", "--address=\(address)", "get-property", "org.freedesktop.NetworkManager",
                              "/org/freedesktop/NetworkManager", "org.freedesktop.NetworkManager", name])
        return result.status == 0 ? result.out.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }
}

enum PrivateNetworkManagerError: Error { case noBus, noManager }
