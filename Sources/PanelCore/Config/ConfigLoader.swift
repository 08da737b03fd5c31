#if canImport(Glibc)
import Glibc
#endif
import SystemPackage

/// Turns a dotfile into a `PanelConfig` and every problem with it.
///
/// Loading never fails: each broken or missing key keeps its default and everything else in the
/// file still applies. A TOML syntax error stops the parser, so then the result is the defaults
/// and that one diagnostic.
public enum ConfigLoader {
    /// The largest dotfile read; anything bigger is reported, not parsed.
    public static let maxFileSize = 1 << 20

    /// The file name used in diagnostics for the built-in default text.
    public static let defaultFileLabel = "<default-config>"

    // MARK: Loading

    /// Parses and validates dotfile `text`; `file` names it in the diagnostics.
    public static func load(text: String, file: String) -> ConfigLoadResult {
        func fail(_ position: SourcePosition, _ message: String) -> ConfigLoadResult {
            let d = ConfigDiagnostic(file: file, line: position.line, column: position.column, message: message)
            return ConfigLoadResult(config: PanelConfig(), diagnostics: [d])
        }
        // toml++ would report a NUL as whatever it was parsing; say plainly what is wrong.
        if let nul = text.unicodeScalars.firstIndex(of: "\u{0}") {
            return fail(SourcePosition(after: text.unicodeScalars[..<nul]),
                        "the file contains a NUL character, which TOML does not allow")
        }
        let document: TOMLDocument
        switch TOMLBridge.parse(text) {
        case .failure(let error):
            return fail(SourcePosition(line: error.line, column: error.column), "TOML syntax error: \(error.message)")
        case .success(let parsed):
            document = parsed
        }

        var state = ValidationState()
        validate(document.root, into: &state)
        let positions = document.positions
        resolveItems(&state, positions: positions)
        ConfigSchema.resolveScriptPlacements(&state)
        ConfigSchema.resolveScriptActions(&state)

        let diagnostics = state.problems.enumerated().map { offset, problem in
            let position = problem.anchor == .key
                ? positions.bestKeyPosition(problem.path)
                : positions.bestValuePosition(problem.path)
            return (offset, ConfigDiagnostic(file: file, line: position.line, column: position.column,
                                             message: problem.message, key: problem.key))
        }
        .sorted { a, b in
            (a.1.line, a.1.column, a.0) < (b.1.line, b.1.column, b.0)
        }
        .map(\.1)
        return ConfigLoadResult(config: state.config, diagnostics: diagnostics)
    }

    /// Reads, parses and validates the dotfile at `path` (named as given in diagnostics).
    ///
    /// - A missing file (or a missing folder on the way) gives the defaults with `fileExists`
    ///   false and no diagnostics, unless `missingFileIsError`, which adds one diagnostic at 1:1
    ///   (for `check-config FILE`, where the user named the file).
    /// - A file that cannot be opened or read (permissions, a folder, a FIFO or device, an I/O
    ///   error), is larger than `maxFileSize` or is not UTF-8 gives the defaults and one diagnostic.
    public static func load(path: String, missingFileIsError: Bool = false) -> ConfigLoadResult {
        func fail(_ message: String, _ position: SourcePosition = .start, exists: Bool = true) -> ConfigLoadResult {
            let d = ConfigDiagnostic(file: path, line: position.line, column: position.column, message: message)
            return ConfigLoadResult(config: PanelConfig(), diagnostics: [d], fileExists: exists)
        }
        // Only a regular file is a dotfile: a FIFO (never waited for), socket or device
        // (`/dev/zero`) is not read.
        let bytes: [UInt8]
        switch WholeFile.read(path, limit: maxFileSize) {
        case .success(let read):
            bytes = read
        case .failure(.cannotOpen(let code)) where code.isMissingFile:
            if missingFileIsError { return fail("no such file", exists: false) }
            return ConfigLoadResult(config: PanelConfig(), diagnostics: [], fileExists: false)
        case .failure(.cannotOpen(let code)):
            return fail("cannot open the file: \(errorText(code))")
        case .failure(.notRegular(let isFolder)):
            return fail("cannot read the file: \(isFolder ? "a folder" : "not a regular file")")
        case .failure(.cannotRead(let code)):
            return fail("cannot read the file: \(errorText(code))")
        case .failure(.tooLarge):
            return fail("the file is larger than \(maxFileSize / 1024 / 1024) MiB; is it really a dotfile?")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let (position, byte) = firstInvalidUTF8(bytes)
            return fail("the file is not UTF-8 text (invalid byte 0x\(String(byte, radix: 16)))", position)
        }
        return load(text: text, file: path)
    }

    /// The built-in default dotfile, loaded (`DefaultConfig.text`).
    public static func loadDefault() -> ConfigLoadResult {
        load(text: DefaultConfig.text, file: defaultFileLabel)
    }

    // MARK: Validation

    private static func validate(_ root: [(key: String, value: ConfigValue)], into state: inout ValidationState) {
        for (name, value) in root {
            guard let section = ConfigSchema.section(name) else {
                unknownTopLevel(name, value, &state)
                continue
            }
            guard case .table(let entries) = value else {
                state.problems.append(ConfigProblem(
                    path: [.key(name)], anchor: .value,
                    message: "\(name) must be a section ([\(name)]) with the keys "
                        + "\(Suggestions.list(section.keyNames)), got \(value.typedDescription)",
                    key: name))
                continue
            }
            for (key, value) in entries {
                let context = KeyContext(section: name, key: key)
                guard let spec = section.key(key) ?? section.otherKey?(key) else {
                    unknownKey(key, value, in: section, &state)
                    continue
                }
                spec.apply(value, context, &state)
            }
        }
    }

    private static func unknownKey(_ key: String, _ value: ConfigValue, in section: SectionSpec,
                                   _ state: inout ValidationState) {
        let shown = ConfigValue.clip(key)
        if section.keysAreItems {
            unknownItem(key, in: section, &state)
            return
        }
        var message = "\(section.name).\(shown): unknown key in [\(section.name)]"
        if let near = Suggestions.closest(to: key, in: section.keyNames) {
            message += "; did you mean '\(near)'?"
        } else if case .table = value, let near = Suggestions.closest(to: key, in: ConfigSchema.sectionNames) {
            // `clock.format = ...` written below `[panel]` means `panel.clock.format`.
            message += "; did you mean the section [\(near)]? (this line is inside [\(section.name)])"
        } else if let owner = ConfigSchema.section(owningKey: key) {
            message += "; \(shown) belongs in [\(owner.name)]"
        } else {
            message += "; its keys are \(Suggestions.list(section.keyNames))"
        }
        state.problems.append(ConfigProblem(
            path: [.key(section.name), .key(key)], anchor: .key, message: message,
            key: section.name + "." + key))
    }

    /// `[actions.NAME]` for a name that is not an item.
    private static func unknownItem(_ name: String, in section: SectionSpec, _ state: inout ValidationState) {
        var message = "\(section.name).\(ConfigValue.clip(name)): unknown item '\(ConfigValue.clip(name))' in [\(section.name)]"
        if let near = Suggestions.closest(to: name, in: section.keyNames) {
            message += "; did you mean '\(near)'?"
        } else {
            message += "; items are \(Suggestions.list(section.keyNames))"
        }
        state.problems.append(ConfigProblem(
            path: [.key(section.name), .key(name)], anchor: .key, message: message, key: section.name + "." + name))
    }

    private static func unknownTopLevel(_ name: String, _ value: ConfigValue, _ state: inout ValidationState) {
        let shown = ConfigValue.clip(name)
        let sections = ConfigSchema.sectionNames
        var message: String
        if case .table = value {
            message = "\(shown): unknown section [\(shown)]"
            if let near = Suggestions.closest(to: name, in: sections) {
                message += "; did you mean [\(near)]?"
            } else {
                message += "; sections are \(Suggestions.list(sections))"
            }
        } else if let owner = ConfigSchema.section(owningKey: name) {
            message = "\(shown): not allowed at the top level; it belongs in [\(owner.name)] "
                + "(write it below the [\(owner.name)] line)"
        } else if let near = Suggestions.closest(to: name, in: sections) {
            message = "\(shown): unknown key at the top level; did you mean the section [\(near)]?"
        } else {
            message = "\(shown): unknown key at the top level; settings go in the sections "
                + Suggestions.list(sections)
        }
        state.problems.append(ConfigProblem(path: [.key(name)], anchor: .key, message: message, key: name))
    }

    /// Drops items placed twice (reporting each repeat where it is written, after its first
    /// place in the file), then fills the item lists. A list the file does not give (or gives
    /// with the wrong type) keeps its default minus the items the file places elsewhere, so
    /// `right = ["clock"]` alone moves the clock rather than showing it twice.
    private static func resolveItems(_ state: inout ValidationState, positions: SourceMap) {
        typealias Placement = (slot: ItemSlot, order: Int, item: ItemName, index: Int, position: SourcePosition)
        let placements: [Placement] = ItemSlot.allCases.enumerated().flatMap { order, slot in
            (state.placedItems[slot] ?? []).map { item, index in
                let path: [PathComponent] = [.key("items"), .key(slot.rawValue), .index(index)]
                return (slot, order, item, index, positions.bestValuePosition(path))
            }
        }.sorted { ($0.position, $0.order, $0.index) < ($1.position, $1.order, $1.index) }

        var first: [ItemName: Placement] = [:]
        var repeats: Set<[Int]> = []
        for p in placements {
            guard let earlier = first[p.item] else {
                first[p.item] = p
                continue
            }
            repeats.insert([p.order, p.index])
            let whereEarlier = earlier.slot == p.slot ? "earlier in items.\(p.slot.rawValue)"
                : "in items.\(earlier.slot.rawValue)"
            let message = "items.\(p.slot.rawValue): '\(p.item.rawValue)' already appears \(whereEarlier) "
                + "(line \(earlier.position.line)); an item may appear only once"
            state.problems.append(ConfigProblem(
                path: [.key("items"), .key(p.slot.rawValue), .index(p.index)], anchor: .value,
                message: message, key: "items." + p.slot.rawValue))
        }

        for (order, slot) in ItemSlot.allCases.enumerated() {
            state.config.items[keyPath: slot.list] = state.placedItems[slot].map { placed in
                placed.filter { !repeats.contains([order, $0.index]) }.map(\.item)
            } ?? PanelConfig.Items()[keyPath: slot.list].filter { first[$0] == nil }
        }
    }

    // MARK: Text helpers

    /// The position and value of the first byte that is not valid UTF-8.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> (SourcePosition, UInt8) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { offset += UTF8.width(scalar) }
        let before = String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars
        return (SourcePosition(after: before), offset < bytes.count ? bytes[offset] : 0)
    }

    private static func errorText(_ code: Errno) -> String {
        guard let text = strerror(code.rawValue) else { return "error \(code.rawValue)" }
        return String(cString: text)
    }
}
