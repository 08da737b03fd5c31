#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import PanelCore

/// Which inotify events count for the dotfile.
@Suite struct DotfileWatchRoleTests {
    static let folder = DotfileWatchRole.folder(fileName: "config.toml")

    @Test func anEditorsSaveByRenameCountsAndFollowsTheNewFile() {
        let meaning = Self.folder.meaning(name: "config.toml", mask: UInt32(IN_MOVED_TO))
        #expect(meaning.relevant && meaning.rearm)
    }

    @Test func aWriteInPlaceCountsWithoutNewWatches() {
        let meaning = Self.folder.meaning(name: "config.toml", mask: UInt32(IN_CLOSE_WRITE))
        #expect(meaning.relevant && !meaning.rearm)
        let file = DotfileWatchRole.file.meaning(name: "", mask: UInt32(IN_CLOSE_WRITE))
        #expect(file.relevant && !file.rearm)
    }

    @Test func otherFilesInTheFolderDoNotCount() {
        let meaning = Self.folder.meaning(name: "config.toml.swp", mask: UInt32(IN_CLOSE_WRITE))
        #expect(!meaning.relevant && !meaning.rearm)
    }

    @Test func theMissingFolderAppearingCountsAndRearms() {
        let ancestor = DotfileWatchRole.ancestor(next: "statuspanel")
        let meaning = ancestor.meaning(name: "statuspanel", mask: UInt32(IN_CREATE))
        #expect(meaning.relevant && meaning.rearm)
        #expect(!ancestor.meaning(name: "other", mask: UInt32(IN_CREATE)).relevant)
    }

    @Test func aWatchedObjectGoingCountsAndRearms() {
        for mask in [IN_IGNORED, IN_DELETE_SELF, IN_MOVE_SELF] {
            let meaning = Self.folder.meaning(name: "", mask: UInt32(mask))
            #expect(meaning.relevant && meaning.rearm)
        }
    }

    @Test func eachRoleAsksForWhatItsMeaningReads() {
        #expect(DotfileWatchRole.file.mask & UInt32(IN_CLOSE_WRITE) != 0)
        #expect(Self.folder.mask & UInt32(IN_MOVED_TO | IN_CREATE | IN_DELETE) == UInt32(IN_MOVED_TO | IN_CREATE | IN_DELETE))
        #expect(DotfileWatchRole.ancestor(next: "x").mask & UInt32(IN_CREATE | IN_MOVED_TO) == UInt32(IN_CREATE | IN_MOVED_TO))
    }
}
