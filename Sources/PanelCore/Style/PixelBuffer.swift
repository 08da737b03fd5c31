/// Pixels the shell read from the screen or the root pixmap, as bytes.
///
/// Each pixel is `bytesPerPixel` bytes (3 or 4): red, green and blue in ``ChannelOrder``,
/// then, with 4 bytes, a fourth byte that sampling ignores (X11's padding or alpha) and
/// blurring treats like any other channel. Rows are `bytesPerRow` bytes apart, which may
/// exceed `width * bytesPerPixel` (XImage's `bytes_per_line`); the padding is left alone.
///
/// `XGetImage(..., ZPixmap)` of a 24- or 32-bit TrueColor visual with `byte_order` LSBFirst
/// (the usual on x86 and ARM) gives 4 bytes a pixel in ``ChannelOrder/bgr`` order (blue,
/// green, red, pad); pass its `bytes_per_line` as `bytesPerRow`.
public struct PixelBuffer: Sendable, Equatable {
    /// The order of the colour bytes within a pixel.
    public enum ChannelOrder: Sendable, Equatable {
        /// Blue, green, red (then the fourth byte): X11 ZPixmap on little-endian machines.
        case bgr
        /// Red, green, blue (then the fourth byte).
        case rgb
    }

    public var bytes: [UInt8]
    public let width: Int
    public let height: Int
    public let bytesPerPixel: Int
    public let bytesPerRow: Int
    public let order: ChannelOrder

    /// Wraps `bytes`; `nil` when the size is empty, `bytesPerPixel` is not 3 or 4, a row is
    /// shorter than its pixels, or `bytes` is too short for `height` rows.
    /// `bytesPerRow` defaults to `width * bytesPerPixel`.
    public init?(bytes: [UInt8], width: Int, height: Int, bytesPerPixel: Int = 4,
                 bytesPerRow: Int? = nil, order: ChannelOrder = .bgr) {
        let stride = bytesPerRow ?? width * bytesPerPixel
        guard width > 0, height > 0, bytesPerPixel == 3 || bytesPerPixel == 4,
              stride >= width * bytesPerPixel,
              bytes.count >= stride * (height - 1) + width * bytesPerPixel else { return nil }
        self.bytes = bytes
        self.width = width
        self.height = height
        self.bytesPerPixel = bytesPerPixel
        self.bytesPerRow = stride
        self.order = order
    }

    /// A `width` × `height` image of one opaque colour, 4 bytes a pixel in `order`.
    public init(width: Int, height: Int, filledWith color: Color, order: ChannelOrder = .bgr) {
        let pixel = Self.bytes(of: color, order: order)
        let w = max(1, width), h = max(1, height)
        self.init(bytes: Array([[UInt8]](repeating: pixel, count: w * h).joined()), width: w, height: h, order: order)!
    }

    /// The colour at `x`, `y` (which must be inside), opaque.
    public func color(x: Int, y: Int) -> Color {
        let i = y * bytesPerRow + x * bytesPerPixel
        switch order {
        case .bgr: return Color(red: bytes[i + 2], green: bytes[i + 1], blue: bytes[i])
        case .rgb: return Color(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2])
        }
    }

    /// Sets the colour at `x`, `y` (which must be inside); a fourth byte becomes 255.
    public mutating func setColor(_ color: Color, x: Int, y: Int) {
        let i = y * bytesPerRow + x * bytesPerPixel
        for (k, byte) in Self.bytes(of: color, order: order).prefix(bytesPerPixel).enumerated() { bytes[i + k] = byte }
    }

    private static func bytes(of color: Color, order: ChannelOrder) -> [UInt8] {
        switch order {
        case .bgr: return [color.blue, color.green, color.red, 255]
        case .rgb: return [color.red, color.green, color.blue, 255]
        }
    }
}
