/// Turns a ``Path`` into an antialiased ``AlphaMask``.
///
/// Scanline coverage: each pixel row is sampled on `subsamples` horizontal lines; on each line
/// the spans inside the path (by its fill rule) add their exact horizontal overlap to the
/// pixels they cross. Vertical edges on whole pixels therefore come out perfectly sharp, which
/// is what keeps bars and battery outlines crisp, while slopes and arcs are smooth.
public enum Rasterizer {
    /// Vertical samples per pixel row.
    public static let subsamples = 16

    /// Renders `path` into a `width` × `height` mask; parts outside it are clipped.
    public static func mask(for path: Path, width: Int, height: Int) -> AlphaMask {
        var mask = AlphaMask(width: width, height: height)
        guard width > 0, height > 0 else { return mask }
        let edges = Self.edges(of: path)
        guard !edges.isEmpty else { return mask }
        var row = [Double](repeating: 0, count: width + 1)
        var crossings: [(x: Double, winding: Int)] = []
        let weight = 1.0 / Double(subsamples)
        for y in 0..<height {
            for i in row.indices { row[i] = 0 }
            for s in 0..<subsamples {
                let sy = Double(y) + (Double(s) + 0.5) * weight
                crossings.removeAll(keepingCapacity: true)
                for e in edges where sy >= e.y0 && sy < e.y1 {
                    crossings.append((e.x0 + (sy - e.y0) * e.slope, e.winding))
                }
                guard crossings.count >= 2 else { continue }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for k in 0..<(crossings.count - 1) {
                    winding += crossings[k].winding
                    let inside = path.fillRule == .nonZero ? winding != 0 : winding % 2 != 0
                    if inside { addSpan(&row, from: crossings[k].x, to: crossings[k + 1].x, weight: weight) }
                }
            }
            for x in 0..<width {
                mask.pixels[y * width + x] = UInt8(max(0, min(255, (row[x] * 255).rounded())))
            }
        }
        return mask
    }

    private struct Edge {
        var x0: Double, y0: Double, y1: Double, slope: Double, winding: Int
    }

    private static func edges(of path: Path) -> [Edge] {
        var edges: [Edge] = []
        for contour in path.contours where contour.count >= 3 {
            for i in contour.indices {
                let a = contour[i], b = contour[(i + 1) % contour.count]
                if a.y == b.y { continue }
                let (top, bottom, winding) = a.y < b.y ? (a, b, 1) : (b, a, -1)
                edges.append(Edge(x0: top.x, y0: top.y, y1: bottom.y,
                                  slope: (bottom.x - top.x) / (bottom.y - top.y), winding: winding))
            }
        }
        return edges
    }

    /// Adds `weight` times the overlap of [from, to) with each pixel column.
    private static func addSpan(_ row: inout [Double], from: Double, to: Double, weight: Double) {
        let width = Double(row.count - 1)
        let a = max(0, min(width, from)), b = max(0, min(width, to))
        guard b > a else { return }
        let first = Int(a), last = Int(b)
        if first == last {
            row[first] += (b - a) * weight
            return
        }
        row[first] += (Double(first + 1) - a) * weight
        if first + 1 < last {
            for x in (first + 1)..<last { row[x] += weight }
        }
        if last < row.count - 1 { row[last] += (b - Double(last)) * weight }
    }
}
