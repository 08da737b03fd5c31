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
}

/// Which visual the strips are made with.
public enum StripVisualChoice {
    /// A 32-bit ARGB visual only while a compositor runs and the style has translucency: alpha
    /// with no compositor to blend it would show black, and an opaque style needs none.
    public static func wantsAlpha(compositorRuns: Bool, styleIsOpaque: Bool) -> Bool {
        compositorRuns && !styleIsOpaque
    }
}
