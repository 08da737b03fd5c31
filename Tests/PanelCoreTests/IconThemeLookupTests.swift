import Testing
@testable import PanelCore

/// Icon names to files through the freedesktop icon theme lookup, on the `icon-themes` fixture
/// tree (``IconThemeLookup``, ``IconTheme``).
@Suite struct IconThemeLookupTests {
    static let lookup = IconThemeLookup(sysroot: Fixtures.sysroot("icon-themes"),
                                        baseFolders: IconThemeLookup.baseFolders(home: "/home/u", dataHome: nil, dataDirs: nil))

    @Test func theUsersThemeComesFromGtksSettings() {
        #expect(Self.lookup.gtkThemeName(configHome: "/home/u/.config") == "Mine")
        #expect(Self.lookup.gtkThemeName(configHome: "/nowhere") == nil)
    }

    @Test func theThemeThenWhatItInheritsThenHicolor() {
        #expect(Self.lookup.find("net", size: 16, theme: "Mine") == "/usr/share/icons/Mine/22/status/net.svg", "the nearest size of the theme")
        #expect(Self.lookup.find("app-a", size: 16, theme: "Mine") == "/usr/share/icons/Parent/16/apps/app-a.png", "inherited, before hicolor")
        #expect(Self.lookup.find("app-a", size: 16, theme: nil) == "/usr/share/icons/hicolor/16x16/apps/app-a.png")
        #expect(Self.lookup.find("app-c", size: 16, theme: "Mine") == "/usr/share/icons/hicolor/scalable/apps/app-c.svg")
        #expect(Self.lookup.find("user-app", size: 16, theme: "Mine") == "/home/u/.local/share/icons/hicolor/16x16/apps/user-app.png")
        #expect(Self.lookup.find("missing", size: 16, theme: "Mine") == nil)
    }

    @Test func theSizeMatchingBeatsALargerOne() {
        #expect(Self.lookup.find("app-b", size: 16, theme: nil) == "/usr/share/icons/hicolor/16x16/apps/app-b.png")
        #expect(Self.lookup.find("app-b", size: 48, theme: nil) == "/usr/share/icons/hicolor/48x48/apps/app-b.png")
        #expect(Self.lookup.find("app-b", size: 40, theme: nil) == "/usr/share/icons/hicolor/48x48/apps/app-b.png", "nearest")
    }

    @Test func theAppsFolderFirstThenUnthemedPixmaps() {
        #expect(Self.lookup.find("own", size: 16, theme: "Mine", appFolder: "/opt/app/icons") == "/opt/app/icons/own.png")
        #expect(Self.lookup.find("own", size: 16, theme: "Mine", appFolder: "relative/folder") == nil)
        #expect(Self.lookup.find("legacy", size: 16, theme: "Mine") == "/usr/share/pixmaps/legacy.png")
    }

    @Test func namesThatArePathsOrTraversals() {
        #expect(Self.lookup.find("/opt/app/icons/own.png", size: 16, theme: nil) == "/opt/app/icons/own.png")
        #expect(Self.lookup.find("../../opt/app/icons/own", size: 16, theme: nil) == nil)
        #expect(Self.lookup.find("/opt/app/../app/icons/own.png", size: 16, theme: nil) == nil)
        #expect(Self.lookup.find("", size: 16, theme: nil) == nil)
        #expect(Self.lookup.find("app-a", size: 16, theme: "../Mine") == "/usr/share/icons/hicolor/16x16/apps/app-a.png", "a theme name with a slash is skipped")
    }

    @Test func indexThemeFolders() {
        let theme = IconTheme(indexTheme: "[Icon Theme]\nInherits=A, B\nDirectories=a,b,c\nScaledDirectories=a@2\n[a]\nSize=16\nType=Fixed\n[b]\nSize=8\nMinSize=4\nMaxSize=64\nType=Scalable\n[c]\nSize=x\n[a@2]\nSize=16\nScale=2\n")
        #expect(theme.inherits == ["A", "B"])
        #expect(theme.folders.map(\.path) == ["a", "b", "a@2"])
        #expect(theme.folders[0].matches(16, scale: 1) && !theme.folders[0].matches(17, scale: 1))
        #expect(theme.folders[1].matches(64, scale: 1) && theme.folders[1].distance(to: 100, scale: 1) == 36)
        #expect(theme.folders[2].matches(16, scale: 2) && !theme.folders[2].matches(16, scale: 1))
        #expect(IconTheme.Folder(path: "t", size: 22, minSize: 22, maxSize: 22).matches(20, scale: 1), "threshold 2")
    }
}

/// The user's icon theme as a settings daemon publishes it (``XSettings``).
@Suite struct XSettingsTests {
    /// One setting's bytes, little-endian.
    static func setting(_ type: UInt8, _ name: String, value: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [type, 0, UInt8(name.utf8.count), 0] + Array(name.utf8)
        while bytes.count % 4 != 0 { bytes.append(0) }
        return bytes + [0, 0, 0, 0] + value
    }
    static func string(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(text.utf8.count), 0, 0, 0] + Array(text.utf8)
        while bytes.count % 4 != 0 { bytes.append(0) }
        return bytes
    }

    @Test func stringsAreReadAndOtherTypesSkipped() {
        let data: [UInt8] = [0, 0, 0, 0, 7, 0, 0, 0, 3, 0, 0, 0]
            + Self.setting(0, "Xft/DPI", value: [0, 0, 0x18, 0])
            + Self.setting(2, "Gtk/Color", value: [1, 0, 2, 0, 3, 0, 4, 0])
            + Self.setting(1, "Net/IconThemeName", value: Self.string("Papirus-Dark"))
        #expect(XSettings.strings(data) == ["Net/IconThemeName": "Papirus-Dark"])
    }

    @Test func malformedDataKeepsWhatCameBefore() {
        let good = Self.setting(1, "Net/ThemeName", value: Self.string("Adwaita"))
        var data: [UInt8] = [0, 0, 0, 0, 1, 0, 0, 0, 99, 0, 0, 0] + good
        data += [1, 0, 200, 0] // a name running past the end
        #expect(XSettings.strings(data) == ["Net/ThemeName": "Adwaita"])
        #expect(XSettings.strings([]) == [:])
        #expect(XSettings.strings([7, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0]) == [:], "no such byte order")
        let huge: [UInt8] = [0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0] + Self.setting(1, "A", value: [255, 255, 255, 127])
        #expect(XSettings.strings(huge) == [:])
    }
}
