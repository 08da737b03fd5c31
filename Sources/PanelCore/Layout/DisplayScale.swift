/// Pixels per point, from the `Xft.dpi` X resource: 96 dpi is 1. A missing, garbled or absurd
/// value (outside 48-480 dpi) counts as 96, so a stray resource never draws a strip of 2 or
/// 2,000 pixels.
public enum DisplayScale {
    /// The dpi range taken as meant.
    public static let dpiRange = 48.0...480.0

    /// Pixels per point for the `Xft.dpi` resource's text (nil when unset).
    public static func pixelsPerPoint(xftDPI text: String?) -> Double {
        guard let text, let dpi = Double(text), dpiRange.contains(dpi) else { return 1 }
        return dpi / 96
    }

    /// The fontconfig pattern `name` with the strip's dpi (from `Xft.dpi`, 96 when unset or out
    /// of range) added, unless it names one itself. Xft's own default, with `Xft.dpi` unset, is the
    /// screen's dpi from its size in millimetres: on a server started with `-dpi 192`, or with an
    /// odd monitor size, the text came out twice the size of a 24-pixel strip.
    public static func fontRequest(_ name: String, xftDPI: String?) -> String {
        guard !name.lowercased().contains(":dpi=") else { return name }
        let dpi = 96 * pixelsPerPoint(xftDPI: xftDPI)
        let value = dpi == dpi.rounded() ? String(Int(dpi)) : String(dpi)
        return name + (name.hasSuffix(":") ? "" : ":") + "dpi=" + value
    }
}

/// Which visual the strips are made with.
public enum StripVisualChoice {
    /// A 32-bit ARGB visual only while a compositor runs and the style has translucency: alpha
    /// with no compositor to blend it would show black, and an opaque style needs none.
    public static func wantsAlpha(compositorRuns: Bool, styleIsOpaque: Bool) -> Bool {
        compositorRuns && !styleIsOpaque
    }
}
