extension Legibility {
    /// How finely a script's colour is moved towards the content's end (black or white).
    static let scriptSteps = 16

    /// The colour a script asked for, as little changed as keeps text ``minimumContrast``
    /// against `background` over everything in `behind`: moved towards black for dark content
    /// or white for light content in steps of 1/16, as the privacy dot's colours are (so a
    /// script written for a dark polybar stays readable on the gray strip). Its alpha is
    /// dropped: text is drawn opaque. At the end of the way it is the content's black or white.
    public static func scriptText(_ asked: Color, for content: ContentStyle, on background: Background,
                                  over behind: BeneathSample) -> Color {
        let base = asked.withAlpha(255)
        let target = content == .light ? Color.white : .black
        for step in 0...scriptSteps {
            let color = base.mixed(with: target, fraction: Double(step) / Double(scriptSteps))
            if worstContrast(of: color, on: background, over: behind) >= minimumContrast { return color }
        }
        return target
    }

    /// A pill's capsule in `color` and its text, as the phone draws it: white text on the
    /// colour, which is deepened towards black in steps of 1/16 until the white keeps
    /// ``minimumContrast`` (a phone's green or orange is too light for white text at a strip's
    /// size). The capsule stands on its own fill, so it reads alike in every style.
    public static func pill(_ color: PillColor) -> (fill: Color, text: Color) {
        for step in 0...scriptSteps {
            let fill = color.base.mixed(with: .black, fraction: Double(step) / Double(scriptSteps))
            if worstContrast(of: .white, on: .solid(fill)) >= minimumContrast { return (fill, .white) }
        }
        return (.black, .white)
    }
}
