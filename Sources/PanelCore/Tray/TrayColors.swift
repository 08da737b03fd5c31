/// `_NET_SYSTEM_TRAY_COLORS` (system tray protocol 0.3): the colours a tray asks its clients to
/// draw symbolic icons in — foreground, error, warning, success — each as three 16-bit channels.
/// GTK recolours its symbolic icons with them, so a dark strip gets light icons without
/// `tray.tint`.
public enum TrayColors {
    /// The error, warning and success colours (a phone's system red, orange and green).
    public static let error = Color(red: 255, green: 59, blue: 48)
    public static let warning = Color(red: 255, green: 149, blue: 0)
    public static let success = Color(red: 52, green: 199, blue: 89)

    /// The property's twelve values for icons drawn in `foreground`.
    public static func property(foreground: Color) -> [Int] {
        [foreground, error, warning, success].flatMap { color in
            [color.red, color.green, color.blue].map { Int($0) * 257 }
        }
    }
}
