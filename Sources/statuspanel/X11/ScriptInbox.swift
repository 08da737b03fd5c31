import CX11
import PanelCore

/// The panel's inbox of ``ScriptMessage`` frames and its published script report, both
/// properties of the window that owns the manager selection.
extension XConnection {
    /// The property where the panel publishes `status --json`'s `scripts` object.
    static let scriptReportProperty = "_STATUSPANEL_SCRIPTS"

    /// Appends `message`'s frame to the inbox of the panel whose manager window is `owner`;
    /// the server appends atomically, so messages sent at once stay whole.
    func append(_ message: ScriptMessage, to owner: Window) {
        var frame = message.frame
        _ = frame.withUnsafeMutableBufferPointer { buffer in
            XChangeProperty(display, owner, atom(ScriptMessage.inboxProperty), Atom(XA_STRING), 8, PropModeAppend,
                            buffer.baseAddress, Int32(buffer.count))
        }
        XSync(display, False)
    }

    /// Reads and deletes the inbox of `window` in one request (up to ``ScriptMessage/inboxLimit``
    /// bytes; the rest is dropped with it).
    func takeInbox(of window: Window) -> [UInt8] {
        var actualType: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, atom(ScriptMessage.inboxProperty), 0, ScriptMessage.inboxLimit / 4, True,
                                        Atom(AnyPropertyType), &actualType, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, format == 8, let data else { return [] }
        if remaining > 0 { XDeleteProperty(display, window, atom(ScriptMessage.inboxProperty)) }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }

    /// Whether `event` says the inbox of `window` grew.
    func isInboxChange(_ event: XEvent, on window: Window) -> Bool {
        event.type == PropertyNotify && event.xproperty.window == window && event.xproperty.state == PropertyNewValue
            && event.xproperty.atom == atom(ScriptMessage.inboxProperty)
    }
}
