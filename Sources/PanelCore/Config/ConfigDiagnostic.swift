/// One problem found in a dotfile, rendered as `FILE:LINE:COLUMN: message`.
///
/// Lines and columns count from 1; columns count Unicode characters (as the TOML parser does),
/// so a tab is one column.
public struct ConfigDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// The file name as given to the loader (a path, or a label such as `<default>`).
    public var file: String
    public var line: Int
    public var column: Int
    /// What is wrong: starts with the full key name (`style.content`), says what is allowed and
    /// what was found.
    public var message: String
    /// The full key the problem is about (`panel.height`, or a section name such as `colours`);
    /// `nil` for problems with the file as a whole (syntax errors, unreadable files).
    public var key: String?

    public init(file: String, line: Int, column: Int, message: String, key: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.key = key
    }

    /// `FILE:LINE:COLUMN: message`
    public var description: String { "\(file):\(line):\(column): \(message)" }
}
