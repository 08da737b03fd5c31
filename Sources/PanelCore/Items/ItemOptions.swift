/// An item's section of the dotfile (`[cpu]`), declared with the item as i3status declares a
/// module's options in one table beside it: a value whose stored properties are the keys' values,
/// their initial values the defaults, and ``keys``, each key's name, check and words.
///
/// The item's declaration names it (``ItemDeclaration/options``); from the table of those the
/// dotfile's schema (`ConfigSchema`), the parsed values (``PanelConfig``'s
/// `subscript(_:)`), the default dotfile's section (``ItemTable/dotfileSections``, and through it
/// the man page's KEYS) and the strip's drawing (``StripLayout/options``) are all made. The
/// section's name is the item's.
public protocol ItemOptions: Sendable, Equatable {
    /// The defaults.
    init()
    /// The default dotfile's comment above the section's header ("" for none): what the section
    /// is for, in a line or two.
    static var about: String { get }
    /// The keys, in the default dotfile's order.
    static var keys: [OptionKey<Self>] { get }
}

/// One key of an item's section: its name, its words in the default dotfile, how its default is
/// written there, and how a dotfile's value is checked and kept.
public struct OptionKey<Options: ItemOptions>: Sendable {
    /// Its name in the section (`interval`).
    public let name: String
    /// The default dotfile's comment above it, lines without the `# `.
    public let about: String
    /// The key's line in the default dotfile for `options`' value: `interval = 3.0`, or
    /// `# sensor = "coretemp"` (an example, commented out) for a value unset by default.
    let line: @Sendable (Options) -> String
    /// Checks a dotfile's value and keeps it in `options`, or records a problem.
    let apply: @Sendable (ConfigValue, KeyContext, inout ValidationState, inout Options) -> Void

    /// A key whose value `parse` checks (nil: a problem was recorded) and `path` keeps; `example`
    /// is shown commented out in the default dotfile while the default is nil.
    init<Value: OptionValue>(_ name: String, _ path: WritableKeyPath<Options, Value> & Sendable, about: String,
                             example: String? = nil,
                             parse: @escaping @Sendable (ConfigValue, KeyContext, inout ValidationState) -> Value?) {
        self.name = name
        self.about = about
        line = { options in
            if let toml = options[keyPath: path].toml { return name + " = " + toml }
            return "# " + name + " = " + (example ?? "")
        }
        apply = { value, context, state, options in
            if let parsed = parse(value, context, &state) { options[keyPath: path] = parsed }
        }
    }
}

/// A value an option holds, as the default dotfile writes it (nil: unset).
public protocol OptionValue: Sendable {
    /// The TOML for the value; nil when unset (the default dotfile shows an example instead).
    var toml: String? { get }
}

extension Bool: OptionValue {
    public var toml: String? { self ? "true" : "false" }
}

extension Int: OptionValue {
    public var toml: String? { String(self) }
}

extension Double: OptionValue {
    public var toml: String? { ConfigValue.format(self) }
}

extension String: OptionValue {
    public var toml: String? {
        var quoted = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}

extension Array: OptionValue where Element == String {
    public var toml: String? { "[" + compactMap(\.toml).joined(separator: ", ") + "]" }
}

extension Optional: OptionValue where Wrapped: OptionValue {
    public var toml: String? { self?.toml }
}

/// A choice among names (`TitleElision`, `CapacityBasis`): its raw value, quoted.
public protocol OptionChoice: OptionValue, RawRepresentable, CaseIterable where RawValue == String {}

extension OptionChoice {
    public var toml: String? { rawValue.toml }
}

// MARK: The kinds of key, with the checks of ConfigSchema

extension OptionKey {
    /// `true` or `false`.
    static func boolean(_ name: String, _ path: WritableKeyPath<Options, Bool> & Sendable, about: String) -> Self {
        Self(name, path, about: about) { v, c, s in ConfigSchema.boolean(v, c, &s) }
    }

    /// One of the choice's names, with a suggestion when a name is close.
    static func choice<Choice: OptionChoice>(_ name: String, _ path: WritableKeyPath<Options, Choice> & Sendable,
                                             about: String) -> Self {
        Self(name, path, about: about) { v, c, s in ConfigSchema.choice(v, c, &s) }
    }

    /// An integer within `range`.
    static func integer(_ name: String, _ path: WritableKeyPath<Options, Int> & Sendable, in range: ClosedRange<Int>,
                        about: String) -> Self {
        Self(name, path, about: about) { v, c, s in ConfigSchema.integer(v, c, &s, in: range) }
    }

    /// A duration in seconds up to `limit`: from 0, or above 0 without `allowZero`.
    static func seconds(_ name: String, _ path: WritableKeyPath<Options, Double> & Sendable, upTo limit: Double,
                        allowZero: Bool, about: String) -> Self {
        Self(name, path, about: about) { v, c, s in ConfigSchema.seconds(v, c, &s, upTo: limit, allowZero: allowZero) }
    }

    /// `interval`: the seconds between an item's readings, within ``PanelConfig/itemIntervalRange``
    /// (``ItemReading/init(every:read:)``); `about` is followed by the range in the default dotfile.
    static func interval(_ path: WritableKeyPath<Options, Double> & Sendable, about: String) -> Self {
        let range = PanelConfig.itemIntervalRange
        return Self("interval", path, about: about + ", \(Int(range.lowerBound)) to \(Int(range.upperBound)).") { v, c, s in
            ConfigSchema.itemInterval(v, c, &s)
        }
    }

    /// A string on one line, unset by default (`example` shows its form); empty only when
    /// `allowEmpty`. `allowed` names what it takes in a message.
    static func text(_ name: String, _ path: WritableKeyPath<Options, String?> & Sendable, allowed: String,
                     allowEmpty: Bool, example: String, about: String) -> Self {
        Self(name, path, about: about, example: example) { v, c, s in
            ConfigSchema.text(v, c, &s, allowed: allowed, allowEmpty: allowEmpty).map { Optional($0) }
        }
    }
}
