@testable import PanelCore

extension ItemContents {
    /// The entries the built-in readers would set for these readings (the tests' shorthand for
    /// a strip's or a report's contents): the clock's time, the carrier, the route's network,
    /// the battery, activity, the VPN, the airplane, Bluetooth and the privacy dot's devices.
    init(time: String, carrier: String?, network: NetworkState?, battery: BatteryState?, activity: Bool,
         vpn: VPNState? = nil, airplane: Bool = false, bluetooth: BluetoothState? = nil,
         microphone: DeviceUse? = nil, camera: DeviceUse? = nil) {
        self.init()
        self.time = time
        self.carrier = carrier
        self.network = network
        self.battery = battery
        self.activity = activity
        self.vpn = vpn
        self.airplane = airplane
        self.bluetooth = bluetooth
        privacy = PrivacyUse(microphone: microphone, camera: camera)
    }
}

extension ItemContents {
    /// The entries of the items the X server's `desktop` fills, alone.
    init(_ desktop: DesktopState) {
        self.init()
        show(desktop)
    }

    /// The entries of the items the session bus's `session` fills, alone.
    init(_ session: SessionState) {
        self.init()
        show(session)
    }
}
