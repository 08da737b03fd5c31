import ArgumentParser
import PanelCore

/// `statuspanel status`: the device state once, as the panel would show it.
struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Print the device state once, as the panel would show it, and exit."
    )

    @Flag(name: .long, help: "Print one JSON object (see the README for its fields).")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Read the dotfile FILE (for the clock format and carrier label) instead of the one the panel would read.", valueName: "FILE"))
    var config: String?

    @OptionGroup var sysroot: SysrootOption

    func run() throws {
        let loaded = DotfileOption.load(named: config, quiet: true)
        let root = Sysroot(sysroot.resolved)
        // The real machine's routing rules and tables, for the VPN badge (a fixture sysroot
        // keeps them in files).
        let routing = root.isRealMachine ? RtnetlinkDump.takeOnce() : nil
        var contents = DeviceReader(sysroot: root, config: loaded.config, routing: routing).read(activity: false)
        // The desktops, the focused window and the keyboard, from $DISPLAY's X server.
        contents.show(DesktopSnapshot.read())
        // The media player and the notifications' pause, from the session bus.
        contents.show(SessionSnapshot.read())
        // The sound's level, from the sound server (libpulse loaded only when one answers) or
        // ALSA's mixer, as `volume.server` says.
        contents.volume = VolumeSnapshot.read(server: loaded.config[VolumeOptions.self].server)
        // The running panel's script items, when one runs on $DISPLAY (scripts run only there).
        let scripts = PanelClient.scriptReport()
        if json {
            print(ScriptReport.adding(scripts, to: StatusReport.json(contents)))
        } else {
            // A failed script item says why, on a line of its own.
            print(([StatusReport.line(contents)] + ScriptReport.lines(fromJSON: scripts ?? "{}")).joined(separator: "\n"))
        }
    }
}
