import CX11
import Foundation
import Testing

/// Found by ``HostileClientSoakTests``: a dock request of format 8 or 16 was taken, its window
/// read from a long whose upper half was left over in Xlib's event memory. With garbage there,
/// the id was another key for an icon already docked (or a window of the panel's own), which
/// Xlib still sent as that window: the icon was docked a second time, its first wrapper
/// destroyed, and a window of the panel's embedded as an icon. The tray now takes format 32 only
/// (as the protocol has it) and cuts ids to 32 bits.
@Suite struct TrayDockRequestFormatTests {
    /// A `SYSTEM_TRAY_REQUEST_DOCK` for `window` in `format`, as a client that fills Xlib's
    /// longs and sends them as bytes does: the opcode 0 in bytes 8 to 15, the window's 32 bits in
    /// bytes 16 to 19 (on a 64-bit machine, the low half of the third long).
    static func dock(_ window: Window, format: Int32, from client: TrayClient) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = client.owner
        event.xclient.message_type = XInternAtom(client.display, "_NET_SYSTEM_TRAY_OPCODE", False)
        event.xclient.format = format
        withUnsafeMutableBytes(of: &event.xclient.data) { raw in
            for index in 0..<4 { raw[16 + index] = UInt8(truncatingIfNeeded: window >> (8 * index)) }
        }
        XSendEvent(client.display, client.owner, False, Int(NoEventMask), &event)
        client.sync()
    }

    @Test(arguments: [Int32(8), 16])
    func dockRequestsOfAnotherFormatAreRefused(format: Int32) throws {
        let scene = try TrayHostileClientTests.Scene()
        let client = try scene.newClient()
        let icon = client.makeIcon(color: 0x00FF00)
        client.sync()
        // Again and again: the leftover upper halves differ from event to event.
        for _ in 0..<20 {
            Self.dock(icon, format: format, from: client)
            Self.dock(scene.good, format: format, from: client)
            Self.dock(client.owner, format: format, from: client)
        }
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.wrapper(of: icon) == nil, "a format-\(format) request docked the icon: \(scene.report())")
        #expect(scene.wrappers() == [scene.goodWrapper], "\(scene.report())")
        #expect(scene.goodIconIntact(), "\(scene.report())")
        #expect(scene.tree.parent(of: client.owner) == scene.tree.root, "the tray's own window was embedded: \(scene.report())")
        // The same request in format 32 docks it.
        client.dock(icon)
        #expect(waitUntil { scene.shownWrapper(of: icon) != nil }, "\(scene.report())")
        #expect(scene.panel.stop() == 0)
    }
}
