import PanelCore
import Testing

/// The shell (`Sources/statuspanel`) stays thin and readable (issue 32): no type holds more than
/// a dozen stored properties (what belongs together is a named value or object of its own), and
/// no file is over 300 lines. Read from the sources, so the rule holds as the code changes.
@Suite struct ShellShapeTests {
    /// The most stored properties a shell type holds, static ones included.
    static let maxStoredProperties = 12
    /// The most lines a shell file has.
    static let maxLines = 300

    /// The repository's checkout, from this file's path.
    static let repository: Sysroot = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return Sysroot(path)
    }()

    /// Every Swift file under `folder` of the repository, as paths relative to it.
    static func swiftFiles(under folder: String) -> [String] {
        (repository.list(folder) ?? []).flatMap { name -> [String] in
            let path = folder + "/" + name
            if name.hasSuffix(".swift") { return [path] }
            return repository.list(path) == nil ? [] : swiftFiles(under: path)
        }
    }

    static let shellFiles = swiftFiles(under: "Sources/statuspanel")

    @Test func theShellSourcesAreFound() {
        #expect(Self.shellFiles.count > 50)
        #expect(Self.shellFiles.contains("Sources/statuspanel/Loop/StripSet.swift"))
    }

    @Test func noShellTypeHoldsMoreThanADozenStoredProperties() throws {
        var counted = 0
        for file in Self.shellFiles {
            let text = try #require(Self.repository.readText(file), "\(file) cannot be read")
            for type in SwiftSourceShape(text).types {
                counted += 1
                #expect(type.storedProperties.count <= Self.maxStoredProperties, "\(file): \(type)")
            }
        }
        #expect(counted > 50)
    }

    @Test func noShellFileIsOverThreeHundredLines() throws {
        for file in Self.shellFiles {
            let text = try #require(Self.repository.readText(file), "\(file) cannot be read")
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            #expect(lines <= Self.maxLines, "\(file): \(lines) lines")
        }
    }

    // MARK: - The counting itself

    @Test func storedPropertiesAreCountedAndComputedOnesAreNot() {
        let source = #"""
            /// A doc comment with a { brace.
            final class Sample: Base {
                let constant: Int
                private(set) var variable = 0
                var observed: Int = 0 { didSet { print("{") } }
                var observedBelow: Int {
                    didSet { }
                }
                private lazy var lazily: [Int] = { [1] }()
                static let shared = Sample()
                nonisolated(unsafe) static var count = 0
                weak var delegate: AnyObject?
                var closure: () -> Void = {}
                var computed: Int { constant + 1 }
                var getter: Int {
                    get { 1 }
                    set { }
                }
                class var overridable: Int { 2 }
                let text = "var inString = { 1 }"
                // var commented = 0
                /* var blockCommented = 0 */

                struct Nested {
                    var inner: Int
                    enum Kind { case a, b }
                }

                func work() {
                    let local = 1
                    var other = local
                    other += 1
                }
            }

            extension Sample {
                var extended: Int { 3 }
            }

            enum Plain: String {
                case one, two
                static let all: [Plain] = [.one, .two]
            }
            """#
        let shape = SwiftSourceShape(source)
        #expect(shape.types.map(\.name) == ["Sample", "Sample.Nested", "Sample.Nested.Kind", "Plain"])
        #expect(shape.types.first?.storedProperties == ["constant", "variable", "observed", "observedBelow", "lazily", "shared", "count",
                                                        "delegate", "closure", "text"])
        #expect(shape.types.dropFirst().first?.storedProperties == ["inner"])
        #expect(shape.types.last?.storedProperties == ["all"])
    }
}
