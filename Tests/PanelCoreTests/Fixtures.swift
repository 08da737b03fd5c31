import PanelCore

/// Locates the sysroot fixture trees under `Tests/PanelCoreTests/Fixtures/sysroots`.
enum Fixtures {
    static let folder: String = {
        let file = #filePath
        let dir = file[..<file.lastIndex(of: "/")!]
        return String(dir) + "/Fixtures"
    }()

    /// The fixture sysroot called `name`.
    static func sysroot(_ name: String) -> Sysroot {
        Sysroot(folder + "/sysroots/" + name)
    }
}
