extension Color {
    /// `fraction` (0...1) of the way from this colour to `other`, channel by channel, alpha
    /// included, rounded to the nearest byte.
    public func mixed(with other: Color, fraction: Double) -> Color {
        let f = min(max(fraction, 0), 1)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * f).rounded()) }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
                     alpha: mix(alpha, other.alpha))
    }
}

extension Theme {
    /// The colours `fraction` (0...1) of the way from this theme to `other`, for a crossfade.
    /// Two solid backgrounds blend to a solid one, else both become gradients; a missing
    /// separator blends from or to a transparent one. The content switches halfway. The kind
    /// is `blur` while either end's is, so the backdrop stays blurred through the fade, else
    /// the target's; whether a backdrop shows at all follows from the blended alpha.
    /// At 0 and 1 it is exactly this theme and `other`.
    public func blended(with other: Theme, fraction: Double) -> Theme {
        if fraction <= 0 { return self }
        if fraction >= 1 { return other }
        func mix(_ a: Color, _ b: Color) -> Color { a.mixed(with: b, fraction: fraction) }
        var result = fraction < 0.5 ? self : other
        switch (background, other.background) {
        case (.solid(let a), .solid(let b)):
            result.background = .solid(mix(a, b))
        default:
            let from = background.stops, to = other.background.stops
            result.background = .gradient(top: mix(from[0], to[0]), bottom: mix(from[from.count - 1], to[to.count - 1]))
        }
        result.foreground = mix(foreground, other.foreground)
        result.dimForeground = mix(dimForeground, other.dimForeground)
        for (name, color) in accents { result.accents[name] = mix(color, other.accents[name] ?? color) }
        switch (separator, other.separator) {
        case (nil, nil): result.separator = nil
        case let (a, b): result.separator = mix(a ?? (b ?? .black).withAlpha(0), b ?? (a ?? .black).withAlpha(0))
        }
        result.kind = kind == .blur || other.kind == .blur ? .blur : other.kind
        return result
    }
}
