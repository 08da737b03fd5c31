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

    /// Records in `changes` that a compositor came, went or was replaced, if `event` says so.
    mutating func record(_ event: XEvent, into changes: inout ScreenWatch.Changes) {
        guard eventBase >= 0, event.type == eventBase + XFixesSelectionNotify else { return }
        runs = XGetSelectionOwner(connection.display, Self.selection(connection)) != 0
        changes.compositor = true
    }

    private static func selection(_ connection: XConnection) -> Atom {
        connection.atom("_NET_WM_CM_S\(connection.screen)")
    }
}
