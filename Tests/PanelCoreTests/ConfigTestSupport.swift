import Testing
@testable import PanelCore

/// A dotfile that must load with no diagnostics to `expected` (the defaults, changed by `change`).
struct GoodConfigCase: Sendable, CustomTestStringConvertible {
    var name: String
    var toml: String
    var change: @Sendable (inout PanelConfig) -> Void
    var sourceLocation: SourceLocation

    init(_ name: String, _ toml: String, sourceLocation: SourceLocation = #_sourceLocation,
         _ change: @escaping @Sendable (inout PanelConfig) -> Void = { _ in }) {
        self.name = name
        self.toml = toml
        self.change = change
        self.sourceLocation = sourceLocation
    }

    var expected: PanelConfig {
        var config = PanelConfig()
        change(&config)
        return config
    }

    var testDescription: String { name }
}

/// One expected diagnostic: its exact line and column, and words its message must contain.
struct ExpectedDiagnostic: Sendable {
    var line: Int
    var column: Int
    var words: [String]

    init(_ line: Int, _ column: Int, _ words: String...) {
        self.line = line
        self.column = column
        self.words = words
    }
}

/// A dotfile with problems: exactly these diagnostics, in this order, and (optionally) the
/// configuration that still results from its good keys.
struct BadConfigCase: Sendable, CustomTestStringConvertible {
    var name: String
    var toml: String
    var diagnostics: [ExpectedDiagnostic]
    var change: (@Sendable (inout PanelConfig) -> Void)?
    var sourceLocation: SourceLocation

    init(_ name: String, _ toml: String, _ diagnostics: ExpectedDiagnostic...,
         sourceLocation: SourceLocation = #_sourceLocation,
         config change: (@Sendable (inout PanelConfig) -> Void)? = nil) {
        self.name = name
        self.toml = toml
        self.diagnostics = diagnostics
        self.change = change
        self.sourceLocation = sourceLocation
    }

    var testDescription: String { name }
}

enum ConfigCheck {
    /// Checks `result` against the expected diagnostics, reporting failures at `location` (the
    /// table entry) so a failing case is easy to find.
    static func expect(_ result: ConfigLoadResult, file: String, matches expected: [ExpectedDiagnostic],
                       at location: SourceLocation) {
        let got = result.diagnostics.map(\.description).joined(separator: "\n")
        #expect(result.diagnostics.count == expected.count,
                "expected \(expected.count) diagnostics, got:\n\(got)", sourceLocation: location)
        for (d, e) in zip(result.diagnostics, expected) {
            #expect(d.file == file, sourceLocation: location)
            #expect("\(d.line):\(d.column)" == "\(e.line):\(e.column)", "\(d)", sourceLocation: location)
            #expect(d.description.hasPrefix("\(file):\(e.line):\(e.column): "), sourceLocation: location)
            for word in e.words {
                #expect(d.message.contains(word), "'\(word)' not in: \(d.message)", sourceLocation: location)
            }
            #expect(!d.message.contains("\n"), "one line per problem", sourceLocation: location)
        }
    }
}

/// Paths of the repository, found from this file's location.
enum RepoPaths {
    /// The repository root (the folder holding Package.swift).
    static let root: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()
}
