import Foundation

/// An 8-bit RGB image read from a binary PPM (what `convert ... ppm:` writes).
struct RGBImage {
    let width: Int
    let height: Int
    let bytes: [UInt8]

    init?(ppm data: Data) {
        let bytes = [UInt8](data)
        var fields: [String] = []
        var index = 0
        while fields.count < 4 && index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0a || bytes[index] == 0x0d || bytes[index] == 0x09 { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != 0x0a { index += 1 }
                continue
            }
            var token = ""
            while index < bytes.count, !(bytes[index] == 0x20 || bytes[index] == 0x0a || bytes[index] == 0x0d || bytes[index] == 0x09) {
                token.append(Character(UnicodeScalar(bytes[index])))
                index += 1
            }
            fields.append(token)
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let w = Int(fields[1]), let h = Int(fields[2]), fields[3] == "255",
              bytes.count - index >= w * h * 3 else { return nil }
        width = w
        height = h
        self.bytes = Array(bytes[index..<(index + w * h * 3)])
    }

    /// The pixel at `x`, `y` as (r, g, b).
    subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        let i = (y * width + x) * 3
        return (bytes[i], bytes[i + 1], bytes[i + 2])
    }

    /// WCAG relative luminance of a pixel.
    func luminance(x: Int, y: Int) -> Double {
        let p = self[x, y]
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(p.r) + 0.7152 * linear(p.g) + 0.0722 * linear(p.b)
    }

    /// Pixels in the rectangle whose contrast with `background` luminance is at least `ratio`.
    func countContrasting(x: Int, y: Int, width: Int, height: Int, against background: Double, ratio: Double) -> Int {
        var count = 0
        for py in y..<min(self.height, y + height) {
            for px in x..<min(self.width, x + width) {
                let l = luminance(x: px, y: py)
                let contrast = (max(l, background) + 0.05) / (min(l, background) + 0.05)
                if contrast >= ratio { count += 1 }
            }
        }
        return count
    }

    /// Pixels in the rectangle whose WCAG luminance passes `test` (e.g. `{ $0 > 0.8 }` for near-white).
    func count(x: Int, y: Int, width: Int, height: Int, luminance test: (Double) -> Bool) -> Int {
        var count = 0
        for py in y..<min(self.height, y + height) {
            for px in x..<min(self.width, x + width) where test(luminance(x: px, y: py)) { count += 1 }
        }
        return count
    }

    /// The raw pixels of a rectangle, for comparing two screenshots.
    func region(x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        for py in y..<min(self.height, y + height) {
            let start = (py * self.width + x) * 3
            out += bytes[start..<start + min(width, self.width - x) * 3]
        }
        return out
    }

    /// Writes the image as a PPM (for looking at a failure).
    func write(to path: String) {
        var data = Data("P6\n\(width) \(height)\n255\n".utf8)
        data.append(contentsOf: bytes)
        _ = FileManager.default.createFile(atPath: path, contents: data)
    }
}
