import CX11

/// Whether a compositor runs, that is owns `_NET_WM_CM_S<screen>`: read at start and followed
/// through XFixes selection events (without XFixes, the first answer stays).
struct CompositorWatch {
    private let connection: XConnection
    /// The XFixes event base, or -1 without XFixes.
    private let eventBase: Int32
    private(set) var runs: Bool

    /// Asks for the selection's owner changes and reads the owner now.
    init(connection: XConnection) {
        self.connection = connection
        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        if XFixesQueryExtension(connection.display, &eventBase, &errorBase) != 0 {
            let mask = XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask | XFixesSelectionClientCloseNotifyMask
            XFixesSelectSelectionInput(connection.display, connection.root, Self.selection(connection), UInt(mask))
        } else {
            eventBase = -1
        }
        self.eventBase = eventBase
        runs = XGetSelectionOwner(connection.display, Self.selection(connection)) != 0
    }

    /// Follows `event` if it is about the selection (a compositor came, went or was replaced);
    /// true when it was.
    mutating func note(_ event: XEvent) -> Bool {
        guard eventBase >= 0, event.type == eventBase + XFixesSelectionNotify else { return false }
        runs = XGetSelectionOwner(connection.display, Self.selection(connection)) != 0
        return true
    }

    private static func selection(_ connection: XConnection) -> Atom {
        connection.atom("_NET_WM_CM_S\(connection.screen)")
    }
}
