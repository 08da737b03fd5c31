/// One icon theme's `index.theme`: what it inherits and its folders with the sizes of their
/// icons (the freedesktop Icon Theme Specification).
public struct IconTheme: Sendable, Equatable {
    /// One folder of the theme (a section of `index.theme` named in `Directories`).
    public struct Folder: Sendable, Equatable {
        public enum Kind: Sendable, Equatable { case fixed, scalable, threshold }
        public var path: String
        public var size: Int
        public var scale = 1
        public var kind = Kind.threshold
        public var minSize: Int
        public var maxSize: Int
        public var threshold = 2

        /// Whether icons of this folder are meant for `size` at `scale` (the specification's
        /// DirectoryMatchesSize).
        public func matches(_ size: Int, scale: Int) -> Bool {
            guard self.scale == scale else { return false }
            switch kind {
            case .fixed: return self.size == size
            case .scalable: return minSize <= size && size <= maxSize
            case .threshold: return self.size - threshold <= size && size <= self.size + threshold
            }
        }

        /// How far this folder's icons are from `size` at `scale` (DirectorySizeDistance).
        public func distance(to size: Int, scale: Int) -> Int {
            let wanted = size * scale
            switch kind {
            case .fixed: return abs(self.size * self.scale - wanted)
            case .scalable:
                if wanted < minSize * self.scale { return minSize * self.scale - wanted }
                if wanted > maxSize * self.scale { return wanted - maxSize * self.scale }
                return 0
            case .threshold:
                if wanted < (self.size - threshold) * self.scale { return (self.size - threshold) * self.scale - wanted }
                if wanted > (self.size + threshold) * self.scale { return wanted - (self.size + threshold) * self.scale }
                return 0
            }
        }
    }

    public var inherits: [String] = []
    public var folders: [Folder] = []

    /// The most folders read from one theme: Adwaita has about 150.
    public static let maxFolders = 1024

    /// Reads the text of an `index.theme`; folders without a valid `Size` are left out.
    public init(indexTheme text: String) {
        var sections: [String: [String: String]] = [:]
        var current: String?
        for raw in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                current = String(line.dropFirst().dropLast())
                continue
            }
            guard let current, let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingWhitespace(), value = line[line.index(after: equals)...].trimmingWhitespace()
            if sections[current, default: [:]][key] == nil { sections[current, default: [:]][key] = value }
        }
        let main = sections["Icon Theme"] ?? [:]
        inherits = Self.list(main["Inherits"])
        for path in (Self.list(main["Directories"]) + Self.list(main["ScaledDirectories"])).prefix(Self.maxFolders) {
            guard let section = sections[path], let size = section["Size"].flatMap({ Int($0) }), size > 0 else { continue }
            var folder = Folder(path: path, size: size, minSize: size, maxSize: size)
            folder.scale = section["Scale"].flatMap { Int($0) }.map { max(1, $0) } ?? 1
            switch section["Type"] {
            case "Fixed": folder.kind = .fixed
            case "Scalable": folder.kind = .scalable
            default: folder.kind = .threshold
            }
            folder.minSize = section["MinSize"].flatMap { Int($0) } ?? size
            folder.maxSize = section["MaxSize"].flatMap { Int($0) } ?? size
            folder.threshold = section["Threshold"].flatMap { Int($0) } ?? 2
            if !folders.contains(where: { $0.path == path }) { folders.append(folder) }
        }
    }

    private static func list(_ value: String?) -> [String] {
        (value ?? "").split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
}
