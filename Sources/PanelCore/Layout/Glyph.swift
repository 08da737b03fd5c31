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
        }
    }

    /// The mask's size in pixels at `scale`.
    public func pixelSize(scale: Double) -> (width: Int, height: Int) {
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
        }
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
