import CX11
import PanelCore

/// An Xft font, measuring text for the layout. Widths are cached: the strip shows few strings.
final class XftTextMeasurer: TextMeasuring {
    let font: UnsafeMutablePointer<XftFont>
    private let connection: XConnection
    private var widths: [String: Int] = [:]

    /// Opens the fontconfig pattern `name`; `nil` when Xft cannot open anything for it.
    init?(connection: XConnection, name: String) {
        FontconfigWarmUp.wait()
        guard let font = XftFontOpenName(connection.display, connection.screen, name) else { return nil }
        self.font = font
        self.connection = connection
    }

    deinit { XftFontClose(connection.display, font) }

    func width(of text: String) -> Int {
        if let w = widths[text] { return w }
        var info = XGlyphInfo()
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer {
            XftTextExtentsUtf8(connection.display, font, $0.baseAddress, Int32($0.count), &info)
        }
        if widths.count > 256 { widths.removeAll() }
        widths[text] = Int(info.xOff)
        return Int(info.xOff)
    }

    var ascent: Int { Int(font.pointee.ascent) }
    var descent: Int { Int(font.pointee.descent) }
}
