import Testing
@testable import PanelCore

/// The CPU, memory, disk and temperature items' providers, read from fixture sysroots.
@Suite struct MachineProvidersTests {
    @Test func cpuFirstReadingIsTheShareSinceBoot() throws {
        let state = try #require(CPUProvider(sysroot: Fixtures.sysroot("machine-desktop")).read())
        // 10000+500+3000+80000+1500+200 = 95200 ticks, 81500 idle or waiting.
        #expect(state.times == CPUTimes(total: 95_200, idle: 81_500))
        #expect(state.percent == 14)
    }

    @Test func cpuShareIsBetweenReadings() {
        let earlier = CPUTimes(total: 1000, idle: 900)
        #expect(CPUProvider.percent(CPUTimes(total: 1200, idle: 950), since: earlier) == 75)
        #expect(CPUProvider.percent(CPUTimes(total: 1200, idle: 1100), since: earlier) == 0)
        // No time passed, or the counters went back (a new boot under a kept state): since boot.
        #expect(CPUProvider.percent(CPUTimes(total: 1000, idle: 900), since: earlier) == 10)
        #expect(CPUProvider.percent(CPUTimes(total: 500, idle: 250), since: earlier) == 50)
        #expect(CPUProvider.percent(CPUTimes(total: 0, idle: 0), since: nil) == nil)
    }

    @Test(arguments: ["", "cpu\n", "cpu  1 2 3\n", "cpu  1 2 x 4\n", "cpu0 1 2 3 4\n", "cpu  99999999999999999999 1 1 1\n",
                      "cpu  18446744073709551615 18446744073709551615 1 1\n"])
    func cpuGarbledReadsUnknown(text: String) {
        #expect(CPUProvider.parse(text) == nil)
    }

    @Test func memoryIsWhatIsNotAvailable() throws {
        let memory = try #require(MemoryProvider(sysroot: Fixtures.sysroot("machine-desktop")).read())
        #expect(memory == MemoryState(percent: 38, used: 6_000_000 * 1024, total: 16_000_000 * 1024))
    }

    @Test(arguments: ["", "MemTotal: 100 kB\n", "MemTotal: 0 kB\nMemAvailable: 0 kB\n", "MemTotal: 10 kB\nMemAvailable: 20 kB\n",
                      "MemTotal: x kB\nMemAvailable: 1 kB\n"])
    func memoryGarbledReadsUnknown(text: String) {
        #expect(MemoryProvider.parse(text) == nil)
    }

    @Test func diskFollowsTheMountTable() throws {
        let sysroot = Fixtures.sysroot("machine-desktop")
        let disk = try #require(DiskProvider(sysroot: sysroot, mounts: ["/", "/home", "/media/my disk", "/mnt/usb"]).read())
        #expect(disk.map(\.mount) == ["/", "/home", "/media/my disk", "/mnt/usb"])
        // The root and the disk with a space in its name are asked (the fixture tree's own file system).
        #expect((0...100).contains(try #require(disk[0].percent)))
        #expect((0...100).contains(try #require(disk[2].percent)))
        // NFS is never asked; /mnt/usb is not mounted.
        #expect(disk[1].percent == nil)
        #expect(disk[3].percent == nil)
    }

    @Test func diskGarbledOrMissingTable() throws {
        let garbled = try #require(DiskProvider(sysroot: Fixtures.sysroot("machine-garbled"), mounts: ["/"]).read())
        #expect(garbled == [DiskUsage(mount: "/", percent: nil)])
        #expect(DiskProvider(sysroot: Fixtures.sysroot("garbage-empty"), mounts: ["/"]).read() == nil)
    }

    @Test func diskPercentIsDfs() {
        // 1000 blocks, 400 free of which 300 for users: 600 used of 900 → 66.7, rounded up.
        #expect(DiskProvider.percent(blocks: 1000, free: 400, available: 300) == 67)
        #expect(DiskProvider.percent(blocks: 1000, free: 1000, available: 1000) == 0)
        #expect(DiskProvider.percent(blocks: 0, free: 0, available: 0) == nil)
        #expect(DiskProvider.percent(blocks: 10, free: 20, available: 5) == nil)
    }

    @Test func mountInfoUnescapesAndTakesTheLastMount() {
        let table = DiskProvider.parseMountInfo("""
            22 1 8:2 / / rw - ext4 /dev/sda2 rw
            41 22 8:3 / /media/a\\040b\\134c rw shared:1 - vfat /dev/sdb1 rw
            50 22 0:9 / / rw - overlay overlay rw
            bad
            """)
        #expect(table == ["/": "overlay", "/media/a b\\c": "vfat"])
    }

    @Test(arguments: [
        ("machine-desktop", nil, 52),        // coretemp's package, not its first core nor acpitz
        ("machine-desktop", "acpitz", 40),   // named: the hwmon called acpitz
        ("machine-thermal-zones", nil, 62),  // the package's zone before the first zone
        ("machine-thermal-zones", "acpitz", 38),
        ("machine-desktop", "nvme", nil),    // named but absent
        ("machine-garbled", nil, nil),       // "hot" and -273 °C
        ("garbage-empty", nil, nil),
    ] as [(String, String?, Int?)])
    func temperaturePicksTheProcessorsSensor(fixture: String, sensor: String?, celsius: Int?) {
        #expect(TemperatureProvider(sysroot: Fixtures.sysroot(fixture), sensor: sensor).read()?.celsius == celsius)
    }

    @Test func garbledFilesReadAsUnknownInTheReport() {
        let state = DeviceReader(sysroot: Fixtures.sysroot("machine-garbled"), config: placingAll()).read(activity: false)
        #expect(StatusReport.json(state).hasSuffix(#""cpu": null, "memory": null, "disk": [{"mount": "/", "percent": null}], "temperature": null, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#))
    }

    @Test func desktopInTheReport() {
        var config = placingAll()
        config[DiskOptions.self].mounts = ["/home"]
        let state = DeviceReader(sysroot: Fixtures.sysroot("machine-desktop"), config: config).read(activity: false)
        #expect(StatusReport.json(state).hasSuffix(
            #""cpu": {"percent": 14}, "memory": {"percent": 38, "used": 6144000000, "total": 16384000000}, "disk": [{"mount": "/home", "percent": null}], "temperature": {"celsius": 52}, "playback": null, "workspaces": null, "window": null, "keyboard": null, "brightness": null, "media": null, "do_not_disturb": null, "volume": null}"#))
        #expect(StatusReport.line(state).hasSuffix("CPU 14%  RAM 38%  52°C"))
    }

    private func placingAll() -> PanelConfig {
        var config = PanelConfig()
        config.items.right += [.cpu, .memory, .disk, .temperature]
        return config
    }
}
