/// The vector marks the strip draws itself (never icon fonts), each as one coverage mask that
/// the renderer tints with a single colour. Sizes are in points: one point is one pixel at
/// 96 dpi, and everything scales with the screen's dpi.
public enum Glyph: Sendable, Hashable {
    /// Signal bars 1...`lit` (`lit: true`) or the remaining unlit bars (`lit: false`), of four.
    case signalBars(level: Int, lit: Bool)
    /// The Wi-Fi fan.
    case wifi
    /// Three connected boxes: a wired network.
    case ethernet
    /// An antenna mast with waves: a cellular modem.
    case cellular
    /// The battery's rounded body outline and cap.
    case batteryOutline
    /// The battery's fill for `level` 0...100.
    case batteryFill(level: Int)
    /// The charging bolt beside the battery.
    case bolt
    /// The network activity spinner, `phase` 0..<`Glyph.spinnerPhases`.
    case spinner(phase: Int)
    /// A rounded badge with the letters VPN cut out of it.
    case vpn
    /// An airplane seen from above, nose to the right: every radio is off.
    case airplane
    /// The Bluetooth rune.
    case bluetooth
    /// The privacy dot: a microphone or a camera is in use.
    case privacyDot
    /// A desktop's page dot (the `workspaces` item): a disc, a ring or a small disc.
    case pageDot(PageDotShape)
    /// Caps Lock: an arrow up over a bar (the `keyboard` item).
    case capsLock
    /// One rounded end of the pill's capsule, `points` high (its width is half that): the
    /// left half of a disc, or the right.
    case pillCap(right: Bool, points: Int)
    /// iOS 6's play indicator: a triangle pointing right, sound plays.
    case play
    /// A sun: the screen's brightness.
    case sun
    /// Two bars: a media player paused.
    case pause
    /// A crescent moon: notifications held back (Do Not Disturb).
    case moon
    /// A speaker with `waves` sound waves, 0...3 (``speakerWaves(percent:)``): the sound's level.
    case speaker(waves: Int)
    /// The phone's silent mark, a bell struck through: the sound is muted.
    case silent
    /// A speaker with a cross where its waves would be: the level indicator's muted sound.
    case speakerMuted
    /// A capsule (a rectangle whose short sides are half discs) of `width` × `height` whole
    /// pixels, not points: the level indicator's panel and bar, drawn at pixel positions the
    /// layout computed at its scale (``LevelIndicatorLayout``).
    case capsule(width: Int, height: Int)

    /// Frames in one turn of the spinner.
    public static let spinnerPhases = 12

    /// Width and height in points.
    public var size: (width: Double, height: Double) {
        switch self {
        case .signalBars: return (15, 10)
        case .wifi: return (16, 11.5)
        case .ethernet: return (13, 11)
        case .cellular: return (11, 11)
        case .batteryOutline, .batteryFill: return (25, 11)
        case .bolt: return (7, 11)
        case .spinner: return (13, 13)
        case .vpn: return (21, 12)
        case .airplane: return (13, 11)
        case .bluetooth: return (8, 11)
        case .privacyDot: return (6, 6)
        case .pageDot: return (8, 8)
        case .capsLock: return (10, 11)
        case .pillCap(_, let points): return (Double(points) / 2, Double(points))
        case .play: return (8, 10)
        case .sun: return (13, 13)
        case .pause: return (8, 10)
        case .moon: return (11, 11)
        case .speaker: return (16, 12)
        case .silent: return (13, 13)
        case .speakerMuted: return (16, 12)
        // Pixels: see the case.
        case .capsule(let width, let height): return (Double(width), Double(height))
        }
    }

    /// The mask's size in pixels at `scale`.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
        if case .capsule(let width, let height) = self { return (max(0, width), max(0, height)) }
        let (w, h) = size
        return (Int((w * scale).rounded(.up)), Int((h * scale).rounded(.up)))
    }

    /// The antialiased coverage mask at `scale` (2 at 192 dpi).
    public func mask(scale: Double) -> AlphaMask {
        let (w, h) = pixelSize(scale: scale)
        if case .spinner(let phase) = self { return Self.spinnerMask(phase: phase, scale: scale, width: w, height: h) }
        return Rasterizer.mask(for: path(scale: scale), width: w, height: h)
    }

    /// The shape at `scale`, in pixels from the mask's top-left corner.
    public func path(scale s: Double) -> Path {
        switch self {
        case .signalBars(let level, let lit):
            var path = Path()
            for bar in 0..<4 where (bar < level) == lit {
                let barHeight = Double(4 + bar * 2) * s
                path.addRoundedRect(x: Double(bar * 4) * s, y: 10 * s - barHeight, width: 3 * s, height: barHeight, radius: 0.6 * s)
            }
            return path
        case .wifi:
            var path = Path()
            let center = Point(8 * s, 10.75 * s)
            let bands: [(Double, Double)] = [(0, 3), (4.5, 7), (8.5, 11)]
            for (inner, outer) in bands {
                path.addAnnularSector(center: center, innerRadius: inner * s, outerRadius: outer * s, from: -135, to: -45)
            }
            return path
        case .ethernet:
            var path = Path()
            let stroke = 1.0 * s
            path.addRoundedRect(x: 4 * s, y: 0, width: 5 * s, height: 4 * s, radius: 0.8 * s)
            path.addRect(x: 6 * s, y: 4 * s, width: stroke, height: 2 * s)
            path.addRect(x: 2 * s, y: 6 * s, width: 9 * s, height: stroke)
            path.addRect(x: 2 * s, y: 6 * s, width: stroke, height: 2 * s)
            path.addRect(x: 10 * s, y: 6 * s, width: stroke, height: 2 * s)
            path.addRoundedRect(x: 0, y: 7.5 * s, width: 5 * s, height: 3.5 * s, radius: 0.8 * s)
            path.addRoundedRect(x: 8 * s, y: 7.5 * s, width: 5 * s, height: 3.5 * s, radius: 0.8 * s)
            return path
        case .cellular:
            var path = Path()
            let top = Point(5.5 * s, 4 * s)
            path.addPolygon([Point(5 * s, 4 * s), Point(6 * s, 4 * s), Point(7.5 * s, 11 * s), Point(3.5 * s, 11 * s)])
            path.addCircle(center: top, radius: 1.5 * s)
            path.addAnnularSector(center: top, innerRadius: 2.6 * s, outerRadius: 3.6 * s, from: -50, to: 50)
            path.addAnnularSector(center: top, innerRadius: 2.6 * s, outerRadius: 3.6 * s, from: 130, to: 230)
            path.addAnnularSector(center: top, innerRadius: 4.6 * s, outerRadius: 5.5 * s, from: -45, to: 45)
            path.addAnnularSector(center: top, innerRadius: 4.6 * s, outerRadius: 5.5 * s, from: 135, to: 225)
            return path
        case .batteryOutline:
            var path = Path(fillRule: .evenOdd)
            path.addRoundedRect(x: 0, y: 0, width: 22 * s, height: 11 * s, radius: 2.5 * s)
            path.addRoundedRect(x: s, y: s, width: 20 * s, height: 9 * s, radius: 1.5 * s)
            path.addRoundedRect(x: 22.75 * s, y: 3.5 * s, width: 2.25 * s, height: 4 * s, radius: 1 * s)
            return path
        case .batteryFill(let level):
            var path = Path()
            let clamped = Double(max(0, min(100, level)))
            // Whole pixels, so the fill's edge is as sharp as the outline's.
            let width = (18 * s * clamped / 100).rounded()
            path.addRoundedRect(x: 2 * s, y: 2 * s, width: max(width, clamped > 0 ? s : 0), height: 7 * s, radius: 1 * s)
            return path
        case .bolt:
            var path = Path()
            path.addPolygon([
                Point(4.6 * s, 0), Point(0.2 * s, 6.2 * s), Point(3.2 * s, 6.2 * s),
                Point(2.4 * s, 11 * s), Point(6.8 * s, 4.8 * s), Point(3.8 * s, 4.8 * s),
            ])
            return path
        case .spinner:
            return Path()
        case .vpn:
            return Self.vpnPath(scale: s)
        case .airplane:
            return Self.airplanePath(scale: s)
        case .bluetooth:
            return Self.bluetoothPath(scale: s)
        case .privacyDot:
            var path = Path()
            path.addCircle(center: Point(3 * s, 3 * s), radius: 3 * s)
            return path
        case .pageDot(let shape):
            // Centred on a pixel corner at every whole scale, so both halves are alike.
            var path = Path(fillRule: .evenOdd)
            let center = Point(4 * s, 4 * s)
            switch shape {
            case .solid: path.addCircle(center: center, radius: 4 * s)
            case .ring:
                path.addCircle(center: center, radius: 4 * s)
                path.addCircle(center: center, radius: 2.5 * s)
            case .small: path.addCircle(center: center, radius: 2 * s)
            }
            return path
        case .capsLock:
            // Stems and bars on whole points: sharp at 96 and 192 dpi.
            var path = Path()
            path.addPolygon([Point(5 * s, 0), Point(10 * s, 5 * s), Point(7 * s, 5 * s), Point(7 * s, 8 * s),
                             Point(3 * s, 8 * s), Point(3 * s, 5 * s), Point(0, 5 * s)])
            path.addRect(x: 3 * s, y: 9 * s, width: 4 * s, height: 2 * s)
            return path
        case .pillCap(let right, let points):
            // The whole disc; the mask, half as wide, keeps the half that faces out.
            var path = Path()
            let r = Double(points) / 2 * s
            path.addCircle(center: Point(right ? 0 : r, r), radius: r)
            return path
        case .play:
            // The upright edge on a whole point, so it is sharp at 96 and 192 dpi.
            var path = Path()
            path.addPolygon([Point(0, 0), Point(8 * s, 5 * s), Point(0, 10 * s)])
            return path
        case .sun:
            // A disc and eight rays about the middle of a whole pixel, so the upright and level
            // rays fill whole pixel columns and rows at 96 and 192 dpi.
            var path = Path()
            let c = 6.5 * s, d = 0.5.squareRoot()
            path.addCircle(center: Point(c, c), radius: 2.6 * s)
            let rays: [(Double, Double)] = [(1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d), (0, -1), (d, -d)]
            for (i, (dx, dy)) in rays.enumerated() {
                path.addLine(from: Point(c + dx * 4.3 * s, c + dy * 4.3 * s), to: Point(c + dx * 6.3 * s, c + dy * 6.3 * s),
                             width: (i % 2 == 0 ? 1 : 1.2) * s)
            }
            return path
        case .pause:
            // Two bars on whole points, sharp at 96 and 192 dpi.
            var path = Path()
            path.addRect(x: 0, y: 0, width: 3 * s, height: 10 * s)
            path.addRect(x: 5 * s, y: 0, width: 3 * s, height: 10 * s)
            return path
        case .moon:
            return Self.moonPath(scale: s)
        case .speaker(let waves):
            return Self.speakerPath(waves: waves, scale: s)
        case .speakerMuted:
            return Self.mutedSpeakerPath(scale: s)
        case .capsule(let width, let height):
            var path = Path()
            let radius = Double(min(width, height)) / 2
            path.addRoundedRect(x: 0, y: 0, width: Double(width), height: Double(height), radius: radius)
            return path
        case .silent:
            return Self.silentPath(scale: s)
        }
    }

    /// A crescent: a disc with a second disc's bite taken from its upper right.
    private static func moonPath(scale s: Double) -> Path {
        var path = Path()
        path.addCrescent(center: Point(5.5 * s, 5.5 * s), radius: 5.5 * s, bite: Point(8.6 * s, 2.6 * s), biteRadius: 4.6 * s)
        return path
    }

    /// A rounded outline, like the battery's, around the letters; the P's counter is cut out
    /// (even-odd). Stems and bars stand on whole points, so they are sharp at 96 and 192 dpi.
    private static func vpnPath(scale s: Double) -> Path {
        var path = Path(fillRule: .evenOdd)
        func shape(_ points: [(Double, Double)]) { path.addPolygon(points.map { Point($0.0 * s, $0.1 * s) }) }
        path.addRoundedRect(x: 0, y: 0, width: 21 * s, height: 12 * s, radius: 2.5 * s)
        path.addRoundedRect(x: s, y: s, width: 19 * s, height: 10 * s, radius: 1.5 * s)
        // V
        shape([(3, 3), (4.3, 3), (5.5, 7.4), (6.7, 3), (8, 3), (6.2, 9), (4.8, 9)])
        // P, and its counter
        shape([(9, 3), (11.6, 3), (12.7, 4.1), (12.7, 5.4), (11.6, 6.5), (10.1, 6.5), (10.1, 9), (9, 9)])
        shape([(10.1, 4.1), (11.2, 4.1), (11.6, 4.5), (11.6, 5), (11.2, 5.4), (10.1, 5.4)])
        // N
        shape([(14, 9), (14, 3), (15.1, 3), (16.9, 6.9), (16.9, 3), (18, 3), (18, 9), (16.9, 9), (15.1, 5.1), (15.1, 9)])
        return path
    }

    /// One outline: the upper half from the nose back to the tail, then its mirror image.
    private static func airplanePath(scale s: Double) -> Path {
        let upper: [(Double, Double)] = [
            (13, 5.5), (12.7, 4.75), (11.9, 4.5), (8.7, 4.5), (5.2, 0), (3.5, 0), (4.9, 4.5),
            (2.6, 4.5), (1.45, 2.2), (0.3, 2.2), (0.85, 4.7), (0.5, 5.5),
        ]
        let lower = upper.dropFirst().dropLast().reversed().map { ($0.0, 11 - $0.1) }
        var path = Path()
        path.addPolygon((upper + lower).map { Point($0.0 * s, $0.1 * s) })
        return path
    }

    /// The rune: a stem one point wide on whole points, and the arrows as strokes with square
    /// caps reaching half a stroke past their ends so the corners close.
    private static func bluetoothPath(scale s: Double) -> Path {
        let stroke = 1.3
        var path = Path()
        // A line, not a rectangle: the same winding as the strokes, so non-zero joins them.
        path.addLine(from: Point(4.5 * s, 0.4 * s), to: Point(4.5 * s, 10.6 * s), width: s)
        let strokes: [[(Double, Double)]] = [[(1.6, 3.1), (7, 7.9), (4.6, 10.3)], [(4.6, 0.7), (7, 3.1), (1.6, 7.9)]]
        for points in strokes {
            for i in 0..<(points.count - 1) {
                let (ax, ay) = points[i], (bx, by) = points[i + 1]
                let dx = bx - ax, dy = by - ay, length = (dx * dx + dy * dy).squareRoot()
                let ex = dx / length * stroke / 2, ey = dy / length * stroke / 2
                path.addLine(from: Point((ax - ex) * s, (ay - ey) * s), to: Point((bx + ex) * s, (by + ey) * s), width: stroke * s)
            }
        }
        return path
    }

    private static func spinnerMask(phase: Int, scale s: Double, width: Int, height: Int) -> AlphaMask {
        var result = AlphaMask(width: width, height: height)
        let center = Point(6.5 * s, 6.5 * s)
        for spoke in 0..<spinnerPhases {
            var path = Path()
            path.addLine(from: Point(center.x, center.y - 3.2 * s), to: Point(center.x, center.y - 6.2 * s), width: 1.6 * s)
            let spokePath = path.rotated(by: Double(spoke) * 360 / Double(spinnerPhases), around: center)
            let mask = Rasterizer.mask(for: spokePath, width: width, height: height)
            // The leading spoke is brightest; the tail fades behind it.
            let age = ((phase - spoke) % spinnerPhases + spinnerPhases) % spinnerPhases
            let opacity = 1.0 - Double(age) / Double(spinnerPhases) * 0.8
            for i in result.pixels.indices {
                let value = UInt8((Double(mask.pixels[i]) * opacity).rounded())
                result.pixels[i] = max(result.pixels[i], value)
            }
        }
        return result
    }
}
