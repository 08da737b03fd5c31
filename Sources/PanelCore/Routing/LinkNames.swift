/// Interface names and groups by index, from `sys/class/net/IF/ifindex` and `netdev_group`
/// under the sysroot: what turns a route's `RTA_OIF` into the name the VPN test reads.
struct LinkNames {
    let sysroot: Sysroot
    private let names: [UInt32: String]

    /// Lists `sys/class/net` once.
    init(sysroot: Sysroot) {
        self.sysroot = sysroot
        var names: [UInt32: String] = [:]
        for name in sysroot.list("sys/class/net") ?? [] where TextParsing.isSafePathComponent(name) {
            if let index = sysroot.readValue("sys/class/net/\(name)/ifindex").flatMap({ UInt32($0) }) { names[index] = name }
        }
        self.names = names
    }

    /// The name of the interface with `index`; `nil` when there is none (it vanished).
    func name(of index: UInt32) -> String? { names[index] }

    /// The group (`netdev_group`) of the interface with `index`; `nil` when unknown.
    func group(of index: UInt32) -> UInt32? {
        names[index].flatMap { sysroot.readValue("sys/class/net/\($0)/netdev_group") }.flatMap { UInt32($0) }
    }
}
