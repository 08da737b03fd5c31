import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import PanelCore

/// Which dotfile is in use: the user's, else the first system-wide one (XDG base directories).
@Suite struct DotfileSearchTests {
    struct PlacesCase: Sendable, CustomTestStringConvertible {
        var environment: [String: String]
        var user: String?
        var system: [String]
        var testDescription: String { "\(environment)" }
    }

    @Test(arguments: [
        PlacesCase(environment: ["XDG_CONFIG_HOME": "/xdg", "HOME": "/home/u"],
                   user: "/xdg/statuspanel/config.toml", system: ["/etc/xdg/statuspanel/config.toml"]),
        PlacesCase(environment: ["XDG_CONFIG_HOME": "/xdg/", "HOME": "/home/u"],
                   user: "/xdg/statuspanel/config.toml", system: ["/etc/xdg/statuspanel/config.toml"]),
        PlacesCase(environment: ["HOME": "/home/u"],
                   user: "/home/u/.config/statuspanel/config.toml", system: ["/etc/xdg/statuspanel/config.toml"]),
        PlacesCase(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u/"],
                   user: "/home/u/.config/statuspanel/config.toml", system: ["/etc/xdg/statuspanel/config.toml"]),
        PlacesCase(environment: ["XDG_CONFIG_HOME": "relative/dir", "HOME": "/home/u"],
                   user: "/home/u/.config/statuspanel/config.toml", system: ["/etc/xdg/statuspanel/config.toml"]),
        PlacesCase(environment: ["XDG_CONFIG_HOME": "/xdg"], user: "/xdg/statuspanel/config.toml", system: ["/etc/xdg/statuspanel/config.toml"]),
        PlacesCase(environment: ["HOME": "/"], user: "/.config/statuspanel/config.toml", system: ["/etc/xdg/statuspanel/config.toml"]),
        // No home at all: only the system-wide file (a kiosk's service user may have none).
        PlacesCase(environment: [:], user: nil, system: ["/etc/xdg/statuspanel/config.toml"]),
        PlacesCase(environment: ["HOME": "", "XDG_CONFIG_DIRS": ""], user: nil, system: ["/etc/xdg/statuspanel/config.toml"]),
        // A list, in order; trailing slashes, empty and relative entries and repeats dropped.
        PlacesCase(environment: ["HOME": "/h", "XDG_CONFIG_DIRS": "/etc/fleet/:rel::/etc/xdg:/etc/fleet"],
                   user: "/h/.config/statuspanel/config.toml",
                   system: ["/etc/fleet/statuspanel/config.toml", "/etc/xdg/statuspanel/config.toml"]),
        // Set but naming only relative folders: none (the specification says to ignore them).
        PlacesCase(environment: ["HOME": "/h", "XDG_CONFIG_DIRS": "etc/xdg"], user: "/h/.config/statuspanel/config.toml", system: []),
        // The user's folder listed as a system one too: looked at once, as the user's.
        PlacesCase(environment: ["XDG_CONFIG_HOME": "/c", "XDG_CONFIG_DIRS": "/c:/etc/xdg"],
                   user: "/c/statuspanel/config.toml", system: ["/etc/xdg/statuspanel/config.toml"]),
    ])
    func placesComeFromTheEnvironment(_ c: PlacesCase) {
        let search = DotfileSearch(environment: c.environment)
        #expect(search.user == c.user)
        #expect(search.system == c.system)
        #expect(search.candidates == (c.user.map { [$0] } ?? []) + c.system)
    }

    @Test func thisProcessesPlacesEndInTheContractName() {
        let search = DotfileSearch.fromProcessEnvironment()
        #expect(search.candidates.allSatisfy { $0.hasSuffix("/statuspanel/config.toml") })
        #expect(!search.system.isEmpty || getenv("XDG_CONFIG_DIRS") != nil)
    }

    static let environment = ["HOME": "/home/u", "XDG_CONFIG_DIRS": "/etc/fleet:/etc/xdg"]
    static let user = "/home/u/.config/statuspanel/config.toml"
    static let fleet = "/etc/fleet/statuspanel/config.toml"
    static let xdg = "/etc/xdg/statuspanel/config.toml"

    struct ChoiceCase: Sendable, CustomTestStringConvertible {
        var existing: Set<String>
        var expected: DotfileChoice
        var testDescription: String { existing.sorted().joined(separator: " ") }
    }

    @Test(arguments: [
        ChoiceCase(existing: [], expected: .none),
        ChoiceCase(existing: [xdg], expected: .system(xdg)),
        ChoiceCase(existing: [fleet, xdg], expected: .system(fleet)),
        ChoiceCase(existing: [user, xdg], expected: .user(user)),
        ChoiceCase(existing: [user], expected: .user(user)),
        ChoiceCase(existing: [user, fleet, xdg], expected: .user(user)),
        // Only the file itself counts: its folder alone is not a dotfile.
        ChoiceCase(existing: ["/home/u/.config/statuspanel", xdg], expected: .system(xdg)),
    ])
    func theUsersFileWinsElseTheFirstSystemOne(_ c: ChoiceCase) {
        let search = DotfileSearch(environment: Self.environment)
        let choice = search.resolve { c.existing.contains($0) }
        #expect(choice == c.expected)
        #expect(choice.path == c.expected.path)
    }

    @Test func onlyTheCandidatesAreAskedAbout() {
        var asked: [String] = []
        _ = DotfileSearch(environment: Self.environment).resolve { asked.append($0); return false }
        #expect(asked == [Self.user, Self.fleet, Self.xdg])
    }

    @Test func existsSeesFilesFoldersAndNotDanglingSymlinks() {
        var template = Array("/tmp/statuspanel-search-XXXXXX".utf8CString)
        let dir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        defer {
            for name in ["file", "dangling", "folder"] { _ = unlink(dir + "/" + name) }
            rmdir(dir + "/folder")
            rmdir(dir)
        }
        close(open(dir + "/file", O_WRONLY | O_CREAT, 0o644))
        mkdir(dir + "/folder", 0o755)
        symlink(dir + "/nowhere", dir + "/dangling")
        #expect(DotfileSearch.exists(dir + "/file"))
        #expect(DotfileSearch.exists(dir + "/folder"), "a folder in its place is the user's broken dotfile")
        #expect(!DotfileSearch.exists(dir + "/dangling"))
        #expect(!DotfileSearch.exists(dir + "/missing"))
        #expect(!DotfileSearch.exists(dir + "/file/below-a-file"))
    }

    @Test func switchingIsAnnouncedNamingBothFiles() {
        let user = DotfileChoice.user(Self.user), xdg = DotfileChoice.system(Self.xdg)
        #expect(user.switchMessage(from: user) == nil)
        #expect(DotfileChoice.none.switchMessage(from: .none) == nil)
        #expect(user.switchMessage(from: xdg) == "now using the dotfile \(Self.user) (it takes precedence over \(Self.xdg))")
        #expect(xdg.switchMessage(from: user) == "\(Self.user) is gone; now using the system-wide dotfile \(Self.xdg)")
        #expect(DotfileChoice.none.switchMessage(from: user) == "\(Self.user) is gone; using the built-in defaults")
        #expect(xdg.switchMessage(from: .none) == "now using the dotfile \(Self.xdg)")
        #expect(DotfileChoice.system(Self.fleet).switchMessage(from: xdg)
                == "now using the system-wide dotfile \(Self.fleet) instead of \(Self.xdg)")
    }
}
