// The dotfile's text forms of the configuration values that are not plain enums.

extension ColorSetting: CustomStringConvertible {
    /// Parses `auto`, `#rrggbb` or `#rrggbbaa` (hex digits in either case); `nil` otherwise.
    public init?(_ text: String) {
        if text == "auto" {
            self = .auto
        } else if let color = Color(hex: text) {
            self = .fixed(color)
        } else {
            return nil
        }
    }

    /// `auto`, `#rrggbb` or `#rrggbbaa`, as the dotfile writes it.
    public var description: String {
        switch self {
        case .auto: return "auto"
        case .fixed(let color): return color.hex
        }
    }
}

extension MonitorSelection: CustomStringConvertible {
    /// Parses `primary` or `all`; output lists are TOML arrays, not strings.
    public init?(_ text: String) {
        switch text {
        case "primary": self = .primary
        case "all": self = .all
        default: return nil
        }
    }

    /// `primary`, `all`, or the output names as a TOML array (`["HDMI-1", "eDP-1"]`).
    public var description: String {
        switch self {
        case .primary: return "primary"
        case .all: return "all"
        case .outputs(let names): return "[" + names.map(Self.quoted).joined(separator: ", ") + "]"
        }
    }

    private static func quoted(_ name: String) -> String {
        var out = "\""
        for c in name {
            if c == "\"" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out + "\""
    }
}
