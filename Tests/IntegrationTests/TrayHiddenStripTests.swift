import CX11
import Foundation
import Testing

/// Found by ``HostileClientSoakTests``: the icons' pixmaps (XComposite) exist only while the
/// icons are viewable, and the server gives each a new one whenever it becomes viewable again.
/// An icon's pixmap named while the strip was unmapped (hidden, or put on another desktop) was
/// refused, and the refused id kept: the icon was never drawn again; one named before a hide
/// stopped following the icon's drawing after it. Now a pixmap is named only for a viewable icon,
/// and named again when the strip is mapped.
@Suite struct TrayHiddenStripTests {
    static let blue: UInt = 0x0000FF
    static let green: UInt = 0x00FF00

    /// The colour on the screen at the centre of `icon`'s wrapper, once it is `color`.
    static func waitForColor(_ color: UInt, of icon: Window, in scene: TrayHostileClientTests.Scene) -> Bool {
        waitUntil(timeout: 5) {
            guard let wrapper = scene.shownWrapper(of: icon), let origin = scene.tree.origin(of: wrapper) else { return false }
            return scene.tree.pixel(x: origin.x + 8, y: origin.y + 8) == color
        }
    }

    @Test func iconsAreDrawnAndFollowedAfterTheStripWasHidden() throws {
        let scene = try TrayHostileClientTests.Scene()
        let env = scene.server.environment
        #expect(try run([panelBinary, "msg", "hide"], environment: env).status == 0)
        #expect(waitUntil { scene.tree.state(of: scene.dock)?.viewable == false }, "the strip did not hide: \(scene.report())")
        // Docked while the strip is hidden, and drawn by its client then.
        let client = try scene.newClient()
        let late = client.makeIcon(color: Self.blue)
        client.dock(late)
        #expect(waitUntil { scene.wrapper(of: late) != nil }, "\(scene.report())")
        #expect(try scene.answers(), "\(scene.report())")
        #expect(try run([panelBinary, "msg", "reveal"], environment: env).status == 0)
        #expect(Self.waitForColor(Self.blue, of: late, in: scene), "the icon docked while hidden is not drawn: \(scene.report())")
        // The icon drawn before the hide draws anew after it: its new pixmap is followed.
        // Opaque, in an ARGB visual too.
        XSetWindowBackground(scene.client.display, scene.good, Self.green | (scene.client.hasAlpha ? 0xFF00_0000 : 0))
        XClearWindow(scene.client.display, scene.good)
        scene.client.sync()
        #expect(Self.waitForColor(Self.green, of: scene.good, in: scene), "the icon's drawing after the hide is not shown: \(scene.report())")
        #expect(scene.panel.stop() == 0)
    }
}
