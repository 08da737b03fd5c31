#if canImport(Glibc)
import Glibc
#endif

extension Glyph {
    /// The waves the speaker shows for a level in percent, as the phone's speaker symbols step:
    /// none at 0, one up to 33 %, two up to 66 %, three above.
    public static func speakerWaves(percent: Int) -> Int {
        switch percent {
        case ...0: return 0
        case ...33: return 1
        case ...66: return 2
        default: return 3
        }
    }

    /// A speaker: its magnet a box and its cone a trapezoid, upright edges on whole points (sharp
    /// at 96 and 192 dpi), and up to three arcs of sound to its right.
    static func speakerPath(waves: Int, scale s: Double) -> Path {
        var path = Path()
        path.addRect(x: 0, y: 4 * s, width: 3 * s, height: 4 * s)
        path.addPolygon([Point(3 * s, 4 * s), Point(7 * s, 0.5 * s), Point(7 * s, 11.5 * s), Point(3 * s, 8 * s)])
        let center = Point(6.5 * s, 6 * s)
        for wave in 0..<min(max(waves, 0), 3) {
            let inner = (2.6 + Double(wave) * 2.5) * s
            path.addAnnularSector(center: center, innerRadius: inner, outerRadius: inner + 1.2 * s, from: -48, to: 48)
        }
        return path
    }

    /// A speaker without waves and a cross in their place, its strokes as heavy as the waves.
    static func mutedSpeakerPath(scale s: Double) -> Path {
        var path = speakerPath(waves: 0, scale: s)
        let center = Point(12.5 * s, 6 * s), arm = 2.6 * s
        path.addLine(from: Point(center.x - arm, center.y - arm), to: Point(center.x + arm, center.y + arm), width: 1.3 * s)
        path.addLine(from: Point(center.x - arm, center.y + arm), to: Point(center.x + arm, center.y - arm), width: 1.3 * s)
        return path
    }

    /// A bell struck through from its top left to its bottom right, the bell cut apart along the
    /// stroke, as the phone's silent mark is drawn.
    static func silentPath(scale s: Double) -> Path {
        var bell: [Point] = []
        for step in 0...10 {
            let angle = Double.pi + Double.pi * Double(step) / 10
            bell.append(Point(6.5 + 4 * cos(angle), 5.6 + 4 * sin(angle)))
        }
        bell += [Point(10.5, 8.2), Point(12, 9.4), Point(12, 10.2), Point(1, 10.2), Point(1, 9.4), Point(2.5, 8.2)]
        // The stroke runs from (1, 1) to (12, 12); the bell keeps what lies more than `gap` away.
        let gap = 1.7
        var path = Path()
        for side in [1.0, -1.0] {
            let part = clip(bell) { p in side * (p.y - p.x) / 2.0.squareRoot() - gap }
            if part.count > 2 { path.addPolygon(part.map { Point($0.x * s, $0.y * s) }) }
        }
        path.addCircle(center: Point(6.5 * s, 11.8 * s), radius: 1.1 * s)
        path.addLine(from: Point(1 * s, 1 * s), to: Point(12 * s, 12 * s), width: 1.1 * s)
        return path
    }

    /// The part of the convex-or-not polygon `points` where `distance` is not negative
    /// (Sutherland and Hodgman's clip against one straight edge).
    private static func clip(_ points: [Point], _ distance: (Point) -> Double) -> [Point] {
        var kept: [Point] = []
        for (index, point) in points.enumerated() {
            let next = points[(index + 1) % points.count]
            let a = distance(point), b = distance(next)
            if a >= 0 { kept.append(point) }
            if (a >= 0) != (b >= 0) {
                let t = a / (a - b)
                kept.append(Point(point.x + (next.x - point.x) * t, point.y + (next.y - point.y) * t))
            }
        }
        return kept
    }
}
