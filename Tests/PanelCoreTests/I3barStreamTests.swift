import Testing
@testable import PanelCore

/// i3bar's protocol as real generators print it (Debian's i3status, i3blocks and
/// bumblebee-status, captured in Fixtures/i3bar), read however the pipe cuts it.
@Suite struct I3barStreamTests {
    static func captured(_ name: String) -> [UInt8] {
        Sysroot(Fixtures.folder + "/i3bar").readBytes(name) ?? []
    }

    /// The stream fed `bytes` in chunks of `size`.
    static func read(_ bytes: [UInt8], chunk size: Int) -> I3barStream {
        var stream = I3barStream()
        var at = 0
        while at < bytes.count {
            stream.take(bytes[at..<min(bytes.count, at + size)])
            at += size
        }
        return stream
    }

    @Test(arguments: [1, 2, 3, 7, 64, 100_000])
    func i3statusWhateverTheChunks(size: Int) throws {
        let stream = Self.read(Self.captured("i3status-2.14.out"), chunk: size)
        #expect(stream.header == I3barHeader(version: 1))
        #expect(!stream.isRejected && stream.problem == nil)
        let blocks = stream.blocks
        #expect(blocks.map(\.name) == ["load", "memory", "disk_info", "tztime"])
        #expect(blocks.map(\.instance) == [nil, nil, "/", "local"])
        #expect(blocks.map(\.fullText) == ["12.03", "1.6 GiB / 23.5 GiB", "78.6 GiB", "2026-11-29 03:25:23"])
        #expect(blocks[0].color == Color(red: 255, green: 0, blue: 0))
        #expect(blocks.allSatisfy { $0.separator && $0.separatorBlockWidth == 9 && $0.align == .left })
    }

    @Test(arguments: [1, 5, 4096])
    func i3blocksAsAGenerator(size: Int) {
        var stream = Self.read(Self.captured("i3blocks-1.4.out"), chunk: size)
        #expect(stream.header == I3barHeader(version: 1, clickEvents: true))
        // The first block, i3blocks' own empty one, draws nothing and is left out.
        let blocks = stream.takeNewBlocks() ?? []
        #expect(blocks.map(\.name) == ["load", "memory", "time", "json"])
        #expect(blocks.map(\.fullText) == ["12.51", "MEM  22.0G", "03:25:29", #"J \"#])
        #expect(blocks[0].urgent && blocks[0].shortText == "12.51")
        #expect(blocks[2].separator == false)
        #expect(blocks.allSatisfy { $0.separatorBlockWidth == 15 })
        #expect(blocks[3].minWidth == .text("XXXXXX") && blocks[3].align == .right && blocks[3].shortText == "J")
        #expect(stream.takeNewBlocks() == nil)
    }

    @Test func bumblebeeStatus() {
        let stream = Self.read(Self.captured("bumblebee-status-2.1.6.out"), chunk: 13)
        #expect(stream.header == I3barHeader(version: 1, clickEvents: true))
        #expect(stream.blocks.map(\.name) == ["load", "memory", "datetime"])
        #expect(stream.blocks[0].fullText == "15.41/6.29/2.37")
        #expect(stream.blocks[0].instance == "092384e5-e1ec-4236-8859-2983621808e6")
        #expect(stream.blocks[0].align == .left) // "align": null
    }

    @Test func theHeaderSignalsAndClicks() {
        var stream = I3barStream()
        stream.take(Array(#"{"version":1,"click_events":true,"stop_signal":10,"cont_signal":12}"#.utf8))
        #expect(stream.header == I3barHeader(version: 1, clickEvents: true, stopSignal: 10, contSignal: 12))
        var zero = I3barStream()
        zero.take(Array(#" {"version": 1, "stop_signal": 0, "cont_signal": 99}"#.utf8))
        #expect(zero.header?.stopSignal == 0 && zero.header?.contSignal == I3barHeader.defaultContSignal)
    }

    @Test func outputOfOtherKindsIsNotTakenForIt() {
        for text in ["12%\n", #"{"full_text": "CPU 93%"}"# + "\n", #"{"text": "♪"}"#, "[1,2]", #"{"version": "1"}"#, "{ broken"] {
            var stream = I3barStream()
            stream.take(Array(text.utf8))
            if text == "{ broken" { stream.take(Array("}\n".utf8)) }
            #expect(stream.isRejected, "\(text)")
            #expect(stream.header == nil)
        }
    }

    @Test func whiteSpaceAnywhereAndEachLineReplacesTheLast() {
        let text = "\n {\"version\" :\n 1}\r\n\n[ \n\t[ {\"full_text\":\"a\"} ,\n{\"full_text\":\"b\",\"separator\":false,\"separator_block_width\":0}\n]\n , [ {\"full_text\":\"c]\\\"[\"} ] ,\n"
        var stream = I3barStream()
        stream.take(Array(text.utf8))
        #expect(stream.header != nil && stream.problem == nil)
        #expect(stream.blocks.map(\.fullText) == [#"c]"["#])
        stream.take(Array("[]".utf8))
        #expect(stream.blocks.isEmpty && stream.hasNewBlocks)
    }

    @Test func badLinesAreSaidAndSkipped() {
        var stream = I3barStream()
        stream.take(Array("{\"version\":1}\n[\n[{\"full_text\":\"ok\"}]\n,[1, 2]\n".utf8))
        #expect(stream.problem == "a status line is not an array of objects")
        #expect(stream.blocks.map(\.fullText) == ["ok"])
        stream.take(Array(",[{\"full_text\":\"again\"}]".utf8))
        #expect(stream.problem == nil && stream.blocks.map(\.fullText) == ["again"])
    }

    @Test func aFloodIsBounded() {
        var stream = I3barStream()
        stream.take(Array("{\"version\":1}[".utf8))
        let huge = "[{\"full_text\":\"" + String(repeating: "x", count: I3barStream.lineLimit) + "\"}]"
        stream.take(Array(huge.utf8))
        #expect(stream.problem?.contains("longer than") == true && stream.blocks.isEmpty)
        let many = "[" + Array(repeating: #"{"full_text":"b"}"#, count: 500).joined(separator: ",") + "]"
        stream.take(Array(many.utf8))
        #expect(stream.blocks.count == I3barStream.blockLimit)
        var header = I3barStream()
        header.take(Array(("{\"version\":1,\"x\":\"" + String(repeating: "y", count: 5000) + "\"}").utf8))
        #expect(header.isRejected)
    }

    @Test func pangoMarkupOnlyWhenAsked() {
        let pango = I3barBlock(["full_text": .string("<span color='#00ff00'>up</span> &amp; on"), "markup": .string("pango")])
        #expect(pango?.fullText == "up & on" && pango?.color == Color(red: 0, green: 255, blue: 0))
        let plain = I3barBlock(["full_text": .string("<b>x</b>"), "markup": .string("none")])
        #expect(plain?.fullText == "<b>x</b>")
        #expect(I3barBlock(["full_text": .string("")]) == nil)
        #expect(I3barBlock(["name": .string("x")]) == nil)
        let wide = I3barBlock(["full_text": .string("a"), "min_width": .number(100_000), "separator_block_width": .number(-4)])
        #expect(wide?.minWidth == .pixels(I3barBlock.widestSpace) && wide?.separatorBlockWidth == 0)
    }

    /// A click names the block as the generator did, byte for byte: py3status's instances
    /// start with a space (`" 0"`), and its click is matched on it.
    @Test func nameAndInstanceAreKeptAsTheyCame() {
        let block = I3barBlock(["full_text": .string("py3 one"), "name": .string("static_string"), "instance": .string("first 0")])
        #expect(block?.name == "static_string" && block?.instance == "first 0")
        let spaced = I3barBlock(["full_text": .string("x"), "name": .string(" a\tb "), "instance": .string(" 0")])
        #expect(spaced?.name == " a\tb " && spaced?.instance == " 0")
        let long = I3barBlock(["full_text": .string("x"), "instance": .string(String(repeating: "i", count: 10_000))])
        #expect(long?.instance?.count == I3barBlock.longestKey)
        let click = I3barClick(name: spaced?.name, instance: spaced?.instance, button: 1, x: 0, y: 0, relativeX: 0, relativeY: 0,
                               outputX: 0, outputY: 0, width: 1, height: 1, modifiers: [])
        #expect(click.json.hasPrefix(#"{"name":" a\u0009b ","instance":" 0","#), "\(click.json)")
    }

    @Test func theItemShowsTheBlocks() {
        let blocks = [I3barBlock(fullText: "a"), I3barBlock(fullText: "b", urgent: true)]
        let text = ScriptText(blocks: blocks)
        #expect(text?.full == "a b" && text?.urgent == true && text?.blocks == blocks)
        #expect(ScriptText(blocks: []) == nil)
    }

    @Test func clicksAreI3barsJSONLines() {
        var writer = I3barClickWriter()
        let click = I3barClick(name: "disk_info", instance: "/", button: 1, x: 1700, y: 10, relativeX: 12, relativeY: 10,
                               outputX: 1700, outputY: 10, width: 60, height: 24, modifiers: I3barClick.modifiers(state: 0x41))
        let first = String(decoding: writer.bytes(for: click), as: UTF8.self)
        #expect(first == "[\n" + #"{"name":"disk_info","instance":"/","button":1,"modifiers":["Shift","Mod4"],"x":1700,"y":10,"relative_x":12,"relative_y":10,"output_x":1700,"output_y":10,"width":60,"height":24}"# + "\n")
        var anonymous = click
        anonymous.name = nil
        anonymous.instance = "a\"b"
        let second = String(decoding: writer.bytes(for: anonymous), as: UTF8.self)
        #expect(second.hasPrefix(#",{"instance":"a\"b","button":1,"modifiers":["Shift","Mod4"]"#) && second.hasSuffix("}\n"))
        // What i3bar writes reads back as the objects it meant.
        let line = second.dropFirst().dropLast()
        #expect(JSONObjectReader.read(line)?["instance"] == .string("a\"b"))
    }
}
