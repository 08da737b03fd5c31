/// `panel.direction`: mirror the strip in a right-to-left locale (`auto`), never, or always.
public enum DirectionSetting: String, Sendable, Equatable, CaseIterable {
    case auto, ltr, rtl
}

/// Which way the strip reads: in a right-to-left locale it mirrors as a phone's does (the left
/// group at the right end, the right group at the left, each group's order reversed).
public enum LayoutDirection: Sendable, Equatable {
    case leftToRight, rightToLeft

    /// Languages written right to left (ISO 639 codes as locale names spell them).
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug", "syr"]

    /// The direction for `setting` in the locale `environment` names: with `auto`, right to left
    /// when the language of the messages locale or the time locale (LC_ALL, else LC_MESSAGES or
    /// LC_TIME, else LANG; empty values count as unset) is written right to left.
    public static func resolve(_ setting: DirectionSetting, environment: [String: String]) -> LayoutDirection {
        switch setting {
        case .ltr: return .leftToRight
        case .rtl: return .rightToLeft
        case .auto:
            func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
            let locales = value("LC_ALL").map { [$0] } ?? [value("LC_MESSAGES") ?? value("LANG"), value("LC_TIME") ?? value("LANG")].compactMap { $0 }
            return locales.contains { rightToLeftLanguages.contains(language(of: $0)) } ? .rightToLeft : .leftToRight
        }
    }

    /// The language part of a locale name: `ar` for `ar_EG.UTF-8@latn`.
    static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "_" && $0 != "." && $0 != "@" }).lowercased()
    }
}

extension LayoutDirection {
    /// Whether `text` holds a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana,
    /// N'Ko and their presentation forms), so it needs the bidirectional algorithm and Arabic
    /// shaping before it is drawn. Text without one is drawn as it is.
    public static func needsReordering(_ text: String) -> Bool {
        text.utf8.contains { $0 >= 0xD6 } && text.unicodeScalars.contains { s in
            switch s.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            default: return false
            }
        }
    }
}
