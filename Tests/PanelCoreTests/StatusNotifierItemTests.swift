import Testing
@testable import PanelCore

/// What an app sends as a StatusNotifierItem, read defensively (``StatusNotifierItem``,
/// ``IconPixmap``, ``IconImage``).
@Suite struct StatusNotifierItemTests {
    static func pixmap(_ w: Int, _ h: Int, bytes: Int? = nil, argb: [UInt8] = [255, 255, 0, 0]) -> BusValue {
        let count = bytes ?? w * h * 4
        return .structure([.integer(Int64(w)), .integer(Int64(h)), .bytes((0..<count).map { argb[$0 % 4] })])
    }

    @Test func propertiesOfAGetAllReplyAreTaken() {
        var item = StatusNotifierItem()
        item.apply(["Id": .string("nm-applet"), "Title": .string("Network"), "Status": .string("NeedsAttention"),
                    "IconName": .string("network-wireless"), "ItemIsMenu": .bool(true), "Menu": .objectPath("/MenuBar"),
                    "IconThemePath": .string("/opt/app/icons"),
                    "ToolTip": .structure([.string(""), .array([]), .string("Wi-Fi"), .string("Connected")]),
                    "IconPixmap": .array([Self.pixmap(16, 16), Self.pixmap(32, 32)])])
        #expect(item.id == "nm-applet" && item.title == "Network" && item.status == .needsAttention)
        #expect(item.iconName == "network-wireless" && item.itemIsMenu && item.menu == "/MenuBar" && item.iconThemePath == "/opt/app/icons")
        #expect(item.toolTip == ("Wi-Fi", "Connected"))
        #expect(item.iconPixmaps.map(\.width) == [16, 32])
    }

    @Test func wrongTypesCountAsAbsent() {
        var item = StatusNotifierItem()
        item.apply(["Title": .integer(3), "ItemIsMenu": .string("yes"), "Menu": .string("not a path"), "IconPixmap": .string("x"),
                    "ToolTip": .string("plain"), "Status": .bool(true)])
        #expect(item.title == "" && !item.itemIsMenu && item.menu == nil && item.iconPixmaps.isEmpty && item.toolTip == ("", ""))
        #expect(item.status == .active, "an unknown status shows the item")
        item.apply(["Menu": .objectPath("/NO_DBUSMENU")])
        #expect(item.menu == nil)
        for bad in ["/bad path", "/a//b", "/a/", "/é"] {
            item.apply(["Menu": .string(bad)])
            #expect(item.menu == nil, "\(bad): libdbus aborts on a call to an invalid path")
        }
    }

    @Test func passiveItemsAreHiddenAndAttentionShowsTheAttentionIcon() {
        var item = StatusNotifierItem()
        item.apply(["Status": .string("Passive"), "IconName": .string("a"), "AttentionIconName": .string("b")])
        #expect(!item.isShown)
        item.apply(["Status": .string("NeedsAttention")])
        #expect(item.isShown && item.shownIcon.name == "b")
        item.apply(["AttentionIconName": .string("")])
        #expect(item.shownIcon.name == "a", "no attention icon: the icon")
    }

    @Test func pixmapsWhoseSizesDisagreeWithTheirDataAreLeftOut() {
        let value = BusValue.array([
            Self.pixmap(16, 16, bytes: 16 * 16 * 4 - 1), // one byte short
            Self.pixmap(0, 0), // empty
            .structure([.integer(-4), .integer(-4), .bytes([])]), // negative
            .structure([.integer(2000), .integer(2000), .bytes([0, 0, 0, 0])]), // huge, and short
            .structure([.string("16"), .integer(16), .bytes([])]), // wrong type
            .structure([.integer(1), .integer(1)]), // too few fields
            Self.pixmap(22, 22),
        ])
        #expect(IconPixmap.list(value).map(\.width) == [22])
        #expect(IconPixmap.list(.string("x")).isEmpty)
        #expect(IconPixmap(width: 1025, height: 1, argb: [UInt8](repeating: 0, count: 1025 * 4)) == nil, "larger than the cap")
    }

    @Test func theSizeNearestTheTraysIsPickedPreferringLarger() {
        let pixmaps = [16, 22, 32, 64].map { IconPixmap(width: $0, height: $0, argb: [UInt8](repeating: 0, count: $0 * $0 * 4))! }
        #expect(IconPixmap.nearest(pixmaps, to: 16)?.width == 16)
        #expect(IconPixmap.nearest(pixmaps, to: 20)?.width == 22)
        #expect(IconPixmap.nearest(pixmaps, to: 48)?.width == 64)
        #expect(IconPixmap.nearest(pixmaps, to: 128)?.width == 64, "none large enough: the largest")
        #expect(IconPixmap.nearest([], to: 16) == nil)
    }

    @Test func pixelsArePremultipliedInTheRenderersOrder() {
        // ARGB in network order: half-transparent pure red.
        let red = IconPixmap(width: 1, height: 1, argb: [128, 255, 0, 0])!
        #expect(red.icon(size: 1).premultipliedBGRA == [0, 0, 128, 128])
    }

    @Test func scalingIsCrisp() {
        // A 2x2 checker doubled stays a checker of 2x2 blocks; halved it is the average.
        let w: [UInt8] = [255, 255, 255, 255], b: [UInt8] = [0, 0, 0, 255]
        let checker = IconImage(width: 2, height: 2, premultipliedBGRA: w + b + b + w)!
        let up = checker.fitted(size: 4)
        #expect(Array(up.premultipliedBGRA[0..<16]) == w + w + b + b)
        #expect(Array(up.premultipliedBGRA[16..<32]) == w + w + b + b)
        #expect(checker.fitted(size: 1).premultipliedBGRA == [128, 128, 128, 255])
        // A wide picture keeps its aspect, centred: rows above and below stay transparent.
        let wide = IconImage(width: 4, height: 2, premultipliedBGRA: [UInt8](repeating: 255, count: 32))!.fitted(size: 4)
        #expect(wide.premultipliedBGRA[0..<16].allSatisfy { $0 == 0 } && wide.premultipliedBGRA[16..<48].allSatisfy { $0 == 255 })
    }

    @Test func signalsNameThePropertiesToReadAgain() {
        #expect(StatusNotifierItem.properties(changedBy: "NewIcon") == ["IconName", "IconPixmap", "IconThemePath"])
        #expect(StatusNotifierItem.properties(changedBy: "NewStatus") == ["Status"])
        #expect(StatusNotifierItem.properties(changedBy: "Bogus") == nil)
    }
}

/// What is drawn over an item's icon and how a symbolic one is coloured (``IconImage``).
@Suite struct IconImageTests {
    static let opaqueRed = IconImage(width: 4, height: 4, premultipliedBGRA: [UInt8](repeating: 0, count: 64).enumerated().map { $0.offset % 4 == 2 || $0.offset % 4 == 3 ? 255 : 0 })!

    @Test func aSymbolicIconTakesTheContentColourKeepingItsShape() {
        let half = IconImage(width: 1, height: 2, premultipliedBGRA: [0, 0, 128, 128, 0, 0, 0, 0])!
        #expect(half.tinted(Color(red: 255, green: 255, blue: 255)).premultipliedBGRA == [128, 128, 128, 128, 0, 0, 0, 0])
        var item = StatusNotifierItem()
        item.apply(["IconName": .string("network-wireless-symbolic")])
        #expect(item.isSymbolic)
    }

    @Test func theOverlayCoversTheBottomRightQuarter() {
        let blue = IconImage(width: 1, height: 1, premultipliedBGRA: [255, 0, 0, 255])!
        let badged = Self.opaqueRed.overlaid(with: blue)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(badged.premultipliedBGRA[((y * 4 + x) * 4)..<((y * 4 + x) * 4 + 4)]) }
        #expect(pixel(3, 3) == [255, 0, 0, 255] && pixel(2, 2) == [255, 0, 0, 255])
        #expect(pixel(1, 1) == [0, 0, 255, 255] && pixel(3, 0) == [0, 0, 255, 255])
    }

    @Test func theAttentionMarkIsADotInTheTopRightCorner() {
        let icon = IconImage(width: 12, height: 12, premultipliedBGRA: [UInt8](repeating: 0, count: 12 * 12 * 4))!
        let marked = icon.markedForAttention(Color(red: 255, green: 0, blue: 0))
        func alpha(_ x: Int, _ y: Int) -> UInt8 { marked.premultipliedBGRA[(y * 12 + x) * 4 + 3] }
        #expect(alpha(10, 2) == 255 && alpha(0, 0) == 0 && alpha(2, 10) == 0 && alpha(10, 10) == 0)
    }

    @Test func aSymbolicIconIsDrawnInEachStripsColour() {
        let icon = IconImage(width: 1, height: 1, premultipliedBGRA: [0, 128, 0, 128])!
        let light = Color(red: 250, green: 250, blue: 250), dark = Color(red: 20, green: 20, blue: 20)
        #expect(icon.shown(symbolic: true, in: light).premultipliedBGRA == [125, 125, 125, 128])
        #expect(icon.shown(symbolic: true, in: dark).premultipliedBGRA == [10, 10, 10, 128])
        #expect(icon.shown(symbolic: false, in: dark) == icon && icon.shown(symbolic: true, in: nil) == icon)
        #expect(IconImage.symbolicKey(":1.5/Item", in: light) != IconImage.symbolicKey(":1.5/Item", in: dark), "one picture each")
        #expect(IconImage.symbolicKey(":1.5/Item", in: nil) == ":1.5/Item")
    }
}
