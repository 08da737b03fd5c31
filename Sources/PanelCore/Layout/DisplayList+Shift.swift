extension DrawCommand {
    /// The same command `dy` pixels lower (negative: higher).
    public func shifted(by dy: Int) -> DrawCommand {
        switch self {
        case .rect(let x, let y, let width, let height, let color):
            return .rect(x: x, y: y + dy, width: width, height: height, color: color)
        case .gradient(let x, let y, let width, let height, let top, let bottom):
            return .gradient(x: x, y: y + dy, width: width, height: height, top: top, bottom: bottom)
        case .text(let text, let x, let baseline, let color):
            return .text(text, x: x, baseline: baseline + dy, color: color)
        case .glyph(let glyph, let x, let y, let color):
            return .glyph(glyph, x: x, y: y + dy, color: color)
        case .trayIcon(let index, let x, let y, let size, let tint, let icon):
            return .trayIcon(index: index, x: x, y: y + dy, size: size, tint: tint, icon: icon)
        }
    }
}

extension DisplayList {
    /// Every command `dy` pixels lower (negative: higher); what falls outside the strip is cut
    /// off when drawn. The item areas span the strip's height, so they stay.
    public func shifted(by dy: Int) -> DisplayList {
        DisplayList(width: width, height: height, commands: commands.map { $0.shifted(by: dy) }, areas: areas)
    }
}
