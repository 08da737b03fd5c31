import CX11
import Foundation
import PanelCore
import Testing

/// Found by ``HostileClientSoakTests``: any client can send any event with SendEvent, posing as
/// the X server. A forged SelectionClear made the panel exit (its manager selection) or give
/// every icon away (the tray's); a forged DestroyNotify, UnmapNotify or ReparentNotify of an
/// icon dropped an icon still there. The panel now ignores such notices (`XEvent+Forged`).
@Suite struct ForgedEventTests {
    enum Notice: String, CaseIterable, CustomTestStringConvertible {
        case managerSelectionClear, traySelectionClear, iconDestroyNotify, iconUnmapNotify, iconReparentNotify
        var testDescription: String { rawValue }
    }

    @Test(arguments: Notice.allCases)
    func aForgedServerNoticeIsIgnored(_ notice: Notice) throws {
        let scene = try TrayHostileClientTests.Scene()
        let client = try scene.newClient()
        let managerName = PanelMessage.selectionName(screen: 0)
        let manager = scene.tree.selectionOwner(managerName)
        #expect(manager != 0)
        var event = XEvent()
        let window: Window
        let mask: Int
        switch notice {
        case .managerSelectionClear, .traySelectionClear:
            let name = notice == .managerSelectionClear ? managerName : "_NET_SYSTEM_TRAY_S0"
            window = notice == .managerSelectionClear ? manager : client.owner
            event.xselectionclear.type = SelectionClear
            event.xselectionclear.window = window
            event.xselectionclear.selection = XInternAtom(client.display, name, False)
            event.xselectionclear.time = Time(CurrentTime)
            mask = Int(NoEventMask)
        case .iconDestroyNotify, .iconUnmapNotify, .iconReparentNotify:
            // To the icon, where the tray selects its structure events.
            window = scene.good
            event.type = notice == .iconDestroyNotify ? DestroyNotify : notice == .iconUnmapNotify ? UnmapNotify : ReparentNotify
            event.xdestroywindow.event = window
            event.xdestroywindow.window = window
            if notice == .iconReparentNotify { event.xreparent.parent = scene.tree.root }
            mask = Int(StructureNotifyMask)
        }
        XSendEvent(client.display, window, False, mask, &event)
        client.sync()
        #expect(try scene.answers(), "\(scene.report())")
        #expect(scene.goodIconIntact(), "\(scene.report())")
        #expect(scene.tree.selectionOwner(managerName) == manager)
        #expect(scene.tree.selectionOwner("_NET_SYSTEM_TRAY_S0") == client.owner)
        #expect(scene.panel.stop() == 0)
    }
}
