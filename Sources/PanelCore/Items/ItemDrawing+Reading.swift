extension ItemDrawing {
    /// A measured reading the phone's way: a short caption in the content colour, softened, then
    /// the value (`CPU 12%`, `/home 80%`); only the value without a caption (`48°C`).
    func reading(_ caption: String?, _ value: String) -> [StripLayout.Piece] {
        var pieces: [StripLayout.Piece] = []
        if let caption {
            pieces.append(label(caption, theme.foreground.withAlpha(theme.content == .dark ? 150 : 170)))
        }
        var valuePiece = label(value, theme.foreground)
        if !pieces.isEmpty { valuePiece.leading = px(StripLayout.captionSpacing) }
        pieces.append(valuePiece)
        return pieces
    }
}
