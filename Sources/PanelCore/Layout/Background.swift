/// What the strip is painted with beneath its text and glyphs.
public enum Background: Sendable, Equatable {
    /// One colour (alpha below 255 is translucent where a compositor runs).
    case solid(Color)
    /// A vertical gradient from `top` to `bottom`.
    case gradient(top: Color, bottom: Color)

    /// The colour in the middle of the background, for contrast decisions.
    public var representative: Color {
        switch self {
        case .solid(let c): return c
        case .gradient(let top, let bottom):
            return Color(red: UInt8((Int(top.red) + Int(bottom.red)) / 2),
                         green: UInt8((Int(top.green) + Int(bottom.green)) / 2),
                         blue: UInt8((Int(top.blue) + Int(bottom.blue)) / 2),
                         alpha: UInt8((Int(top.alpha) + Int(bottom.alpha)) / 2))
        }
    }

    /// The colours it is painted with: one, or the two ends of the gradient.
    public var stops: [Color] {
        switch self {
        case .solid(let c): return [c]
        case .gradient(let top, let bottom): return [top, bottom]
        }
    }

    /// The same kind of background with each colour transformed.
    public func map(_ transform: (Color) -> Color) -> Background {
        switch self {
        case .solid(let c): return .solid(transform(c))
        case .gradient(let top, let bottom): return .gradient(top: transform(top), bottom: transform(bottom))
        }
    }
}
