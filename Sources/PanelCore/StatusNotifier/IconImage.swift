/// An icon's pixels as the renderer uploads them: premultiplied blue, green, red, alpha (X's
/// ARGB32 on a little-endian machine), rows top to bottom without padding.
public struct IconImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let premultipliedBGRA: [UInt8]

    /// nil when the size is empty or the data disagrees with it.
    public init?(width: Int, height: Int, premultipliedBGRA: [UInt8]) {
        guard width > 0, height > 0, premultipliedBGRA.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.premultipliedBGRA = premultipliedBGRA
    }

    /// This image in a square of `size` pixels, its aspect kept and centred.
    ///
    /// Crisp, as icons are drawn: a whole multiple of the size up is each pixel repeated
    /// (pixel art stays sharp), down is each target pixel the average of the source pixels it
    /// covers (area sampling, so thin lines do not vanish); an image already the size is copied.
    public func fitted(size: Int) -> IconImage {
        let size = max(1, size)
        let longest = max(width, height)
        let w = max(1, (width * size + longest / 2) / longest), h = max(1, (height * size + longest / 2) / longest)
        let scaled = w == width && h == height ? premultipliedBGRA : resample(toWidth: w, height: h)
        var square = [UInt8](repeating: 0, count: size * size * 4)
        let left = (size - w) / 2, top = (size - h) / 2
        for row in 0..<h {
            let from = row * w * 4, to = ((top + row) * size + left) * 4
            square.replaceSubrange(to..<(to + w * 4), with: scaled[from..<(from + w * 4)])
        }
        return IconImage(width: size, height: size, premultipliedBGRA: square)!
    }

    /// Area sampling in fixed point: each target pixel weighs the source pixels it overlaps by
    /// the overlap (enlarging is nearest-neighbour, as every target pixel lies in one source pixel).
    private func resample(toWidth w: Int, height h: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: w * h * 4)
        // Spans in units of 1 / (w * width) along x and 1 / (h * height) along y.
        for ty in 0..<h {
            let y0 = ty * height, y1 = (ty + 1) * height
            for tx in 0..<w {
                let x0 = tx * width, x1 = (tx + 1) * width
                var sum = (0, 0, 0, 0), total = 0
                var sy = y0 / h
                while sy * h < y1 {
                    let dy = min(y1, (sy + 1) * h) - max(y0, sy * h)
                    var sx = x0 / w
                    while sx * w < x1 {
                        let weight = dy * (min(x1, (sx + 1) * w) - max(x0, sx * w))
                        let i = (sy * width + sx) * 4
                        sum.0 += Int(premultipliedBGRA[i]) * weight
                        sum.1 += Int(premultipliedBGRA[i + 1]) * weight
                        sum.2 += Int(premultipliedBGRA[i + 2]) * weight
                        sum.3 += Int(premultipliedBGRA[i + 3]) * weight
                        total += weight
                        sx += 1
                    }
                    sy += 1
                }
                let o = (ty * w + tx) * 4
                out[o] = UInt8((sum.0 + total / 2) / total)
                out[o + 1] = UInt8((sum.1 + total / 2) / total)
                out[o + 2] = UInt8((sum.2 + total / 2) / total)
                out[o + 3] = UInt8((sum.3 + total / 2) / total)
            }
        }
        return out
    }
}

extension IconImage {
    /// An image from a decoder's rows of red, green, blue (and alpha when `channels` is 4), not
    /// premultiplied, `rowStride` bytes apart (gdk-pixbuf's layout); nil when the sizes disagree
    /// with the data.
    public init?(rgba bytes: UnsafeRawBufferPointer, width: Int, height: Int, rowStride: Int, channels: Int) {
        guard width > 0, height > 0, width <= IconPixmap.maxSide, height <= IconPixmap.maxSide, channels == 3 || channels == 4,
              rowStride >= width * channels, bytes.count >= rowStride * (height - 1) + width * channels else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * rowStride + x * channels, o = (y * width + x) * 4
                let a = channels == 4 ? UInt32(bytes[i + 3]) : 255
                pixels[o] = UInt8((UInt32(bytes[i + 2]) * a + 127) / 255)
                pixels[o + 1] = UInt8((UInt32(bytes[i + 1]) * a + 127) / 255)
                pixels[o + 2] = UInt8((UInt32(bytes[i]) * a + 127) / 255)
                pixels[o + 3] = UInt8(a)
            }
        }
        self.init(width: width, height: height, premultipliedBGRA: pixels)
    }
}

extension IconImage {
    /// The image's shape in `color` (its alpha kept): a symbolic icon in the strip's content
    /// colour, as GTK draws symbolic XEmbed icons in `_NET_SYSTEM_TRAY_COLORS`.
    public func tinted(_ color: Color) -> IconImage {
        var pixels = premultipliedBGRA
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = UInt32(pixels[i + 3]) * UInt32(color.alpha) / 255
            pixels[i] = UInt8((UInt32(color.blue) * a + 127) / 255)
            pixels[i + 1] = UInt8((UInt32(color.green) * a + 127) / 255)
            pixels[i + 2] = UInt8((UInt32(color.red) * a + 127) / 255)
            pixels[i + 3] = UInt8(a)
        }
        return IconImage(width: width, height: height, premultipliedBGRA: pixels)!
    }

    /// The icon as a strip whose content colour is `foreground` draws it: a symbolic icon's
    /// shape in that colour (each strip its own), any other icon as it is.
    public func shown(symbolic: Bool, in foreground: Color?) -> IconImage {
        guard symbolic, let foreground else { return self }
        return tinted(foreground)
    }

    /// The name of a symbolic icon's picture in `foreground`: one picture for each colour in use.
    public static func symbolicKey(_ item: String, in foreground: Color?) -> String {
        guard let foreground else { return item }
        return item + "@" + [foreground.red, foreground.green, foreground.blue, foreground.alpha].map { String($0) }.joined(separator: ",")
    }

    /// `overlay` drawn over this image's bottom-right quarter (`OverlayIcon…`: a badge on the
    /// icon), at half the icon's side.
    public func overlaid(with overlay: IconImage) -> IconImage {
        let side = max(1, width / 2), small = overlay.fitted(size: side)
        var pixels = premultipliedBGRA
        for y in 0..<side where height - side + y < height {
            for x in 0..<side {
                let s = (y * side + x) * 4, d = ((height - side + y) * width + (width - side + x)) * 4
                let alpha = UInt32(small.premultipliedBGRA[s + 3])
                for c in 0..<4 {
                    pixels[d + c] = UInt8(UInt32(small.premultipliedBGRA[s + c]) + (UInt32(pixels[d + c]) * (255 - alpha) + 127) / 255)
                }
            }
        }
        return IconImage(width: width, height: height, premultipliedBGRA: pixels)!
    }

    /// The attention mark over the top-right corner: a dot of `color` a third of the icon's
    /// side, as a phone marks an app that wants attention.
    public func markedForAttention(_ color: Color) -> IconImage {
        var pixels = premultipliedBGRA
        let diameter = max(3, width / 3)
        let radius = Double(diameter) / 2, cx = Double(width) - radius, cy = radius
        for y in 0..<min(height, diameter) {
            for x in max(0, width - diameter)..<width {
                // Coverage of the pixel by the disc, sampled 4 x 4.
                var inside = 0
                for sy in 0..<4 { for sx in 0..<4 {
                    let px = Double(x) + (Double(sx) + 0.5) / 4 - cx, py = Double(y) + (Double(sy) + 0.5) / 4 - cy
                    if px * px + py * py <= radius * radius { inside += 1 }
                } }
                guard inside > 0 else { continue }
                let a = UInt32(color.alpha) * UInt32(inside) / 16
                let i = (y * width + x) * 4
                let source = [UInt32(color.blue), UInt32(color.green), UInt32(color.red), 255].map { $0 * a / 255 }
                for c in 0..<4 { pixels[i + c] = UInt8(source[c] + (UInt32(pixels[i + c]) * (255 - a) + 127) / 255) }
            }
        }
        return IconImage(width: width, height: height, premultipliedBGRA: pixels)!
    }
}
