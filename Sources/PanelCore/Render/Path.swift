#if canImport(Glibc)
import Glibc
#endif

/// A point in pixels, y growing downwards as on the screen.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// How overlapping contours combine.
public enum FillRule: Sendable, Hashable {
    /// Inside where the winding number is not zero: overlapping contours merge.
    case nonZero
    /// Inside where an odd number of contours cover: an inner contour cuts a hole.
    case evenOdd
}

/// A filled shape: closed polygonal contours (curves are flattened when built).
public struct Path: Sendable, Hashable {
    /// Each contour is closed implicitly from its last point back to its first.
    public var contours: [[Point]]
    public var fillRule: FillRule

    /// Creates an empty path.
    public init(fillRule: FillRule = .nonZero) {
        self.contours = []
        self.fillRule = fillRule
    }

    /// Adds a closed polygon.
    public mutating func addPolygon(_ points: [Point]) {
        if points.count >= 3 { contours.append(points) }
    }

    /// Adds an axis-aligned rectangle.
    public mutating func addRect(x: Double, y: Double, width: Double, height: Double) {
        guard width > 0, height > 0 else { return }
        addPolygon([Point(x, y), Point(x + width, y), Point(x + width, y + height), Point(x, y + height)])
    }

    /// Adds a rectangle with circular corners of `radius`.
    public mutating func addRoundedRect(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        guard width > 0, height > 0 else { return }
        let r = max(0, min(radius, width / 2, height / 2))
        guard r > 0 else { return addRect(x: x, y: y, width: width, height: height) }
        var points: [Point] = []
        let corners: [(Double, Double, Double)] = [
            (x + width - r, y + r, -90), (x + width - r, y + height - r, 0),
            (x + r, y + height - r, 90), (x + r, y + r, 180),
        ]
        for (cx, cy, start) in corners {
            points += Self.arcPoints(center: Point(cx, cy), radius: r, from: start, to: start + 90)
        }
        addPolygon(points)
    }

    /// Adds a ring sector (an arc band) between two radii and two angles, in degrees clockwise
    /// from the positive x axis (screen coordinates).
    public mutating func addAnnularSector(center: Point, innerRadius: Double, outerRadius: Double, from start: Double, to end: Double) {
        var points = Self.arcPoints(center: center, radius: outerRadius, from: start, to: end)
        if innerRadius > 0 {
            points += Self.arcPoints(center: center, radius: innerRadius, from: end, to: start)
        } else {
            points.append(center)
        }
        addPolygon(points)
    }

    /// Adds a circle.
    public mutating func addCircle(center: Point, radius: Double) {
        var points = Self.arcPoints(center: center, radius: radius, from: 0, to: 360)
        points.removeLast()
        addPolygon(points)
    }

    /// Adds a crescent: the disc at `center` without the part the disc at `bite` covers (the
    /// two must cross). Its outline is the first circle's arc outside the bite, then the bite's
    /// arc inside the first circle.
    public mutating func addCrescent(center a: Point, radius ra: Double, bite b: Point, biteRadius rb: Double) {
        let dx = b.x - a.x, dy = b.y - a.y, d = (dx * dx + dy * dy).squareRoot()
        guard d > 0, d < ra + rb, d > abs(ra - rb) else { return addCircle(center: a, radius: ra) }
        let along = (ra * ra - rb * rb + d * d) / (2 * d), h = (ra * ra - along * along).squareRoot()
        let mx = a.x + along * dx / d, my = a.y + along * dy / d
        let p = Point(mx - h * dy / d, my + h * dx / d), q = Point(mx + h * dy / d, my - h * dx / d)
        func angle(_ point: Point, _ c: Point) -> Double { atan2(point.y - c.y, point.x - c.x) * 180 / .pi }
        func inside(_ point: Point, _ c: Point, _ r: Double) -> Bool { (point.x - c.x) * (point.x - c.x) + (point.y - c.y) * (point.y - c.y) < r * r }
        // The arc from `from` to `to` about `c` (increasing angle) whose middle is where `keep` says, else the other.
        func arc(_ c: Point, _ r: Double, from: Point, to: Point, keep: (Point) -> Bool) -> [Point] {
            let start = angle(from, c)
            var end = angle(to, c)
            while end <= start { end += 360 }
            let middle = (start + end) / 2 * .pi / 180
            return keep(Point(c.x + r * cos(middle), c.y + r * sin(middle)))
                ? Self.arcPoints(center: c, radius: r, from: start, to: end)
                : Self.arcPoints(center: c, radius: r, from: start, to: end - 360)
        }
        let outer = arc(a, ra, from: p, to: q) { !inside($0, b, rb) }
        let inner = arc(b, rb, from: q, to: p) { inside($0, a, ra) }
        addPolygon(outer + inner)
    }

    /// Adds a straight stroke of `width` between two points, as a rectangle with square ends.
    public mutating func addLine(from a: Point, to b: Point, width: Double) {
        let dx = b.x - a.x, dy = b.y - a.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        addPolygon([Point(a.x + nx, a.y + ny), Point(b.x + nx, b.y + ny), Point(b.x - nx, b.y - ny), Point(a.x - nx, a.y - ny)])
    }

    /// The path rotated by `degrees` clockwise around `center`.
    public func rotated(by degrees: Double, around center: Point) -> Path {
        let a = degrees * .pi / 180, c = cos(a), s = sin(a)
        var turned = self
        turned.contours = contours.map { contour in
            contour.map { p in
                let x = p.x - center.x, y = p.y - center.y
                return Point(center.x + x * c - y * s, center.y + x * s + y * c)
            }
        }
        return turned
    }

    /// Points along an arc, both ends included, fine enough to look round at any size drawn here.
    static func arcPoints(center: Point, radius: Double, from start: Double, to end: Double) -> [Point] {
        let steps = max(2, Int((abs(end - start) / 360 * max(16, radius * 8)).rounded(.up)))
        return (0...steps).map { i in
            let angle = (start + (end - start) * Double(i) / Double(steps)) * .pi / 180
            return Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
        }
    }
}
