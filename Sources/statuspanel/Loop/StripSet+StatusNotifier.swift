import CX11
import PanelCore

extension StripSet {
    /// The strips that draw StatusNotifierItem icons: every strip with `[tray] monitor = "all"`,
    /// else the tray's; none without the StatusNotifier tray.
    var statusNotifierStrips: Set<Int> {
        guard statusNotifier != nil else { return [] }
        if config.tray.monitor == "all" { return Set(strips.indices) }
        return TrayHost.strip(among: strips.map(\.monitor), wanted: config.tray.monitor).map { [$0] } ?? []
    }

    /// How many XEmbed icons come before the StatusNotifierItem icons on strip `index`.
    func xembedIconCount(on index: Int) -> Int {
        index == trayHostIndex ? tray?.roster.shown.count ?? 0 : 0
    }

    /// The pictures of the StatusNotifierItem icons shown, in order; uploads new ones and frees
    /// those of items gone.
    func statusNotifierPictures() -> [TrayIconPicture?] {
        guard let statusNotifier else {
            iconPictures.keep(only: [])
            return []
        }
        let shown = statusNotifier.shown
        iconPictures.keep(only: Set(shown.map(\.address.listed)))
        return shown.map { item in item.entry.image.flatMap { iconPictures.picture(item.address.listed, $0) } }
    }

    /// Makes every strip that draws StatusNotifierItem icons paint its next frame (their pixels
    /// are not in the display list).
    func forgetStatusNotifierFrames() {
        for index in statusNotifierStrips { strips[index].forgetFrame() }
    }

    /// Sends a press on a StatusNotifierItem icon to its app (``StatusNotifierClick``); true when
    /// the press was on one.
    func claimStatusNotifierPress(_ input: StripInput) -> Bool {
        guard let statusNotifier, case .press(let window, let press) = input else { return false }
        for index in statusNotifierStrips {
            let strip = strips[index]
            guard window == strip.dock.window || strip.visibility.takesItemClick(on: window), let frame = strip.onScreen,
                  let hit = StatusNotifierClick.icon(at: press.x, press.y, in: frame, firstIndex: xembedIconCount(on: index)) else { continue }
            let shown = statusNotifier.shown
            guard hit.index < shown.count,
                  let click = StatusNotifierClick.forButton(press.button, item: shown[hit.index].entry.item, drawsMenus: false) else { return true }
            let geometry = strip.dock.geometry
            let position = StatusNotifierClick.position(iconX: hit.iconX, stripX: geometry.x, stripY: geometry.y, stripHeight: geometry.height)
            statusNotifier.send(click, to: shown[hit.index].address, at: position)
            return true
        }
        return false
    }
}
