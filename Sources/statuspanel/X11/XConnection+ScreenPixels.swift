import CX11
import PanelCore

/// Reading pixels back from the server: the band beneath a strip (for `auto` styles) and the
/// wallpaper behind it (pseudo-transparency without a compositor).
extension XConnection {
    /// The pixels of `drawable` in a rectangle that lies inside it, as 4-byte BGR pixels; nil
    /// when the drawable is gone or the read fails. Any depth is converted through the image's
    /// colour masks, so a wallpaper pixmap of another depth than the screen is read, not copied
    /// blindly (the copy is a known BadMatch crash of other panels).
    func pixels(of drawable: Drawable, x: Int, y: Int, width: Int, height: Int) -> PixelBuffer? {
        guard width > 0, height > 0,
              let image = XGetImage(display, drawable, Int32(x), Int32(y), UInt32(width), UInt32(height), UInt.max, ZPixmap)
        else { return nil }
        defer { cx11_destroy_image(image) }
        let img = image.pointee
        let standardMasks = img.red_mask == 0xff0000 && img.green_mask == 0xff00 && img.blue_mask == 0xff
        if img.bits_per_pixel == 32, img.byte_order == LSBFirst, standardMasks || img.depth >= 24, let data = img.data {
            let count = Int(img.bytes_per_line) * height
            let bytes = data.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
            return PixelBuffer(bytes: bytes, width: width, height: height, bytesPerPixel: 4, bytesPerRow: Int(img.bytes_per_line), order: .bgr)
        }
        // Other depths (16-bit wallpapers, say): one pixel at a time through the masks.
        var masks = (img.red_mask, img.green_mask, img.blue_mask)
        if masks.0 == 0 && img.depth == 16 { masks = (0xf800, 0x07e0, 0x001f) }
        guard masks.0 != 0, masks.1 != 0, masks.2 != 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for py in 0..<height {
            for px in 0..<width {
                let pixel = cx11_get_pixel(image, Int32(px), Int32(py))
                let i = (py * width + px) * 4
                bytes[i] = Self.channel(pixel, masks.2)
                bytes[i + 1] = Self.channel(pixel, masks.1)
                bytes[i + 2] = Self.channel(pixel, masks.0)
                bytes[i + 3] = 255
            }
        }
        return PixelBuffer(bytes: bytes, width: width, height: height, order: .bgr)
    }

    /// The wallpaper behind the rectangle, from the root pixmap that wallpaper setters publish
    /// (`_XROOTPMAP_ID`, else `ESETROOT_PMAP_ID`), tiled when it is smaller than the screen;
    /// nil when there is none (a plain root colour), or it went away.
    func wallpaper(x: Int, y: Int, width: Int, height: Int) -> PixelBuffer? {
        guard let pixmap = ["_XROOTPMAP_ID", "ESETROOT_PMAP_ID"].lazy
                .compactMap({ self.longs(self.root, $0, type: Atom(XA_PIXMAP), limit: 1)?.first })
                .first(where: { $0 != 0 }).map({ Pixmap(bitPattern: $0) }) else { return nil }
        var rootReturn: Window = 0
        var px: Int32 = 0, py: Int32 = 0
        var pw: UInt32 = 0, ph: UInt32 = 0, border: UInt32 = 0, depth: UInt32 = 0
        guard XGetGeometry(display, pixmap, &rootReturn, &px, &py, &pw, &ph, &border, &depth) != 0, pw > 0, ph > 0 else { return nil }
        let (w, h) = (Int(pw), Int(ph))
        if x >= 0, y >= 0, x + width <= w, y + height <= h {
            return pixels(of: pixmap, x: x, y: y, width: width, height: height)
        }
        // A tile: read it whole once and repeat it across the rectangle.
        guard let tile = pixels(of: pixmap, x: 0, y: 0, width: w, height: h) else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            let sy = ((y + row) % h + h) % h
            for column in 0..<width {
                let sx = ((x + column) % w + w) % w
                let s = sy * tile.bytesPerRow + sx * 4
                let d = (row * width + column) * 4
                bytes[d] = tile.bytes[s]
                bytes[d + 1] = tile.bytes[s + 1]
                bytes[d + 2] = tile.bytes[s + 2]
                bytes[d + 3] = 255
            }
        }
        return PixelBuffer(bytes: bytes, width: width, height: height, order: .bgr)
    }

    /// An 8-bit channel from `pixel` through `mask` (any width and position).
    private static func channel(_ pixel: UInt, _ mask: UInt) -> UInt8 {
        let shift = mask.trailingZeroBitCount
        let maximum = mask >> shift
        return UInt8(((pixel & mask) >> shift) * 255 / maximum)
    }
}
