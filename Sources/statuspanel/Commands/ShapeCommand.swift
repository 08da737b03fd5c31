import ArgumentParser
import CX11
import PanelCore

/// `statuspanel shape TEXT` (hidden): the runs the strip would draw a label as — each run's font
/// file, pixel size, text and shaped glyphs (id, x, y) — one JSON object a line, for comparing
/// with an independent shaper (hb-shape) on the same font files. Needs an X display.
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Print the glyph runs a label is drawn with (for tests).",
        shouldDisplay: false
    )

    @Option(name: .long, help: "A fontconfig pattern, as panel.font.")
    var font = PanelConfig.Panel.defaultFont

    @Argument var text: String

    func run() throws {
        guard let connection = XConnection.openEnvironmentDisplay(advice: ""),
              let measurer = XftTextMeasurer(connection: connection, name: font) else { throw ExitCode.failure }
        for run in measurer.runs(of: text) {
            var file: UnsafeMutablePointer<FcChar8>?
            var size = 0.0
            FcPatternGetString(run.font.pointee.pattern, FC_FILE, 0, &file)
            FcPatternGetDouble(run.font.pointee.pattern, FC_PIXEL_SIZE, 0, &size)
            let glyphs = run.glyphs.map { "[\($0.glyph),\($0.x),\($0.y)]" }.joined(separator: ",")
            let path = file.map { String(cString: $0) } ?? ""
            print(#"{"file":"\#(Self.escaped(path))","size":\#(size),"text":"\#(Self.escaped(String(decoding: run.bytes, as: UTF8.self)))","width":\#(run.width),"glyphs":[\#(glyphs)]}"#)
        }
    }

    static func escaped(_ s: String) -> String {
        s.unicodeScalars.map { c -> String in
            switch c {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            default: return c.value < 0x20 ? "\\u" + String(c.value, radix: 16).leftPadded(4) : String(c)
            }
        }.joined()
    }
}

private extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
