/// An sRGB colour with straight (not premultiplied) alpha, 8 bits a channel.
public struct Color: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    /// Creates a colour from 8-bit channels; alpha defaults to opaque.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#rrggbb` or `#rrggbbaa` (case-insensitive); `nil` for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.unicodeScalars.dropFirst().map(Self.hexDigit)
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var channels: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = digits[index], let low = digits[index + 1] else { return nil }
            channels.append(high << 4 | low)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hex: String {
        func two(_ v: UInt8) -> String {
            let digits = Array("0123456789abcdef")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + two(red) + two(green) + two(blue) + (alpha == 255 ? "" : two(alpha))
    }

    /// The same colour with another alpha.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// The value of a hex digit (either case); `nil` for anything else. The one hex parser.
    static func hexDigit(_ c: Unicode.Scalar) -> UInt8? {
        switch c {
        case "0"..."9": return UInt8(c.value - 0x30)
        case "a"..."f": return UInt8(c.value - 0x61 + 10)
        case "A"..."F": return UInt8(c.value - 0x41 + 10)
        default: return nil
        }
    }
}
