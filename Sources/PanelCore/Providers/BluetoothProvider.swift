/// The `bluetooth` item: an adapter (`sys/class/bluetooth/hciN`) and whether its radio is on.
///
/// An adapter's radio is its own rfkill entry (`hciN/rfkillM`); an adapter without one
/// follows the machine's rfkill entries of type `bluetooth` (a laptop's platform switch).
/// The radio is off when blocked, soft or hard; a radio whose state cannot be read is not
/// known to be off. With several adapters, one that is on makes Bluetooth on.
///
/// Connected devices are not shown: they are known only to BlueZ, over D-Bus.
public struct BluetoothProvider: Provider {
    /// Where the adapters are read.
    public var sysroot: Sysroot

    /// Creates a Bluetooth provider.
    public init(sysroot: Sysroot) {
        self.sysroot = sysroot
    }

    /// The folder of the adapters.
    public static let classFolder = "sys/class/bluetooth"

    /// `on` or `off`; `nil` when there is no adapter.
    public func read() -> BluetoothState? {
        read(radios: RfkillProvider(sysroot: sysroot).read())
    }

    /// The state, given the machine's radios (already read for airplane mode).
    public func read(radios: [RfkillProvider.Radio]) -> BluetoothState? {
        guard let names = sysroot.list(Self.classFolder) else { return nil }
        let rfkill = RfkillProvider(sysroot: sysroot)
        let adapters: [[RfkillProvider.Radio]] = names.filter(Self.isAdapterName).compactMap { name in
            let folder = Self.classFolder + "/" + name
            // An adapter unplugged while being read is skipped.
            guard let entries = sysroot.list(folder) else { return nil }
            return entries.filter(RfkillProvider.isEntryName).compactMap { rfkill.readRadio(folder: folder + "/" + $0, name: $0) }
        }
        return Self.state(adapters: adapters, bluetoothRadios: radios.filter { $0.type == "bluetooth" })
    }

    /// `hci` followed by digits.
    public static func isAdapterName(_ name: String) -> Bool {
        name.hasPrefix("hci") && name.count > 3 && name.dropFirst(3).allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The state of `adapters` (each given as its own radios): `nil` without adapters, `on`
    /// when one of them is not blocked.
    public static func state(adapters: [[RfkillProvider.Radio]], bluetoothRadios: [RfkillProvider.Radio]) -> BluetoothState? {
        guard !adapters.isEmpty else { return nil }
        let anyOn = adapters.contains { own in
            let radios = own.isEmpty ? bluetoothRadios : own
            return !radios.contains { $0.blocked == true }
        }
        return anyOn ? .on : .off
    }
}
