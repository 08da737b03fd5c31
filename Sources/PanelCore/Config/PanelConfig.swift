/// The typed, validated dotfile. Every field has the default documented in `config/config.toml`.
///
/// Section and key names are a contract (scripts and tests use them): the panel's own `[panel]`,
/// `[items]`, `[style]`, `[fullscreen]`, `[pill]`, `[actions.ITEM]` and `[script.NAME]` are fields
/// here; each item's section (`[clock]`, `[cpu]`...) is declared with the item (``ItemOptions``)
/// and read with `config[CPUOptions.self]`.
public struct PanelConfig: Sendable, Equatable {
    public var panel = Panel()
    public var items = Items()
    public var style = Style()
    public var fullscreen = Fullscreen()
    public var pill = Pill()
    public var actions = Actions()
    /// The items' own sections (``ItemOptions``), read and set with `config[CPUOptions.self]`.
    public var itemOptions = ItemOptionValues()
    /// `[script.NAME]`: the user's own items, in the file's order; `[items]` places them by name
    /// (``ItemName/init(declared:)``). One not placed still runs, for `status --json`.
    public var scripts: [ScriptSpec] = []

    /// The defaults.
    public init() {}

    /// `[panel]`: the strip itself.
    public struct Panel: Sendable, Equatable {
        /// The default `font`, and the shell's fallback for a pattern Xft cannot open at all.
        /// (`DefaultConfig.text` spells it out too: ConfigDefaultFileTests holds the two equal.)
        public static let defaultFont = "sans-serif:weight=semibold:size=10"

        /// Height in pixels at 96 dpi (scaled with `Xft.dpi`), 16...64.
        public var height = 24
        /// Whether maximised windows start below the strip.
        public var layout = LayoutMode.reserve
        /// A fontconfig pattern for the text.
        public var font = Panel.defaultFont
        /// Which monitors get a strip.
        public var monitor = MonitorSelection.primary
        /// Mirror the strip in a right-to-left locale.
        public var direction = DirectionSetting.auto
        public init() {}
    }

    /// `[items]`: what goes where, by item name.
    public struct Items: Sendable, Equatable {
        public var left: [ItemName] = [.carrier, .airplane, .signal, .network, .vpn]
        public var center: [ItemName] = [.clock]
        public var right: [ItemName] = [.privacy, .tray, .activity, .bluetooth, .battery]
        public init() {}

        /// Whether `item` is in any group.
        public func contains(_ item: ItemName) -> Bool {
            left.contains(item) || center.contains(item) || right.contains(item)
        }
    }

    /// `[style]`: colours and backgrounds.
    public struct Style: Sendable, Equatable {
        public var preset = StylePreset.gray
        /// Dark content, light content, or whichever contrasts more with what is beneath.
        public var content = ContentStyle.auto
        /// `nil` means the preset's background.
        public var background: BackgroundKind? = nil
        /// `nil` means the preset's colour.
        public var color: ColorSetting? = nil
        /// `nil` means the preset's opacity; 0...1.
        public var opacity: Double? = nil
        /// Honour `_STATUSPANEL_STYLE` and `_GTK_THEME_VARIANT` on the active window.
        public var followWindow = true
        /// How a style change animates (`animation`, or the old `animate = true|false`); `none`
        /// also makes hiding instant.
        public var animation = StyleAnimation.crossfade
        public init() {}

        /// Whether style changes and hiding animate at all.
        public var animates: Bool { animation != .none }
    }





    /// `[fullscreen]`
    public struct Fullscreen: Sendable, Equatable {
        /// Hide the strip while the active window is full-screen.
        public var autohide = true
        /// Seconds before hiding.
        public var hideAfter = 3.0
        /// Seconds a revealed strip stays after the last interaction.
        public var stayRevealed = 4.0
        /// Height in pixels of the input-only zone that reveals the strip.
        public var revealZone = 2
        public init() {}
    }
}


extension PanelConfig {
    /// `[pill]`: the phone's pill (`statuspanel pill`, `msg pill`, a script's `"pill"`).
    public struct Pill: Sendable, Equatable {
        /// Where the time goes while a pill with a label shows.
        public var time = PillTime.beside
        public init() {}
    }
}

extension PanelConfig {
    /// The shortest and longest interval of an item read on its own interval, in seconds.
    public static let itemIntervalRange = 1.0...3600.0
}

/// `pill.time`: what becomes of the clock's time while a pill with text or a counter shows.
public enum PillTime: String, Sendable, Equatable, CaseIterable {
    /// The phone's way: the time stays in the capsule, the pill's label beside it.
    case beside
    /// The label stands in the capsule instead of the time (statuspanel's way before issue 39).
    case replaced
}


/// `panel.layout`
public enum LayoutMode: String, Sendable, Equatable, CaseIterable {
    case reserve, overlay
}

/// `panel.monitor`: `primary`, `all`, or a list of RandR output names.
public enum MonitorSelection: Sendable, Equatable {
    case primary, all
    case outputs([String])
}

/// `style.preset`
public enum StylePreset: String, Sendable, Equatable, CaseIterable {
    case gray
    case blackOpaque = "black-opaque"
    case blackTranslucent = "black-translucent"
}

/// `style.content`: whether the strip's content (its text and glyphs) is dark, light, or
/// chosen by contrast with what is beneath (`auto`).
public enum ContentStyle: String, Sendable, Equatable, CaseIterable {
    case dark, light, auto
}

/// `style.animation`
public enum StyleAnimation: String, Sendable, Equatable, CaseIterable {
    /// The colours blend.
    case crossfade
    /// The old strip slides up out of sight while the new one slides into place.
    case slide
    /// At once.
    case none
}

/// `style.background`
public enum BackgroundKind: String, Sendable, Equatable, CaseIterable {
    case solid, gradient, blur, translucent, transparent
}

/// `style.color`: a fixed colour, or `auto` (the colour beneath the strip).
public enum ColorSetting: Sendable, Equatable {
    case fixed(Color)
    case auto
}

