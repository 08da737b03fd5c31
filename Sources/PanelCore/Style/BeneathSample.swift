/// A summary of the pixels beneath or behind the strip, for choosing dark or light content,
/// for `style.color = "auto"`, and for keeping the content legible over them.
///
/// The extremes are per-channel percentiles, not the pixels of extreme luminance: compositing
/// works channel by channel, so a colour at or below every pixel in each channel, composited
/// under the strip's background, is at or below every pixel's composite in luminance too. That
/// makes ``darkest`` and ``lightest`` a true bound for the legibility guarantee (a pixel of
/// extreme luminance would not bound a pixel of another hue).
///
/// The ``percentile`` cut keeps a few stray pixels (specks in a photo, the tip of a cursor)
/// from ruling, while anything the size of a real feature (an icon, a window edge) still
/// counts: 1 % of a 1920 × 8 band is 153 pixels, a 12 × 12 patch. A wider cut (5 %, 768 pixels
/// there) would let a whole icon beneath the clock go unguarded.
public struct BeneathSample: Sendable, Equatable {
    /// The share of pixels at each end, per channel, that the extremes ignore.
    public static let percentile = 0.01
    /// Rows read just below the strip: the top of the window there, or the wallpaper.
    public static let rows = 4

    /// Mean of each channel.
    public var average: Color
    /// Per-channel (lower) median: the colour most of the band has, unmoved by the title text
    /// on a header bar. `color = "auto"` takes this.
    public var median: Color
    /// Per-channel ``percentile``: no lighter, in any channel, than all but the darkest few pixels.
    public var darkest: Color
    /// Per-channel 1 − ``percentile``: no darker, in any channel, than all but the lightest few.
    public var lightest: Color

    /// Nothing is known: anything from black to white may be behind the strip.
    public static let unknown = BeneathSample(average: Color(red: 128, green: 128, blue: 128),
                                              median: Color(red: 128, green: 128, blue: 128),
                                              darkest: .black, lightest: .white)

    public init(average: Color, median: Color, darkest: Color, lightest: Color) {
        self.average = average
        self.median = median
        self.darkest = darkest
        self.lightest = lightest
    }

    /// A flat area of one colour (alpha is dropped).
    public init(uniform color: Color) {
        let opaque = color.withAlpha(255)
        self.init(average: opaque, median: opaque, darkest: opaque, lightest: opaque)
    }

    /// Summarises every pixel of `image`.
    public init(_ image: PixelBuffer) {
        // One flat table (red, green, blue: 256 counts each) filled straight from the bytes: the
        // strip's first frame waits for this, over a band as wide as the monitor.
        var counts = [Int](repeating: 0, count: 768)
        let (r, g, b) = image.order == .bgr ? (2, 1, 0) : (0, 1, 2)
        counts.withUnsafeMutableBufferPointer { table in
            image.bytes.withUnsafeBufferPointer { bytes in
                for y in 0..<image.height {
                    var i = y * image.bytesPerRow
                    for _ in 0..<image.width {
                        table[Int(bytes[i + r])] += 1
                        table[256 + Int(bytes[i + g])] += 1
                        table[512 + Int(bytes[i + b])] += 1
                        i += image.bytesPerPixel
                    }
                }
            }
        }
        let histograms = (0..<3).map { Array(counts[$0 * 256..<($0 + 1) * 256]) }
        let sums = histograms.map { $0.enumerated().reduce(0) { $0 + $1.offset * $1.element } }
        let n = image.width * image.height
        let low = Int(Double(n - 1) * Self.percentile)
        func color(_ channel: (Int) -> UInt8) -> Color { Color(red: channel(0), green: channel(1), blue: channel(2)) }
        func rank(_ k: Int) -> Color { color { Self.value(at: k, in: histograms[$0]) } }
        self.init(average: color { UInt8((sums[$0] + n / 2) / n) },
                  median: rank((n - 1) / 2), darkest: rank(low), lightest: rank(n - 1 - low))
    }

    /// Summarises raw bytes; see ``PixelBuffer`` for the layout. `nil` when they do not fit.
    public init?(bytes: [UInt8], width: Int, height: Int, bytesPerPixel: Int = 4,
                 bytesPerRow: Int? = nil, order: PixelBuffer.ChannelOrder = .bgr) {
        guard let image = PixelBuffer(bytes: bytes, width: width, height: height, bytesPerPixel: bytesPerPixel,
                                      bytesPerRow: bytesPerRow, order: order) else { return nil }
        self.init(image)
    }

    /// WCAG relative luminance of ``darkest``.
    public var darkestLuminance: Double { darkest.relativeLuminance }
    /// WCAG relative luminance of ``lightest``.
    public var lightestLuminance: Double { lightest.relativeLuminance }

    /// The value at index `k` of the channel's values in ascending order.
    private static func value(at k: Int, in histogram: [Int]) -> UInt8 {
        var seen = 0
        for (value, count) in histogram.enumerated() {
            seen += count
            if seen > k { return UInt8(value) }
        }
        return 255
    }
}
