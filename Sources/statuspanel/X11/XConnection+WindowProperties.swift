import CX11
import PanelCore

/// Reading other clients' window properties. Any window may vanish between an event and the
/// query: then XGetWindowProperty fails (the error handler counts a BadWindow) and these
/// return nil, never crash.
extension XConnection {
    /// A format-32 property as C longs (`XGetWindowProperty`); nil when unset, of another
    /// format, or the window is gone.
    func longs(_ window: Window, _ name: String, type: Atom = Atom(AnyPropertyType), limit: Int = PanelLimits.propertyValues) -> [Int]? {
        read(window, name, type: type, limit: limit, format: 32) { data, count in
            data.withMemoryRebound(to: Int.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
        }
    }

    /// A format-8 property (STRING, UTF8_STRING) as text, without trailing NULs.
    func text(_ window: Window, _ name: String, limit: Int = PanelLimits.propertyTextBytes) -> String? {
        read(window, name, type: Atom(AnyPropertyType), limit: limit, format: 8) { data, count in
            let bytes = Array(UnsafeBufferPointer(start: data, count: count))
            return String(decoding: bytes.reversed().drop(while: { $0 == 0 }).reversed(), as: UTF8.self)
        }
    }

    /// A format-8 property's bytes as they are (NULs kept: `_NET_DESKTOP_NAMES`, `WM_CLASS`),
    /// with whether its type is STRING (ISO 8859-1, as `WM_NAME` may be) and the type itself
    /// (COMPOUND_TEXT, UTF8_STRING); nil when unset, of
    /// another format, or the window is gone. At most `limit` bytes.
    func bytes(_ window: Window, _ name: String, limit: Int) -> (bytes: [UInt8], isLatin1: Bool, type: Atom)? {
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        // The length is in 32-bit units.
        let status = XGetWindowProperty(display, window, atom(name), 0, (limit + 3) / 4, False, Atom(AnyPropertyType),
                                        &actualType, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType != 0, format == 8, let data else { return nil }
        return (Array(UnsafeBufferPointer(start: data, count: min(Int(count), limit))), actualType == Atom(XA_STRING), actualType)
    }

    /// An ATOM-list property as atom names (`_NET_WM_STATE`).
    func atomNames(_ window: Window, _ name: String) -> [String]? {
        longs(window, name, type: Atom(XA_ATOM)).map { $0.compactMap { atomName(Atom(bitPattern: $0)) } }
    }

    /// The name of `atom`, or nil for an atom the server does not know. Names the panel
    /// interned, and the first few others asked for, come from a cache without a round trip.
    func atomName(_ atom: Atom) -> String? {
        guard atom != 0 else { return nil }
        if let name = cachedAtomName(atom) { return name }
        guard let cName = XGetAtomName(display, atom) else { return nil }
        defer { XFree(cName) }
        let name = String(cString: cName)
        rememberAtomName(name, for: atom)
        return name
    }

    /// The single WINDOW value of a property such as `_NET_ACTIVE_WINDOW`; nil when unset or 0.
    func windowValue(_ window: Window, _ name: String) -> Window? {
        guard let value = longs(window, name, type: Atom(XA_WINDOW), limit: 1)?.first, value != 0 else { return nil }
        return Window(bitPattern: value)
    }

    private func read<T>(_ window: Window, _ name: String, type: Atom, limit: Int, format wanted: Int32,
                         _ convert: (UnsafeMutablePointer<UInt8>, Int) -> T) -> T? {
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, atom(name), 0, limit, False, type,
                                        &actualType, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, actualType != 0, format == wanted, let data else { return nil }
        return convert(data, Int(count))
    }
}
