import Testing
@testable import PanelCore

@Suite struct BlurTests {
    /// A one-row image of greys, 4 bytes a pixel (the fourth 255).
    static func greys(_ levels: [UInt8]) -> PixelBuffer {
        var image = PixelBuffer(width: levels.count, height: 1, filledWith: .black)
        for (x, v) in levels.enumerated() { image.setColor(grey(v), x: x, y: 0) }
        return image
    }

    static func levels(_ image: PixelBuffer, row: Int = 0) -> [UInt8] {
        (0..<image.width).map { image.color(x: $0, y: row).red }
    }

    struct Row: Sendable {
        var input: [UInt8]
        var blur: BoxBlur
        var output: [UInt8]
    }

    /// Rows of one pixel's height: the vertical pass clamps to the row itself and changes nothing.
    @Test(arguments: [
        // A single white pixel spreads to a third on each side (255 / 3 = 85).
        Row(input: [0, 0, 255, 0, 0], blur: BoxBlur(radius: 1, passes: 1), output: [0, 85, 85, 85, 0]),
        // Twice: (85 + 1) / 3 = 28 and (170 + 1) / 3 = 57, a tent.
        Row(input: [0, 0, 0, 255, 0, 0, 0], blur: BoxBlur(radius: 1, passes: 2), output: [0, 28, 57, 85, 57, 28, 0]),
        // The edge pixel stands in for those beyond: (255 + 255 + 0) / 3 = 170.
        Row(input: [255, 0, 0, 0], blur: BoxBlur(radius: 1, passes: 1), output: [170, 85, 0, 0]),
        // A radius beyond the image: 4 · 255 / 7 = 145.7 and 3 · 255 / 7 = 109.3.
        Row(input: [255, 0], blur: BoxBlur(radius: 3, passes: 1), output: [146, 109]),
        Row(input: [9, 200, 31], blur: BoxBlur(radius: 0, passes: 3), output: [9, 200, 31]),
    ])
    func rows(_ row: Row) {
        let image = row.blur.blurred(Self.greys(row.input))
        #expect(Self.levels(image) == row.output)
        #expect((0..<image.width).allSatisfy { image.bytes[4 * $0 + 3] == 255 })
    }

    /// A white pixel in the middle of 5 × 5 black: a 3 × 3 block of 85 / 3 = 28.
    @Test func aWhitePixelSpreadsInBothDirections() {
        var image = PixelBuffer(width: 5, height: 5, filledWith: .black)
        image.setColor(.white, x: 2, y: 2)
        BoxBlur(radius: 1, passes: 1).apply(to: &image)
        let expected: [[UInt8]] = [[0, 0, 0, 0, 0], [0, 28, 28, 28, 0], [0, 28, 28, 28, 0], [0, 28, 28, 28, 0], [0, 0, 0, 0, 0]]
        #expect((0..<5).map { Self.levels(image, row: $0) } == expected)
    }

    @Test func aFlatImageStaysExactlyFlat() {
        let flat = PixelBuffer(width: 6, height: 4, filledWith: Color(hex: "#7b2d91")!)
        #expect(BoxBlur(radius: 3).blurred(flat) == flat)
        #expect(BoxBlur.backdrop(scale: 2).blurred(flat) == flat)
    }

    @Test func rowPaddingIsLeftAlone() {
        let bytes: [UInt8] = [255, 255, 255, 0, 0, 0, 0xee, 0xee,
                              0, 0, 0, 0, 0, 0, 0xee, 0xee]
        var image = PixelBuffer(bytes: bytes, width: 2, height: 2, bytesPerPixel: 3, bytesPerRow: 8)!
        BoxBlur(radius: 1, passes: 1).apply(to: &image)
        // Across: 170, 85; then down, each column (a, 0) gives ((2a + 0 + 1) / 3, (a + 0 + 1) / 3).
        #expect(image.bytes == [113, 113, 113, 57, 57, 57, 0xee, 0xee,
                                57, 57, 57, 28, 28, 28, 0xee, 0xee])
    }

    @Test func channelsBlurApart() {
        var image = PixelBuffer(width: 3, height: 1, filledWith: .black, order: .rgb)
        image.setColor(Color(red: 255, green: 0, blue: 0), x: 0, y: 0)
        image.setColor(Color(red: 0, green: 0, blue: 255), x: 2, y: 0)
        let blurred = BoxBlur(radius: 1, passes: 1).blurred(image)
        #expect(blurred.color(x: 1, y: 0) == Color(red: 85, green: 0, blue: 85))
        #expect(blurred.color(x: 0, y: 0) == Color(red: 170, green: 0, blue: 0))
    }

    /// Box sizes for a Gaussian: σ = 2 over 3 passes takes widths 3, 3, 5 (variance 40/12 of 48/12);
    /// σ = 6 takes 11, 11, 13.
    @Test(arguments: [
        (2.0, 3, [1, 1, 2]),
        (6.0, 3, [5, 5, 6]),
        (1.0, 2, [0, 1]),
        (0.0, 3, [0, 0, 0]),
    ])
    func boxesForAGaussian(_ sigma: Double, _ passes: Int, _ radii: [Int]) {
        #expect(BoxBlur(sigma: sigma, passes: passes).radii == radii)
    }

    @Test func backdropBlurScalesWithTheScreen() {
        #expect(BoxBlur.backdrop(scale: 1).radii == [5, 5, 6])
        #expect(BoxBlur.backdrop(scale: 2) == BoxBlur(sigma: 12))
    }
}
