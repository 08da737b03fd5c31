/// What the `window` item shows in the room it is given, as a phone's breadcrumb: the title,
/// elided (``TitleElision``) to `window.max_width`; short of room on the strip, the title elided
/// further, down to ``floorPoints``; below that its short form, the application's name
/// (`WM_CLASS`' class), when that is narrower. The strip asks for the short form before any other
/// built-in item is shortened (``StripLayout``); past that the short form is cut like any text.
public struct WindowTitleFit: Sendable, Equatable {
    /// The narrowest elided title, in points, before the short form takes its place: below it
    /// a title keeps too little of itself to be told apart (`Inbox…`).
    public static let floorPoints = 120.0

    /// The title (else the class, ``FocusedWindow/shown``).
    public var title: String
    /// The application's name; empty when unset or the same as the title.
    public var shortForm: String
    /// Where a title is cut.
    public var elision: TitleElision
    /// The widest title, in pixels (`window.max_width` at the strip's scale).
    public var maxWidth: Int
    /// ``floorPoints`` at the strip's scale, in pixels.
    public var floor: Int

    /// The fit of `window`'s title with `config`'s width and elision at `scale` pixels a point.
    public init(_ window: FocusedWindow, config: WindowOptions, scale: Double) {
        title = window.shown
        shortForm = window.className == window.shown ? "" : window.className
        elision = config.elide
        maxWidth = Int((Double(config.maxWidth) * scale).rounded())
        floor = min(maxWidth, Int((Self.floorPoints * scale).rounded()))
    }

    /// The title as the item shows it with nothing short of room: cut to ``maxWidth``.
    public func full(measure: (String) -> Int) -> String {
        elision.elide(title, toWidth: maxWidth, measure: measure)
    }

    /// The title cut to `room` pixels, not below ``floor``: nil when `room` is below the floor
    /// (then the strip asks for ``short(measure:)``).
    public func elided(toWidth room: Int, measure: (String) -> Int) -> String? {
        guard room >= floor || measure(title) <= room else { return nil }
        return elision.elide(title, toWidth: min(room, maxWidth), measure: measure)
    }

    /// The short form: the application's name where it is narrower than the title cut to the
    /// floor, else that cut title.
    public func short(measure: (String) -> Int) -> String {
        let atFloor = elision.elide(title, toWidth: floor, measure: measure)
        guard !shortForm.isEmpty, measure(shortForm) < measure(atFloor) else { return atFloor }
        return shortForm
    }
}
