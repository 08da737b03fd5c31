#if canImport(Glibc)
import Glibc
#endif

extension Color {
    /// WCAG 2 relative luminance, 0 (black) to 1 (white); alpha is ignored.
    public var relativeLuminance: Double {
        0.2126 * linearLight[Int(red)] + 0.7152 * linearLight[Int(green)] + 0.0722 * linearLight[Int(blue)]
    }

    /// WCAG 2 contrast ratio between two opaque colours, 1...21.
    public func contrastRatio(with other: Color) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Whether dark content reads better on this colour than light content.
    public var prefersDarkContent: Bool {
        contrastRatio(with: .black) >= contrastRatio(with: .white)
    }

    /// This colour painted over an opaque `below`, as the eye sees it.
    public func composited(over below: Color) -> Color {
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return Color(red: mix(red, below.red), green: mix(green, below.green), blue: mix(blue, below.blue))
    }

    /// Towards white by `amount` (0...1), keeping alpha.
    public func lighter(by amount: Double) -> Color {
        func up(_ c: UInt8) -> UInt8 { UInt8((Double(c) + (255 - Double(c)) * amount).rounded()) }
        return Color(red: up(red), green: up(green), blue: up(blue), alpha: alpha)
    }

    /// Towards black by `amount` (0...1), keeping alpha.
    public func darker(by amount: Double) -> Color {
        func down(_ c: UInt8) -> UInt8 { UInt8((Double(c) * (1 - amount)).rounded()) }
        return Color(red: down(red), green: down(green), blue: down(blue), alpha: alpha)
    }
}

/// The sRGB transfer function undone, for each 8-bit value: the legibility search evaluates
/// thousands of composites, so the `pow` is taken once per value.
private let linearLight: [Double] = (0...255).map { c in
    let v = Double(c) / 255
    return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
}
