/// A separable box blur: each pass averages every pixel with its neighbours within a radius,
/// across the rows and then down the columns, with running sums (cost independent of the
/// radius). Three passes approximate a Gaussian closely. Pixels beyond an edge count as the
/// edge pixel (edge clamp), so a border does not darken. Every byte of a pixel is blurred
/// alike, whatever the channel order; each pass rounds to the nearest byte, so a flat image
/// stays exactly flat.
///
/// The shell blurs its copy of the root pixmap behind the strip for `background = "blur"`.
public struct BoxBlur: Sendable, Equatable {
    /// The radius of each pass, in pixels; a pass of radius 0 changes nothing.
    public var radii: [Int]

    /// One pass per radius, in order (negative counts as 0).
    public init(radii: [Int]) {
        self.radii = radii.map { max(0, $0) }
    }

    /// `passes` passes of the same `radius`.
    public init(radius: Int, passes: Int = 3) {
        self.init(radii: Array(repeating: radius, count: max(0, passes)))
    }

    /// The passes whose sum best approximates a Gaussian of standard deviation `sigma`
    /// pixels: box widths of two neighbouring odd sizes, as many of each as match the variance
    /// (W. Jarosz, "Fast Image Convolutions", 2001; I. Kutskir's box sizes).
    public init(sigma: Double, passes: Int = 3) {
        let n = Double(max(1, passes))
        guard sigma > 0, sigma.isFinite else { self.init(radius: 0, passes: passes); return }
        var lower = Int((12 * sigma * sigma / n + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let wl = Double(lower)
        let smaller = Int(((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded())
        self.init(radii: (0..<Int(n)).map { ($0 < smaller ? lower : lower + 2) / 2 })
    }

    /// The blur behind a `background = "blur"` strip at `scale` pixels a point.
    public static func backdrop(scale: Double) -> BoxBlur {
        BoxBlur(sigma: 6 * max(scale, 0.5))
    }

    /// A blurred copy of `image`.
    public func blurred(_ image: PixelBuffer) -> PixelBuffer {
        var copy = image
        apply(to: &copy)
        return copy
    }

    /// Blurs `image` in place.
    public func apply(to image: inout PixelBuffer) {
        let (width, height, bpp, stride) = (image.width, image.height, image.bytesPerPixel, image.bytesPerRow)
        var line = [Int](repeating: 0, count: max(width, height))
        image.bytes.withUnsafeMutableBufferPointer { bytes in
            for radius in radii where radius > 0 {
                for y in 0..<height {
                    for channel in 0..<bpp {
                        Self.blur(bytes, start: y * stride + channel, count: width, step: bpp, radius: radius, line: &line)
                    }
                }
                for x in 0..<width {
                    for channel in 0..<bpp {
                        Self.blur(bytes, start: x * bpp + channel, count: height, step: stride, radius: radius, line: &line)
                    }
                }
            }
        }
    }

    /// One box pass along the `count` bytes at `start`, `start + step`, …
    private static func blur(_ bytes: UnsafeMutableBufferPointer<UInt8>, start: Int, count: Int, step: Int,
                             radius: Int, line: inout [Int]) {
        for i in 0..<count { line[i] = Int(bytes[start + i * step]) }
        let width = 2 * radius + 1
        var sum = 0
        for k in -radius...radius { sum += line[min(max(k, 0), count - 1)] }
        for i in 0..<count {
            bytes[start + i * step] = UInt8((sum + width / 2) / width)
            sum += line[min(i + radius + 1, count - 1)] - line[max(i - radius, 0)]
        }
    }
}
