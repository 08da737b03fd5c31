/// One picture of an item's `IconPixmap`, `AttentionIconPixmap` or `OverlayIconPixmap`
/// (`a(iiay)`): ARGB32 in network byte order, rows top to bottom.
public struct IconPixmap: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: alpha, red, green, blue, not premultiplied.
    public let argb: [UInt8]

    /// The largest side taken: larger pictures are refused, not scaled (a 1024 x 1024 icon is
    /// 4 MiB; apps send 16 to 256).
    public static let maxSide = 1024

    /// A picture whose data holds exactly its sides' pixels; nil for a size of 0, a negative or
    /// huge size, or data that disagrees with the size.
    public init?(width: Int, height: Int, argb: [UInt8]) {
        guard width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide, argb.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.argb = argb
    }

    /// The well-formed pictures of an `a(iiay)` value, in the order sent; the malformed ones
    /// (wrong types, sizes that disagree with the data) are left out.
    public static func list(_ value: BusValue?) -> [IconPixmap] {
        guard let items = value?.elements else { return [] }
        return items.compactMap { item in
            guard let fields = item.elements, fields.count == 3, let width = fields[0].int, let height = fields[1].int,
                  case .bytes(let data) = fields[2].unwrapped else { return nil }
            return IconPixmap(width: width, height: height, argb: data)
        }
    }

    /// The picture to draw at `size` pixels: the smallest at least that large, else the largest
    /// (scaling down keeps more detail than scaling up); nil when there is none.
    public static func nearest(_ pixmaps: [IconPixmap], to size: Int) -> IconPixmap? {
        let side = { (p: IconPixmap) in max(p.width, p.height) }
        let larger = pixmaps.filter { side($0) >= size }.min { side($0) < side($1) }
        return larger ?? pixmaps.max { side($0) < side($1) }
    }

    /// The picture as an icon `size` pixels square, premultiplied, centred with its aspect kept.
    public func icon(size: Int) -> IconImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let a = UInt32(argb[i * 4]), r = UInt32(argb[i * 4 + 1]), g = UInt32(argb[i * 4 + 2]), b = UInt32(argb[i * 4 + 3])
            pixels[i * 4] = UInt8((b * a + 127) / 255)
            pixels[i * 4 + 1] = UInt8((g * a + 127) / 255)
            pixels[i * 4 + 2] = UInt8((r * a + 127) / 255)
            pixels[i * 4 + 3] = UInt8(a)
        }
        return IconImage(width: width, height: height, premultipliedBGRA: pixels)!.fitted(size: size)
    }
}
