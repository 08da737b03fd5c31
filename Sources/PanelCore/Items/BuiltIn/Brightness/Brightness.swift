extension ItemName {
    /// The screen's backlight level.
    public static let brightness = ItemName(declared: "brightness")
}

extension ItemDeclaration {
    /// A sun and the backlight's level in percent, while the machine has a backlight
    /// (``BacklightProvider``); scrolling over it steps the level through logind
    /// (``BrightnessStep``).
    static let brightness = ItemDeclaration(
        name: .brightness,
        options: BrightnessOptions.self,
        reading: ItemReading(on: [.uevent(subsystem: "backlight")]) { state, pass in state.brightness = pass.reader.backlight.read() },
        colors: [],
        pieces: { d in
            d.state.brightness.map { level in
                var percent = d.label("\(level.percent)%", d.theme.foreground)
                percent.leading = d.px(StripLayout.innerSpacing)
                return [d.glyph(.sun, d.theme.foreground), percent]
            }
        },
        report: ItemReport(json: [("brightness", { state in
                               state.brightness.map { StatusReport.object([("percent", String($0.percent))]) } ?? "null"
                           })],
                           linePlace: 76,
                           words: { $0.brightness.map { ["brightness \($0.percent)%"] } ?? [] }),
        documentation: ItemDocumentation(dotfile: "a sun and the screen's backlight level, scrolled to change it", manual: #"""
            A sun and the screen's backlight level in percent
            .RI ( /sys/class/backlight/*/brightness
            over
            .IR max_brightness ;
            of several interfaces the first of type
            .BR firmware ,
            then
            .BR platform ,
            then
            .BR raw ,
            as systemd\-backlight chooses), while the machine has a backlight. The kernel's
            .B backlight
            uevents wake the panel, hotkeys included; it never polls. Scrolling over it steps the level by
            5 % through logind's
            .B SetBrightness
            on the system bus
            .RB ( "busctl call \-\-system org.freedesktop.login1 /org/freedesktop/login1/session/auto" ...),
            which logind allows the user of the active session on a seat without a password; elsewhere
            (the panel started outside a logind session, over ssh, in a container) the call fails with
            a line on standard error and the level stays.
            .B [actions.brightness]
            scroll_up and scroll_down replace the steps. A change made elsewhere (a hotkey, another
            tool) shows the transient level indicator with the sun, as
            .B volume
            does;
            .B brightness.indicator = false
            turns it off.
            """#))
}

extension BacklightProvider.Level: ItemEntry {}

extension ItemContents {
    /// The `brightness` item's entry: the screen's backlight level; `nil` when the machine has no
    /// readable backlight.
    public var brightness: BacklightProvider.Level? {
        get { self[.brightness] }
        set { self[.brightness] = newValue }
    }
}
