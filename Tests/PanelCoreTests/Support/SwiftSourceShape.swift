/// The shape of Swift source text, read line by line the way the house writes it: which types it
/// declares and how many stored properties each holds. Not a Swift parser: it knows string
/// literals, comments and braces, which is enough for the shell's sources (`ShellShapeTests`).
struct SwiftSourceShape {
    /// A type declared in the text: its name, qualified by the types it is nested in, and its
    /// stored properties (instance and static; computed ones are not state).
    struct Declared: Equatable, CustomStringConvertible {
        var name: String
        var storedProperties: [String]
        var description: String { "\(name): \(storedProperties.count) (\(storedProperties.joined(separator: ", ")))" }
    }

    /// Every class, struct, enum and actor of the text, in order of declaration.
    private(set) var types: [Declared] = []

    private static let kinds: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "static", "class", "lazy", "weak", "unowned",
        "override", "nonisolated", "indirect", "mutating", "required", "convenience", "dynamic",
    ]

    init(_ text: String) {
        /// A type whose body is open: its index in `types` (nil for an extension or protocol,
        /// which hold no stored properties) and the brace depth inside its body.
        var open: [(index: Int?, depth: Int)] = []
        var pending: Int?? = nil
        var depth = 0
        var inMultilineString = false, inBlockComment = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Self.code(of: $0, inMultilineString: &inMultilineString, inBlockComment: &inBlockComment)
        }
        for (number, line) in lines.enumerated() {
            let next = lines[(number + 1)...].first(where: { !$0.allSatisfy(\.isWhitespace) }) ?? ""
            if let body = open.last, body.depth == depth, let index = body.index, let property = Self.storedProperty(line, next: next) {
                types[index].storedProperties.append(property)
            }
            if let (kind, name) = Self.typeDeclaration(line) {
                let outer = open.last(where: { $0.index != nil })?.index.map { types[$0].name + "." } ?? ""
                if kind == "extension" || kind == "protocol" {
                    pending = .some(nil)
                } else {
                    types.append(Declared(name: outer + name, storedProperties: []))
                    pending = .some(types.count - 1)
                }
            }
            for character in line {
                if character == "{" {
                    depth += 1
                    if let index = pending {
                        open.append((index, depth))
                        pending = nil
                    }
                } else if character == "}" {
                    if open.last?.depth == depth { open.removeLast() }
                    depth -= 1
                }
            }
        }
    }

    /// The line without comments, and with string literals emptied (their braces are not code).
    private static func code(of line: Substring, inMultilineString: inout Bool, inBlockComment: inout Bool) -> String {
        var result = "", characters = Array(line), i = 0
        func starts(_ text: String) -> Bool { Array(text).enumerated().allSatisfy { i + $0.offset < characters.count && characters[i + $0.offset] == $0.element } }
        while i < characters.count {
            if inBlockComment {
                if starts("*/") { inBlockComment = false; i += 2 } else { i += 1 }
            } else if inMultilineString {
                if starts("\"\"\"") { inMultilineString = false; i += 3 } else { i += 1 }
            } else if starts("//") {
                break
            } else if starts("/*") {
                inBlockComment = true
                i += 2
            } else if starts("\"\"\"") {
                inMultilineString = true
                i += 3
            } else if characters[i] == "\"" {
                i += 1
                while i < characters.count, characters[i] != "\"" { i += characters[i] == "\\" ? 2 : 1 }
                i += 1
                result += "\"\""
            } else {
                result.append(characters[i])
                i += 1
            }
        }
        return result
    }

    /// The words of `line` after its attributes and modifiers (`private(set)`, `@MainActor`…).
    private static func wordsAfterModifiers(_ line: String) -> ArraySlice<Substring> {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first {
            let bare = first.split(separator: "(").first ?? first
            let isClassModifier = bare == "class" && words.dropFirst().first.map { ["var", "let", "func"].contains($0) } == true
            guard first.hasPrefix("@") || (modifiers.contains(String(bare)) && (bare != "class" || isClassModifier)) else { break }
            words.removeFirst()
        }
        return words
    }

    /// The kind and name of the type `line` declares, if it declares one.
    private static func typeDeclaration(_ line: String) -> (kind: String, name: String)? {
        let words = wordsAfterModifiers(line)
        guard let kind = words.first, kinds.contains(String(kind)), let name = words.dropFirst().first else { return nil }
        let identifier = name.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        return identifier.isEmpty ? nil : (String(kind), String(identifier))
    }

    /// The name of the stored property `line` declares, if it declares one: a `let`, or a `var`
    /// with an initial value, without a body, or with observers (`didSet`, `willSet`, maybe on
    /// the `next` line).
    private static func storedProperty(_ line: String, next: String) -> String? {
        let words = wordsAfterModifiers(line)
        guard let keyword = words.first, keyword == "var" || keyword == "let", let nameWord = words.dropFirst().first else { return nil }
        let name = String(nameWord.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }))
        if keyword == "let" { return name }
        let rest = words.dropFirst().joined(separator: " ")
        guard let brace = rest.firstIndex(of: "{") else { return name }
        if rest[..<brace].contains("=") { return name }
        var body = rest[rest.index(after: brace)...].drop(while: { $0 == " " })
        if body.isEmpty { body = next.drop(while: { $0 == " " || $0 == "\t" }) }
        return body.hasPrefix("didSet") || body.hasPrefix("willSet") ? name : nil
    }
}
