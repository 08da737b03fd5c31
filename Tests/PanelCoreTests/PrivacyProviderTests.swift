#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PanelCore

/// The microphone and the camera behind the privacy dot, read from fixture sysroots.
@Suite struct PrivacyProviderTests {
    /// Each fixture through the whole reader: the JSON's new fields, the plain line's words
    /// and the dot.
    @Test(arguments: [
        ("privacy-capture-running", "true", "null", "microphone in use by arecord", PrivacyDot.microphone),
        ("privacy-capture-closed", "false", "null", nil, nil),
        ("privacy-capture-stopped", "false", "null", nil, nil),
        ("privacy-capture-garbled", "false", "null", nil, nil),
        ("privacy-camera-held", "false", "true", "camera in use by cheese", .camera),
        ("privacy-camera-and-microphone", "true", "true", "camera in use by zoom  microphone in use by pipewire", .camera),
        ("privacy-camera-idle", "null", "false", nil, nil),
        ("laptop-one-battery", "null", "null", nil, nil),
        ("no-such-sysroot", "null", "null", nil, nil),
    ] as [(String, String, String, String?, PrivacyDot?)])
    func readsFixture(fixture: String, microphone: String, camera: String, words: String?, dot: PrivacyDot?) {
        let state = DeviceReader(sysroot: Fixtures.sysroot(fixture)).read(activity: false, time: 0)
        #expect(StatusReport.json(state).contains(#""bluetooth": null, "microphone": \#(microphone), "camera": \#(camera), "#))
        let line = StatusReport.line(state)
        if let words { #expect(line.contains("  " + words + "  "), "\(line)") }
        #expect(line.contains("in use") == (words != nil))
        #expect(PrivacyDot.shown(for: state.privacy) == dot)
    }

    @Test func readsEveryCaptureSubstreamAndOnlyThose() {
        let subs = MicrophoneProvider(sysroot: Fixtures.sysroot("privacy-capture-garbled")).substreams()
        // The playback substream (pcm0p) and the card's alias (PCH -> card0) are not read.
        #expect(subs == [.init(name: "card0/pcm0c/sub0", status: nil), .init(name: "card0/pcm1c/sub0", status: nil)])
        let running = MicrophoneProvider(sysroot: Fixtures.sysroot("privacy-capture-running")).read()
        #expect(running == DeviceUse(inUse: true, users: ["arecord"], open: true))
    }

    /// A sound server keeps the device open, stopped: not in use, but open (so it is looked at
    /// again until it closes); a closed one is neither.
    @Test func aStoppedStreamIsOpenButNotInUse() {
        let stopped = MicrophoneProvider(sysroot: Fixtures.sysroot("privacy-capture-stopped")).read()
        #expect(stopped == DeviceUse(inUse: false, users: [], open: true))
        let closed = MicrophoneProvider(sysroot: Fixtures.sysroot("privacy-capture-closed")).read()
        #expect(closed == DeviceUse(inUse: false, users: [], open: false))
        let garbled = MicrophoneProvider(sysroot: Fixtures.sysroot("privacy-capture-garbled")).read()
        #expect(garbled == DeviceUse(inUse: false, users: [], open: false))
    }

    @Test func parsesStatusFiles() {
        #expect(MicrophoneProvider.parseStatus("closed\n") == .closed)
        #expect(MicrophoneProvider.parseStatus("state: RUNNING\nowner_pid   : 4242\ntrigger_time: 1.5\n")
            == .open(state: "RUNNING", ownerPID: 4242))
        #expect(MicrophoneProvider.parseStatus("state: PREPARED\n") == .open(state: "PREPARED", ownerPID: nil))
        #expect(MicrophoneProvider.parseStatus("state: RUNNING\r\nowner_pid: -1\r\n") == .open(state: "RUNNING", ownerPID: nil))
        #expect(MicrophoneProvider.parseStatus("state: running now\n") == nil)
        #expect(MicrophoneProvider.parseStatus("owner_pid: 3\n") == nil)
        #expect(MicrophoneProvider.parseStatus("") == nil)
        #expect(MicrophoneProvider.parseStatus("\u{0}\u{1}") == nil)
        #expect(MicrophoneProvider.SubstreamStatus.open(state: "RUNNING", ownerPID: nil).isRunning)
        #expect(!MicrophoneProvider.SubstreamStatus.open(state: "XRUN", ownerPID: 1).isRunning)
        #expect(!MicrophoneProvider.SubstreamStatus.closed.isRunning)
    }

    @Test func namesNodesAndFolders() {
        #expect(MicrophoneProvider.isCaptureNode("pcmC0D0c"))
        #expect(MicrophoneProvider.isCaptureNode("pcmC12D3c"))
        #expect(!MicrophoneProvider.isCaptureNode("pcmC0D0p"))
        #expect(!MicrophoneProvider.isCaptureNode("pcmCD0c"))
        #expect(!MicrophoneProvider.isCaptureNode("pcmC0c"))
        #expect(!MicrophoneProvider.isCaptureNode("controlC0"))
        #expect(MicrophoneProvider.isCaptureFolder("pcm0c"))
        #expect(!MicrophoneProvider.isCaptureFolder("pcm0p"))
        #expect(!MicrophoneProvider.isCaptureFolder("pcmc"))
        #expect(CameraProvider.isCameraNode("video0"))
        #expect(CameraProvider.isCameraNode("video17"))
        #expect(!CameraProvider.isCameraNode("video"))
        #expect(!CameraProvider.isCameraNode("video0a"))
        #expect(!CameraProvider.isCameraNode("vhci"))
        #expect(CameraProvider.pid("4242") == 4242)
        #expect(CameraProvider.pid("self") == nil)
        #expect(CameraProvider.pid("0") == nil)
    }

    /// Only links naming a node this machine has count; processes whose descriptors cannot be
    /// listed, and `proc` entries that are not processes, are skipped.
    @Test func holdersAreTheProcessesLinkingANode() {
        let camera = CameraProvider(sysroot: Fixtures.sysroot("privacy-camera-held"))
        #expect(camera.nodes() == ["video0", "video1"])
        #expect(camera.holders(of: ["/dev/video0", "/dev/video1"]) == [5151])
        #expect(camera.holders(of: ["/dev/video9"]) == [6000])
        #expect(camera.read() == DeviceUse(inUse: true, users: ["cheese"]))
    }

    @Test func namesProcesses() {
        let names = ProcessNames(sysroot: Fixtures.sysroot("privacy-camera-held"))
        #expect(names.names(of: [6000, 5151, 5151, 99999]) == ["cheese", "firefox"])
        #expect(ProcessNames.parseComm("pipewire\n") == "pipewire")
        #expect(ProcessNames.parseComm("\n") == nil)
        #expect(ProcessNames.parseComm("a\u{1}b") == nil)
    }

    @Test func theLineNamesTheUsers() {
        #expect(StatusReport.useText("camera", DeviceUse(inUse: true, users: ["cheese", "obs"])) == "camera in use by cheese, obs")
        #expect(StatusReport.useText("microphone", DeviceUse(inUse: true)) == "microphone in use")
    }

    /// An open or close event reads the microphone, the camera and playback again, keeping the rest.
    @Test func theEventReadKeepsEverythingElse() {
        let reader = DeviceReader(sysroot: Fixtures.sysroot("privacy-camera-and-microphone"))
        let previous = ItemContents(time: "09:00", carrier: "old", network: nil, battery: nil, activity: true, bluetooth: .on)
        var expected = previous
        expected.privacy.microphone = DeviceUse(inUse: true, users: ["pipewire"], open: true)
        expected.privacy.camera = DeviceUse(inUse: true, users: ["zoom"])
        expected.playback = DeviceUse(inUse: false, open: false)
        #expect(reader.readDeviceUse(from: previous) == expected)
        // The minute keeps them.
        #expect(reader.readOnTheMinute(from: expected, time: 0).privacy.microphone == expected.privacy.microphone)
        #expect(reader.readOnTheMinute(from: expected, time: 0).privacy.camera == expected.privacy.camera)
    }

    /// A camera plugged in, and a capture device appearing: the tree changes under the reader,
    /// and the folders' watches say so.
    @Test func aDeviceAppearing() throws {
        var template = Array("/tmp/statuspanel-privacy-XXXXXX".utf8CString)
        let root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        defer { _ = system("rm -rf '\(root)'") }
        for folder in ["dev", "dev/snd", "proc", "proc/asound", "proc/asound/card1", "proc/asound/card1/pcm0c",
                       "proc/asound/card1/pcm0c/sub0", "proc/31/", "proc/31/fd"] {
            #expect(mkdir(root + "/" + folder, 0o755) == 0)
        }
        let sysroot = Sysroot(root)
        var reader = DeviceReader(sysroot: sysroot).read(activity: false, time: 0)
        // A card folder with a capture device but no status yet: the device exists, silent.
        #expect(reader.privacy.microphone == DeviceUse(inUse: false, open: false))
        #expect(reader.privacy.camera == nil)

        func write(_ relative: String, _ text: String) {
            let fd = open(root + "/" + relative, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            precondition(fd >= 0)
            _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
            close(fd)
        }
        write("dev/video0", "")
        #expect(DeviceUseWatchRole.deviceFolder.meaning(name: "video0", mask: UInt32(IN_CREATE)) == (true, true))
        reader = DeviceReader(sysroot: sysroot).readDeviceUse(from: reader)
        #expect(reader.privacy.camera == DeviceUse(inUse: false))

        write("proc/31/comm", "cheese\n")
        #expect(symlink("/dev/video0", root + "/proc/31/fd/5") == 0)
        write("proc/asound/card1/pcm0c/sub0/status", "state: RUNNING\nowner_pid   : 31\n")
        reader = DeviceReader(sysroot: sysroot).readDeviceUse(from: reader)
        #expect(reader.privacy.camera == DeviceUse(inUse: true, users: ["cheese"]))
        #expect(reader.privacy.microphone == DeviceUse(inUse: true, users: ["cheese"], open: true))
        #expect(StatusReport.line(reader).contains("camera in use by cheese  microphone in use by cheese"))
    }
}

/// Which inotify events on the capture and camera nodes count.
@Suite struct DeviceUseWatchRoleTests {
    @Test func opensAndClosesOfANodeCount() {
        for mask in [IN_OPEN, IN_CLOSE_NOWRITE, IN_CLOSE_WRITE] {
            #expect(DeviceUseWatchRole.node.meaning(name: "", mask: UInt32(mask)) == (true, false))
        }
        #expect(DeviceUseWatchRole.node.mask & UInt32(IN_OPEN | IN_CLOSE) == UInt32(IN_OPEN | IN_CLOSE))
        // Reads and writes of a stream are not asked for: a recording wakes nothing by itself.
        #expect(DeviceUseWatchRole.node.mask & UInt32(IN_ACCESS | IN_MODIFY) == 0)
    }

    /// The folders never ask for opens: `/dev/null` is opened all day.
    @Test func foldersAskForNodesComingAndGoingOnly() {
        for role in [DeviceUseWatchRole.deviceFolder, .soundFolder] {
            #expect(role.mask & UInt32(IN_OPEN | IN_CLOSE | IN_ACCESS) == 0)
            #expect(role.mask & UInt32(IN_CREATE | IN_DELETE) == UInt32(IN_CREATE | IN_DELETE))
        }
    }

    @Test func hotplugCountsAndRearms() {
        #expect(DeviceUseWatchRole.deviceFolder.meaning(name: "video2", mask: UInt32(IN_CREATE)) == (true, true))
        #expect(DeviceUseWatchRole.deviceFolder.meaning(name: "snd", mask: UInt32(IN_CREATE | IN_ISDIR)) == (true, true))
        #expect(DeviceUseWatchRole.soundFolder.meaning(name: "pcmC1D0c", mask: UInt32(IN_CREATE)) == (true, true))
        #expect(DeviceUseWatchRole.soundFolder.meaning(name: "pcmC1D0c", mask: UInt32(IN_DELETE)) == (true, true))
    }

    @Test func otherEntriesDoNotCount() {
        #expect(DeviceUseWatchRole.deviceFolder.meaning(name: "ttyS0", mask: UInt32(IN_CREATE)) == (false, false))
        #expect(DeviceUseWatchRole.deviceFolder.meaning(name: "pcmC0D0c", mask: UInt32(IN_CREATE)) == (false, false))
        // A playback node counts (the playback item), a control node does not.
        #expect(DeviceUseWatchRole.soundFolder.meaning(name: "pcmC0D0p", mask: UInt32(IN_CREATE)) == (true, true))
        #expect(DeviceUseWatchRole.soundFolder.meaning(name: "controlC0", mask: UInt32(IN_CREATE)) == (false, false))
    }

    @Test func aWatchedObjectGoingRearms() {
        #expect(DeviceUseWatchRole.node.meaning(name: "", mask: UInt32(IN_IGNORED)) == (true, true))
        #expect(DeviceUseWatchRole.soundFolder.meaning(name: "", mask: UInt32(IN_DELETE_SELF)) == (true, true))
    }
}

/// When the microphone and the camera are looked at again.
@Suite struct DeviceUseTimingTests {
    @Test func soonAfterAnEventThenOnlyWhileOpen() {
        #expect(PanelTiming.nextDeviceUseCheck(after: 10, woken: true, deviceOpen: false) == 10 + PanelTiming.deviceUseSettleTime)
        #expect(PanelTiming.nextDeviceUseCheck(after: 10, woken: true, deviceOpen: true) == 10 + PanelTiming.deviceUseSettleTime)
        #expect(PanelTiming.nextDeviceUseCheck(after: 10, woken: false, deviceOpen: true) == 10 + PanelTiming.captureRecheckInterval)
        // Nothing open: no timer at all, so an idle panel never wakes for the dot.
        #expect(PanelTiming.nextDeviceUseCheck(after: 10, woken: false, deviceOpen: false) == nil)
    }

    /// The issue's bounds, as the loop follows the schedule: after an open the dot is read within
    /// 1 s; while the device stays open it is read at least every 2 s (a stream that stops
    /// without closing its device is seen within that); after the close, within 1 s, and then no
    /// more checks at all.
    @Test func theScheduleMeetsTheIssuesBounds() throws {
        // The device opens at 0 and closes at 9.5; an event wakes the panel at each.
        let events: [(time: Double, open: Bool)] = [(0, true), (9.5, false)]
        var checks: [Double] = []
        var open = false
        var next: Double? = nil
        for event in events {
            while let due = next, due < event.time {
                checks.append(due)
                next = PanelTiming.nextDeviceUseCheck(after: due, woken: false, deviceOpen: open)
            }
            open = event.open
            next = PanelTiming.nextDeviceUseCheck(after: event.time, woken: true, deviceOpen: open)
            let first = try #require(next, "no check after the event at \(event.time)")
            #expect(first - event.time < 1, "the check after the event at \(event.time) comes \(first - event.time) s later")
        }
        while let due = next, due < 100 {
            checks.append(due)
            next = PanelTiming.nextDeviceUseCheck(after: due, woken: false, deviceOpen: open)
        }
        #expect(next == nil, "checks go on after the close")
        let whileOpen = [0.0] + checks.filter { $0 < 9.5 } + [9.5]
        let gaps = zip(whileOpen, whileOpen.dropFirst()).map { $1 - $0 }
        #expect(!gaps.isEmpty && gaps.allSatisfy { $0 <= 2 }, "gaps while open: \(gaps)")
        #expect(checks.filter { $0 > 9.5 }.count == 1, "one look after the close: \(checks)")
    }

    @Test func anEventBringsALaterCheckForward() {
        var table = TimerTable()
        table[.loop(.deviceUse)] = 11
        table.armNoLaterThan(.loop(.deviceUse), at: 10.25)
        #expect(table[.loop(.deviceUse)] == 10.25)
        table.armNoLaterThan(.loop(.deviceUse), at: 10.5)
        #expect(table[.loop(.deviceUse)] == 10.25)
        var empty = TimerTable()
        empty.armNoLaterThan(.loop(.deviceUse), at: 3)
        #expect(empty[.loop(.deviceUse)] == 3)
    }
}

/// The dot in the strip.
@Suite struct PrivacyStripLayoutTests {
    let base = ItemContents(time: "14:05", carrier: "kiosk-7", network: NetworkState(kind: .ethernet, interface: "eth0"),
                           battery: BatteryState(percent: 42, state: .discharging), activity: false)
    let layout = {
        var layout = StripLayout(items: PanelConfig.Items(), scale: 1)
        layout.options[BatteryOptions.self].percent = false
        return layout
    }()
    let theme = Theme.resolve(PanelConfig.Style())

    func dots(_ state: ItemContents, scale: Double = 1, height: Int = 24) -> [(x: Int, y: Int, color: Color)] {
        var layout = layout
        layout.scale = scale
        return layout.layout(state, theme: theme, width: 1280, height: height, text: FixedWidthText()).commands.compactMap {
            if case .glyph(.privacyDot, let x, let y, let c) = $0 { return (x, y, c) } else { return nil }
        }
    }

    @Test func noDotWhileNothingIsInUse() {
        var s = base
        s.privacy.microphone = DeviceUse(inUse: false, open: true)
        s.privacy.camera = DeviceUse(inUse: false)
        #expect(dots(base).isEmpty)
        #expect(dots(s).isEmpty)
    }

    @Test func orangeForTheMicrophoneGreenForTheCamera() {
        var s = base
        s.privacy.microphone = DeviceUse(inUse: true)
        #expect(dots(s).map(\.color) == [theme.privacyMicrophone])
        s.privacy.camera = DeviceUse(inUse: true)
        #expect(dots(s).map(\.color) == [theme.privacyCamera])
        s.privacy.microphone = DeviceUse(inUse: false)
        #expect(dots(s).map(\.color) == [theme.privacyCamera])
    }

    /// About 6 points, vertically centred, first of the right group (before the battery).
    @Test func aSmallCentredDotBeforeTheOtherRightItems() {
        var s = base
        s.privacy.camera = DeviceUse(inUse: true)
        let dot = dots(s)
        #expect(dot.count == 1)
        #expect(Glyph.privacyDot.pixelSize(scale: 1) == (6, 6))
        #expect(dot[0].y == 9)
        // battery 25 wide at the right padding, the 7-point gap, the dot 6 wide.
        #expect(dot[0].x == 1280 - 8 - 25 - 7 - 6)
        #expect(dots(s, scale: 2, height: 48)[0].y == 18)
        // The mask is a filled disc: its centre fully covered, its corners not.
        let mask = Glyph.privacyDot.mask(scale: 1)
        #expect(mask.pixels[3 * mask.width + 3] == 255)
        #expect(mask.pixels[0] < 64)
    }

    @Test func theDefaultRightGroupStartsWithTheDot() {
        #expect(PanelConfig.Items().right == [.privacy, .tray, .activity, .bluetooth, .battery])
    }
}
