/// An 8-bit coverage image: 0 is transparent, 255 fully covered. Rows are `width` bytes.
public struct AlphaMask: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    /// A blank mask.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = [UInt8](repeating: 0, count: self.width * self.height)
    }

    /// Coverage at `x`, `y` (0 outside).
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * width + x]
    }
}
