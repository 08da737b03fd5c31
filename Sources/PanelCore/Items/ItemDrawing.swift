/// What an item's declaration draws from: the items' contents, the theme and the strip's
/// settings, with the helpers that make pieces at the strip's scale.
struct ItemDrawing {
    /// The strip's settings (items placed, the items' options, scale).
    let layout: StripLayout
    /// What every runtime contributed, by item name (the tray's icons are this strip's), as the
    /// declarations read it (`d.state.battery`).
    let state: ItemContents
    let theme: Theme
    /// The strip's size (the tray's pieces).
    let width: Int, height: Int
    let text: any TextMeasuring

    /// The spinner's frame.
    var spinnerPhase: Int { state.spinnerPhase }

    /// A text run.
    func label(_ s: String, _ color: Color) -> StripLayout.Piece {
        StripLayout.Piece(kind: .text(s, color), width: text.width(of: s), leading: 0)
    }

    /// A glyph, with others drawn over it, `leading` pixels after what comes before.
    func glyph(_ g: Glyph, _ color: Color, overlay: [(Glyph, Color)] = [], leading: Int = 0) -> StripLayout.Piece {
        StripLayout.Piece(kind: .glyph(g, color, overlay: overlay), width: g.pixelSize(scale: layout.scale).width, leading: leading)
    }

    /// `s` on a capsule in `fill` (the pill's shape), in the colour of the opposite content.
    func capsule(_ s: String, fill: Color, leading: Int) -> StripLayout.Piece {
        let cap = Glyph.pillCap(right: false, points: layout.pillPoints(height: height)).pixelSize(scale: layout.scale).width
        let labelWidth = text.width(of: s)
        let onFill = Theme.foreground(for: theme.content == .light ? .dark : .light)
        return StripLayout.Piece(kind: .pill([s], fill: fill, text: onFill, capWidth: cap, widths: [labelWidth], gap: 0),
                                 width: 2 * cap + labelWidth, leading: leading)
    }

    /// `points` at the strip's scale, in whole pixels.
    func px(_ points: Double) -> Int { layout.px(points) }

    /// The item's options (`d.options(WindowOptions.self).maxWidth`), as the dotfile gives them.
    func options<Options: ItemOptions>(_ options: Options.Type) -> Options { layout.options[options] }

    /// The theme's accent colour `color` (``Theme/accent(_:)``).
    func accent(_ color: ItemColor) -> Color { theme.accent(color) }
}
