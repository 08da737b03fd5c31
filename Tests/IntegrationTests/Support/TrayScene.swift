import Foundation
import Testing

/// A panel with the system tray and real tray applications (`yad --notification`, `cbatticon`)
/// on one Xvfb, and what the X server says about their icons.
final class TrayScene {
    let server: XServer
    let panel: PanelProcess
    let dock: String
    let home: DotfileHome
    private(set) var apps: [Process] = []
    /// A 32x32 PNG: a red disc on transparency, which yad scales to the tray's size.
    let iconPath: String

    /// One docked icon, as xwininfo reports it (absolute position).
    struct Icon: Equatable {
        var id: String
        var name: String
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    init(dotfile: String = "", server: XServer? = nil, openbox: Bool = false) throws {
        home = try DotfileHome(dotfile)
        self.server = try server ?? XServer()
        if openbox { try self.server.startOpenbox() }
        iconPath = NSTemporaryDirectory() + "statuspanel-tray-icon-\(UUID().uuidString).png"
        let made = try run(["convert", "-size", "32x32", "xc:none", "-fill", "#ff0000", "-draw", "circle 16,16 16,5", iconPath])
        #expect(made.status == 0, "convert: \(made.err)")
        panel = try PanelProcess(on: self.server, environment: home.environment, logsFrames: true)
        dock = try #require(try panel.waitForStrip(), "no strip; stderr: \(panel.stderr)")
    }

    deinit {
        for app in apps where app.isRunning { app.signal(SIGKILL) }
        try? FileManager.default.removeItem(atPath: iconPath)
    }

    /// Starts `yad --notification` with the red disc (named `name` in its tooltip).
    @discardableResult
    func startYad() throws -> Process {
        try start(["yad", "--notification", "--image=\(iconPath)", "--text=statuspanel test"])
    }

    @discardableResult
    func start(_ arguments: [String]) throws -> Process {
        // No accessibility bus or D-Bus session to wait for under the test's Xvfb.
        let app = try server.spawn(arguments, environment: ["NO_AT_BRIDGE": "1", "GDK_BACKEND": "x11"],
                                   stdout: FileHandle.nullDevice, stderr: FileHandle.nullDevice)
        apps.append(app)
        return app
    }

    /// The application windows inside the strip (the icons), from `xwininfo -tree` of the dock.
    func icons(in window: String? = nil) throws -> [Icon] {
        let tree = try server.client(["xwininfo", "-id", window ?? dock, "-tree"]).split(separator: "\n")
        return tree.compactMap { line -> Icon? in
            // `     0x400003 "YAD": ("yad" "Yad")  16x16+0+0  +1256+4`
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("0x"), !text.contains("(has no name)"), let quote = text.firstIndex(of: "\"") else { return nil }
            let fields = text.split(separator: " ")
            guard let absolute = fields.last, let size = fields.dropLast().last else { return nil }
            let wh = size.split(separator: "+")[0].split(separator: "x").compactMap { Int($0) }
            let xy = absolute.split(separator: "+").compactMap { Int($0) }
            guard wh.count == 2, xy.count == 2 else { return nil }
            let name = text[text.index(after: quote)...].prefix { $0 != "\"" }
            return Icon(id: String(fields[0]), name: String(name), x: xy[0], y: xy[1], width: wh[0], height: wh[1])
        }
    }

    /// Waits until `count` icons are placed in the strip (a wrapper not yet placed is at 0,0, off
    /// the strip's padding); nil after `timeout`.
    func waitForIcons(_ count: Int, in window: String? = nil, timeout: Double = 15) throws -> [Icon]? {
        try waitFor(timeout: timeout) {
            let found = try icons(in: window)
            return found.count == count && found.allSatisfy({ $0.x > 0 && $0.y > 0 }) ? found : nil
        }
    }

    /// The id of `window`'s parent.
    func parent(of window: String) throws -> String? {
        let out = try server.client(["xwininfo", "-id", window, "-children"])
        return out.split(separator: "\n").first { $0.contains("Parent window id:") }
            .flatMap { $0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) }
    }

    /// The root window's id.
    func root() throws -> String? {
        try server.client(["xwininfo", "-root"]).split(separator: "\n").first { $0.contains("Window id:") }
            .flatMap { $0.split(separator: ":")[2].trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init) }
    }
}
