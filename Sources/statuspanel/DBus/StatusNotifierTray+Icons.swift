import PanelCore

/// What the tray needs for icon files: the user's theme, the book of decodes and the thread
/// that makes them.
struct StatusNotifierIcons {
    /// Where the icons named by items and menu entries are found.
    var theme = UserIconTheme()
    /// The icon files and bytes decoded off the loop.
    var decodes = IconDecodeBook()
    let decoder = IconDecodeThread()
    /// The tray's entry in the panel's timers for its next look for decoded icons, armed only
    /// while a decode is under way.
    var look: TimerEntry?
    var nextLook: Double? {
        didSet { look?.arm(at: nextLook) }
    }
    /// Called when decoded icons came (for an open menu's entries).
    var onDecoded: () -> Void = {}
}

/// The items' and menu entries' icons: pixmaps as sent, and files and bytes decoded off the
/// loop (``IconDecodeThread``), with ``IconDecodeBook`` deciding what is decoded, kept and refused.
extension StatusNotifierTray {
    /// Where the icons named by items and menu entries are found.
    var iconTheme: UserIconTheme {
        get { icons.theme }
        set { icons.theme = newValue }
    }

    /// The red of the attention mark.
    static let attentionColor = Color(red: 0xe0, green: 0x3a, blue: 0x2f)

    /// The icon to draw for `item` at ``iconSize``: its icon name's file in the icon theme when
    /// one is found and decoded (hosts prefer names, which follow the user's theme), else its
    /// pixmap nearest that size. While the file is decoded, `previous` (what was drawn) stays.
    func icon(for item: StatusNotifierItem, previous: IconImage? = nil) -> IconImage? {
        let shown = item.shownIcon
        let (picture, waiting) = picture(name: shown.name, pixmaps: shown.pixmaps, themePath: item.iconThemePath)
        guard var image = waiting ? previous ?? picture : picture else { return nil }
        if waiting, previous != nil { return image }
        if let overlay = self.picture(name: item.overlayIconName, pixmaps: item.overlayIconPixmaps, themePath: item.iconThemePath).image {
            image = image.overlaid(with: overlay)
        }
        if item.status == .needsAttention { image = image.markedForAttention(Self.attentionColor) }
        return image
    }

    /// A menu entry's icon at `size` pixels: its `icon-data`, else its name in the icon theme;
    /// nil while it is decoded (``StatusNotifierIcons/onDecoded`` follows).
    func menuIcon(_ entry: MenuEntry, size: Int) -> IconImage? {
        if !entry.iconData.isEmpty, case .ready(let image) = decoded(.data(entry.iconData), size: size) { return image }
        guard let path = icons.theme.path(of: entry.iconName, size: size), let identity = IconFile.identity(path),
              case .ready(let image) = decoded(.file(path: path, identity: identity), size: size) else { return nil }
        return image
    }

    /// The picture for an icon name (its file decoded) or pixmaps; `waiting` while the file is
    /// decoded (the pixmap, if any, is given meanwhile).
    private func picture(name: String, pixmaps: [IconPixmap], themePath: String) -> (image: IconImage?, waiting: Bool) {
        var waiting = false
        if let path = icons.theme.path(of: name, size: iconSize, appFolder: themePath), let identity = IconFile.identity(path) {
            switch decoded(.file(path: path, identity: identity), size: iconSize) {
            case .ready(let image): return (image, false)
            case .waiting: waiting = true
            case .refused: break
            }
        }
        return (IconPixmap.nearest(pixmaps, to: iconSize)?.icon(size: iconSize), waiting)
    }

    /// The decode of `source` at `size`, asked of the decoding thread when it is new.
    private func decoded(_ source: IconDecodeBook.Source, size: Int) -> IconDecodeBook.Lookup {
        let lookup = icons.decodes.look(IconDecodeBook.Key(source, size: size))
        let keys = icons.decodes.take()
        if !keys.isEmpty {
            icons.decoder.request(keys)
            if icons.nextLook == nil { icons.nextLook = Clocks.monotonic() + PanelTiming.iconDecodePoll }
        }
        return lookup
    }

    /// Takes the decoding thread's answers: the items' icons are made again, an open menu
    /// redrawn, and refusals said once each.
    func collectDecodedIcons(at now: Double) {
        let answers = icons.decoder.collect()
        for answer in answers {
            if let refusal = icons.decodes.finished(answer.key, answer.result, seconds: answer.seconds) {
                if case .file(let path, _) = answer.key.source {
                    Log.error("icon file \(path) not drawn: \(refusal)")
                } else {
                    Log.error("an app's icon bytes not drawn: \(refusal)")
                }
            }
        }
        icons.nextLook = icons.decodes.isBusy ? now + PanelTiming.iconDecodePoll : nil
        if !answers.isEmpty {
            for index in items.indices where items[index].entry.fetch.done {
                items[index].entry.image = icon(for: items[index].entry.item, previous: items[index].entry.image)
            }
            onChange()
            icons.onDecoded()
        }
    }
}
