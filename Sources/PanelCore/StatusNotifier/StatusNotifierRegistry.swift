/// The watcher's book: the items registered (in the order they came), the hosts, and what a
/// registration or a name leaving the bus changes. The shell owns the bus name and answers the
/// calls; every decision is here.
public struct StatusNotifierRegistry: Sendable, Equatable {
    /// Where an item lives: the bus name that owns it and its object path.
    public struct Address: Sendable, Hashable {
        public var service: String
        public var path: String

        public init(service: String, path: String) {
            self.service = service
            self.path = path
        }

        /// As `RegisteredStatusNotifierItems` lists it (the name, then the path: KDE's form).
        public var listed: String { service + path }
    }

    /// What a `RegisterStatusNotifierItem` did.
    public enum Registration: Sendable, Equatable {
        /// A new item: announce it (`StatusNotifierItemRegistered`) and fetch its properties.
        case added(Address)
        /// Already registered: nothing changes (an app registering in a loop costs nothing).
        case known(Address)
        /// Refused, with the error message to answer.
        case refused(String)
    }

    /// The most items kept: an app registering thousands of names costs a bounded amount.
    public static let capacity = 64
    /// The most items one connection registers: an app registering hundreds of paths does not
    /// crowd the others off the strip.
    public static let capacityPerSender = 8
    /// The most hosts remembered.
    public static let hostCapacity = 16
    /// Where an item registered by its bus name alone lives (the specification's default).
    public static let defaultPath = "/StatusNotifierItem"

    public private(set) var items: [Address] = []
    public private(set) var hosts: [String] = []
    /// The connection that registered each item.
    private var senders: [Address: String] = [:]

    public init() {}

    /// The item meant by `argument` of a `RegisterStatusNotifierItem` that `sender` called: an
    /// object path (libappindicator, Electron: on the caller's connection), a bus name (Qt, KDE:
    /// at the default path) or a name followed by a path; nil for anything else.
    public static func address(registering argument: String, sender: String) -> Address? {
        guard !argument.isEmpty, argument.utf8.count <= 255 else { return nil }
        if argument.hasPrefix("/") { return isObjectPath(argument) && isBusName(sender) ? Address(service: sender, path: argument) : nil }
        if let slash = argument.firstIndex(of: "/") {
            let service = String(argument[..<slash]), path = String(argument[slash...])
            return isObjectPath(path) && isBusName(service) ? Address(service: service, path: path) : nil
        }
        return isBusName(argument) ? Address(service: argument, path: defaultPath) : nil
    }

    /// A valid D-Bus bus name: a unique name (`:` and elements of `[A-Za-z0-9_-]`) or a
    /// well-known one (elements of `[A-Za-z0-9_-]` not starting with a digit), at least two
    /// elements joined by `.`, at most 255 bytes. libdbus aborts the process when asked to call
    /// any other, so nothing an app names reaches it unchecked.
    public static func isBusName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.count <= 255 else { return false }
        let unique = bytes[0] == 0x3a
        let elements = bytes.dropFirst(unique ? 1 : 0).split(separator: 0x2e, omittingEmptySubsequences: false)
        return elements.count >= 2 && elements.allSatisfy { element in
            guard let first = element.first else { return false }
            if !unique && first >= 0x30 && first <= 0x39 { return false }
            return element.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5a) || ($0 >= 0x61 && $0 <= 0x7a) || $0 == 0x5f || $0 == 0x2d }
        }
    }

    /// A valid D-Bus object path: `/`, or `/` and elements of `[A-Za-z0-9_]` joined by `/`.
    public static func isObjectPath(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        if path == "/" { return true }
        let elements = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        return elements.allSatisfy { element in
            !element.isEmpty && element.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5a) || ($0 >= 0x61 && $0 <= 0x7a) || $0 == 0x5f }
        }
    }

    /// Registers the item `argument` names for `sender`.
    public mutating func register(_ argument: String, sender: String) -> Registration {
        guard let address = Self.address(registering: argument, sender: sender) else { return .refused("not a bus name or object path: \(argument)") }
        if items.contains(address) { return .known(address) }
        guard items.count < Self.capacity else { return .refused("the watcher holds \(Self.capacity) items") }
        guard senders.values.filter({ $0 == sender }).count < Self.capacityPerSender else {
            return .refused("\(sender) registered \(Self.capacityPerSender) items")
        }
        items.append(address)
        senders[address] = sender
        return .added(address)
    }

    /// Registers a host; true when it is new.
    @discardableResult
    public mutating func registerHost(_ name: String) -> Bool {
        guard !name.isEmpty, !hosts.contains(name), hosts.count < Self.hostCapacity else { return false }
        hosts.append(name)
        return true
    }

    /// Forgets what `name` owned, now that it left the bus: the items it served, in order.
    public mutating func vanished(_ name: String) -> [Address] {
        hosts.removeAll { $0 == name }
        let gone = items.filter { $0.service == name || senders[$0] == name }
        items.removeAll { gone.contains($0) }
        for address in gone { senders[address] = nil }
        return gone
    }

    /// The items `sender` registered, in order.
    public func items(from sender: String) -> [Address] { items.filter { senders[$0] == sender } }

    /// `RegisteredStatusNotifierItems`.
    public var listed: [String] { items.map(\.listed) }
}
