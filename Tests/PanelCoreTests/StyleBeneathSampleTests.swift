import Testing
@testable import PanelCore

@Suite struct StyleBeneathSampleTests {
    /// `count` pixels of `color` followed by `others` pixels of `other`, one row, 4 bytes BGR-.
    static func row(_ color: Color, _ count: Int, then other: Color, _ others: Int) -> PixelBuffer {
        var image = PixelBuffer(width: count + others, height: 1, filledWith: color)
        for x in count..<count + others { image.setColor(other, x: x, y: 0) }
        return image
    }

    @Test func aFlatBandIsItsColourThroughout() {
        let sample = BeneathSample(PixelBuffer(width: 10, height: 2, filledWith: Color(hex: "#336699")!))
        #expect(sample == BeneathSample(uniform: Color(hex: "#336699")!))
        #expect(sample.average == Color(hex: "#336699")!)
    }

    struct Order: Sendable {
        var order: PixelBuffer.ChannelOrder
        var bytesPerPixel: Int
        var bytesPerRow: Int?
        var bytes: [UInt8]
        var color: Color
    }

    /// Two rows of one pixel each; padding bytes (0xee) and the fourth byte are ignored.
    @Test(arguments: [
        Order(order: .bgr, bytesPerPixel: 4, bytesPerRow: nil, bytes: [1, 2, 3, 0, 1, 2, 3, 9], color: Color(red: 3, green: 2, blue: 1)),
        Order(order: .rgb, bytesPerPixel: 4, bytesPerRow: nil, bytes: [1, 2, 3, 0, 1, 2, 3, 9], color: Color(red: 1, green: 2, blue: 3)),
        Order(order: .rgb, bytesPerPixel: 3, bytesPerRow: nil, bytes: [1, 2, 3, 1, 2, 3], color: Color(red: 1, green: 2, blue: 3)),
        Order(order: .bgr, bytesPerPixel: 3, bytesPerRow: 5, bytes: [1, 2, 3, 0xee, 0xee, 1, 2, 3], color: Color(red: 3, green: 2, blue: 1)),
    ])
    func channelOrderAndStride(_ c: Order) {
        let sample = BeneathSample(bytes: c.bytes, width: 1, height: 2, bytesPerPixel: c.bytesPerPixel, bytesPerRow: c.bytesPerRow, order: c.order)
        #expect(sample == BeneathSample(uniform: c.color))
    }

    @Test(arguments: [
        ([UInt8](repeating: 0, count: 8), 0, 2, 4, nil as Int?),   // no width
        ([UInt8](repeating: 0, count: 8), 1, 2, 2, nil),            // 2 bytes a pixel
        ([UInt8](repeating: 0, count: 7), 1, 2, 4, nil),            // a byte short
        ([UInt8](repeating: 0, count: 16), 2, 2, 4, 6),             // row shorter than its pixels
    ])
    func badBuffersAreRefused(_ bytes: [UInt8], _ width: Int, _ height: Int, _ bpp: Int, _ stride: Int?) {
        #expect(BeneathSample(bytes: bytes, width: width, height: height, bytesPerPixel: bpp, bytesPerRow: stride) == nil)
    }

    /// Of 1000 pixels the extremes skip the 9 at each end (index ⌊999 · 0.01⌋ = 9 and 990).
    @Test func nineStrayPixelsDoNotRuleTenDo() {
        let nine = BeneathSample(Self.row(.black, 991, then: .white, 9))
        #expect(nine.lightest == .black && nine.darkest == .black && nine.median == .black)
        #expect(nine.average == grey(2))  // 9 · 255 / 1000 = 2.3
        let ten = BeneathSample(Self.row(.black, 990, then: .white, 10))
        #expect(ten.lightest == .white && ten.darkest == .black)
        let darkStrays = BeneathSample(Self.row(.black, 9, then: .white, 991))
        #expect(darkStrays.darkest == .white && darkStrays.lightest == .white)
        // Under 101 pixels nothing is skipped.
        let small = BeneathSample(Self.row(.black, 99, then: .white, 1))
        #expect(small.lightest == .white)
    }

    @Test func medianIsTheLowerMiddleAndAverageRounds() {
        let sample = BeneathSample(Self.row(.black, 1, then: .white, 1))
        #expect(sample.median == .black)
        #expect(sample.average == grey(128))
        #expect(sample.darkest == .black && sample.lightest == .white)
    }

    /// Per channel: red and green halves bound each other in every channel by black and yellow.
    @Test func extremesAreTakenChannelByChannel() {
        let sample = BeneathSample(Self.row(Color(red: 255, green: 0, blue: 0), 50, then: Color(red: 0, green: 255, blue: 0), 50))
        #expect(sample.darkest == .black)
        #expect(sample.lightest == Color(red: 255, green: 255, blue: 0))
        #expect(sample.darkestLuminance == 0)
        #expect(sample.lightestLuminance == 0.2126 + 0.7152)
        #expect(sample.median == Color(red: 0, green: 0, blue: 0))
        #expect(sample.average == Color(red: 128, green: 128, blue: 0))
    }

    @Test func unknownSpansBlackToWhite() {
        #expect(BeneathSample.unknown.darkest == .black && BeneathSample.unknown.lightest == .white)
        #expect(BeneathSample(uniform: Color.white.withAlpha(10)).average == .white)
    }
}
