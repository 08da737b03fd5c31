import PanelCore
// Stand-ins until the providers branch lands; deleted on merge.
struct DeviceReader {
    var sysroot: Sysroot
    var config: PanelConfig
    func read(activity: Bool) -> DeviceState {
        DeviceState(time: "14:05", carrier: sysroot.readValue("proc/sys/kernel/hostname"),
                    network: NetworkState(kind: .wifi, interface: "wlan0", signalPercent: 71, signalBars: 3),
                    battery: BatteryState(percent: 42, state: .charging, minutesLeft: 95), activity: activity)
    }
}
struct ActivityMonitor {
    init(threshold: Double, minDuration: Double) {}
    var isShowing = false
    mutating func observe(totalBytes: UInt64?, at: Double) { isShowing = true }
}
enum NetDevParser { static func totalBytes(_ s: String) -> UInt64? { 0 } }
enum ClockProvider {
    static func formatShowsSeconds(_ f: String) -> Bool { false }
    static func nextUpdate(after now: Double, showsSeconds: Bool) -> Double { (now / 60).rounded(.down) * 60 + 60 }
}
