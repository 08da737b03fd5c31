extension ItemName {
    /// The system tray.
    public static let tray = ItemName(declared: "tray")
}

extension ItemDeclaration {
    /// The system tray's icons: pushed by the X server (docking, undocking), held by the shell;
    /// its entry the icons of one strip (``ItemContents/trayIcons``), nothing in `status`.
    static let tray = ItemDeclaration(
        name: .tray,
        options: TrayOptions.self,
        reading: ItemReading(on: [.pushed]) { _, _ in },
        colors: [],
        pieces: { d in d.layout.trayPieces(d.state.trayIcons, theme: d.theme, width: d.width, height: d.height) },
        report: .none,
        documentation: ItemDocumentation(dotfile: "the apps' status icons (the system tray, [tray])", manual: #"""
            The system tray: the status icons of applications such as nm\-applet, blueman, pasystray or
            cbatticon (the freedesktop System Tray Protocol with XEmbed) and, with a session bus, those that
            speak StatusNotifierItem (libayatana\-appindicator, Qt and Electron applications, whose menus the
            panel draws), as squares at the strip's height less
            its padding (16 pixels in the 24\-pixel strip at 96 dpi), in the order they docked, on one strip:
            the primary monitor's unless
            .B tray.monitor
            names another. It takes no room while empty; icons beyond a third of the strip wait off it.
            Clicks on an icon go to its application. Each icon is drawn on the strip's own background in every
            style, or in the content colour with
            .BR "tray.tint = \(dqcontent\(dq" ;
            symbolic icons of GTK applications follow the content colour either way
            .RB ( _NET_SYSTEM_TRAY_COLORS ).
            When another tray already runs (trayer, stalonetray, another panel) the panel runs without one and
            says so once; when it exits, the icons go back to the root window and dock into the next tray.
            """#))
}

extension ItemContents {
    /// The `tray` item's entry on one strip: its icons, in their one order (``TrayOrder``);
    /// empty without any.
    public var trayIcons: [TrayIcon] {
        get { self[.tray] ?? [] }
        set { self[.tray] = newValue.isEmpty ? nil : newValue }
    }
}
