import Testing
@testable import PanelCore

/// What scripts of other panels print, read as those panels read it.
@Suite struct ScriptOutputTests {
    @Test func i3blocksLinesAreFullShortAndColour() {
        // /usr/share/i3blocks/load_average over its threshold.
        let text = ScriptOutput.read(["8.92", "8.92", "#FF0000"], format: .auto)
        #expect(text == ScriptText(full: "8.92", short: "8.92", color: Color(red: 255, green: 0, blue: 0)))
        #expect(ScriptOutput.read(["22.1G"], format: .auto) == ScriptText(full: "22.1G"))
        #expect(ScriptOutput.read(["a", "", "not a colour"], format: .lines) == ScriptText(full: "a"))
    }

    @Test func emptyOutputHides() {
        #expect(ScriptOutput.read([], format: .auto) == nil)
        #expect(ScriptOutput.read([""], format: .auto) == nil)
        #expect(ScriptOutput.read(["  \t "], format: .lines) == nil)
        #expect(ScriptOutput.read(["{\"full_text\": \"\"}"], format: .auto) == nil)
        #expect(ScriptOutput.readLine("", format: .auto) == nil)
    }

    @Test func i3barJSON() {
        let line = ##"{"full_text": "CPU 93%", "short_text": "93%", "color": "#ff8800", "urgent": true, "name": "cpu"}"##
        #expect(ScriptOutput.read([line], format: .auto)
            == ScriptText(full: "CPU 93%", short: "93%", color: Color(red: 0xff, green: 0x88, blue: 0), urgent: true))
    }

    @Test func waybarJSON() {
        let line = #"{"text": "♪ Song", "alt": "playing", "tooltip": "Artist – Song\nAlbum", "class": "playing", "percentage": 42.6}"#
        var read = ScriptOutput.read([line], format: .json)
        #expect(read?.variables["alt"] == "playing" && read?.variables["percentage"] == "42.6", "format = json: the next run's variables")
        read?.variables = [:]
        #expect(read == ScriptText(full: "♪ Song", tooltip: "Artist – Song\nAlbum", classes: ["playing"], percentage: 43, alt: "playing"))
        #expect(ScriptOutput.read([line], format: .auto)?.variables == [:], "read by auto: none")
    }

    @Test func aPillAskedForInJSON() {
        #expect(ScriptOutput.read([#"{"text": "REC", "pill": "red"}"#], format: .auto)?.pill == .red)
        #expect(ScriptOutput.read([#"{"text": "REC", "pill": "chartreuse"}"#], format: .auto)?.pill == nil)
    }

    /// i3blocks 1.5: a `format=json` block's keys are its next run's variables (the counter of
    /// its manual, i3blocks-contrib's `timer_and_stopwatch`).
    @Test func aJSONObjectsKeysAreTheNextRunsVariables() {
        let text = ScriptOutput.read([#"{"full_text": "Counter: 1", "_count": 2, "running": true, "time": "59", "ratio": 0.5, "#
                                      + #""list": [1], "nul": "a\u0000b", "2x": "no", "BLOCK_BUTTON": "3", "mode-x": "no", "none": null}"#],
                                     format: .json)
        #expect(text?.variables == ["_count": "2", "running": "true", "time": "59", "ratio": "0.5",
                                    "full_text": "Counter: 1"])
        let spec = ScriptSpec(name: "counter", command: "c", run: .every(1), format: .json)
        let entries = ScriptEnvironment.variables(for: spec, click: nil, kept: text?.variables ?? [:])
        #expect(entries.prefix(5) == ["_count=2", "full_text=Counter: 1", "ratio=0.5", "running=true", "time=59"])
        #expect(entries.contains("BLOCK_NAME=counter") && !entries.contains { $0.hasPrefix("BLOCK_BUTTON") })
        #expect(ScriptOutput.read(["plain line"], format: .lines)?.variables == [:])
        let many = "{" + (0..<100).map { "\"v\($0)\": \($0)" }.joined(separator: ", ") + ", \"full_text\": \"x\"}"
        #expect(ScriptOutput.read([many], format: .json)?.variables.count == ScriptOutput.variableLimit)
    }

    @Test func jsonFormatRefusesPlainLinesAndAutoTakesThem() {
        #expect(ScriptOutput.read(["plain"], format: .json) == nil)
        #expect(ScriptOutput.read(["{not json"], format: .auto) == ScriptText(full: "{not json"))
        #expect(ScriptOutput.read([#"{"text": "x"}"#], format: .lines) == ScriptText(full: #"{"text": "x"}"#))
    }

    @Test func polybarTagsAreStrippedOrMapped() {
        let line = "%{F#f5a70a}%{u#fff +u}%{A1:pavucontrol:}%{A4:pactl set-sink-volume 0 +5%:}VOL 42%%{A}%{A}%{-u}%{F-}"
        let text = ScriptOutput.read([line], format: .auto)
        #expect(text?.full == "VOL 42%")
        #expect(text?.color == Color(red: 0xf5, green: 0xa7, blue: 0x0a))
        #expect(text?.actions == [.click: "pavucontrol", .scrollUp: "pactl set-sink-volume 0 +5%"])
        // An escaped colon in the command; alpha-first colours; a tag left open stays text.
        let escaped = MarkupTags.strip(##"%{A3:notify-send a\:b:}x%{A}%{F#80ff0000}y%{T2}"##)
        #expect(escaped.text == "xy")
        #expect(escaped.actions == [.rightClick: "notify-send a:b"])
        #expect(escaped.color == Color(red: 255, green: 0, blue: 0))
        #expect(MarkupTags.strip("50%{F").text == "50%{F")
    }

    @Test func pangoMarkupIsStrippedAndItsColourKept() {
        let text = ScriptOutput.read(["<span color='#00FF00'>up</span> <b>5</b> &amp; &lt;3"], format: .auto)
        #expect(text == ScriptText(full: "up 5 & <3", color: Color(red: 0, green: 255, blue: 0)))
        // Not pango: left alone.
        #expect(ScriptOutput.read(["a < b > c &amp;"], format: .auto)?.full == "a < b > c &amp;")
    }

    @Test func textIsOneLineAndBounded() {
        #expect(ScriptText.clean("a\tb\u{1b}[31mc\u{7}\r") == "a b[31mc")
        let long = String(repeating: "x", count: 10_000)
        let cleaned = ScriptText.clean(long)
        #expect(cleaned.count == ScriptText.textLimit && cleaned.hasSuffix("…"))
    }

    @Test func lineBufferIsBoundedAndDecodesJunk() {
        var run = OutputLines(streaming: false)
        run.take(Array("one\r\ntwo\n".utf8) + [0xff, 0xfe] + Array("three\nfour\nfive".utf8))
        run.finish()
        #expect(run.lines == ["one", "two", "\u{FFFD}\u{FFFD}three"])

        var huge = OutputLines(streaming: false)
        huge.take(Array(repeating: UInt8(ascii: "a"), count: 1_000_000) + [0x0A] + Array("second\n".utf8))
        #expect(huge.lines.count == 2)
        #expect(huge.lines[0].utf8.count == OutputLines.lineLimit && huge.lines[1] == "second")
        #expect(huge.totalBytes == 1_000_008)

        var stream = OutputLines(streaming: true)
        stream.take(Array("a\nb\nc".utf8))
        #expect(stream.takeNewLine() == "b")
        #expect(stream.takeNewLine() == nil)
        stream.take(Array("\n".utf8))
        #expect(stream.takeNewLine() == "c")
        // A line without end never grows past the limit, and its rest is dropped.
        for _ in 0..<100 { stream.take(Array(repeating: UInt8(ascii: "z"), count: 10_000)) }
        #expect(stream.takeNewLine()?.utf8.count == OutputLines.lineLimit)
        stream.take(Array("tail\nnext\n".utf8))
        #expect(stream.takeNewLine() == "next")
    }
}

/// The bounded JSON object reader.
@Suite struct JSONObjectReaderTests {
    @Test func readsAnObject() {
        let m = JSONObjectReader.read(#" {"a": "x\"y\u00e9\ud83d\ude00", "b": -1.5e2, "c": true, "d": null, "e": [1, {"f": []}], "g": {}} "#)
        #expect(m == ["a": .string("x\"yé😀"), "b": .number(-150), "c": .bool(true), "d": .null, "e": .nested, "g": .nested])
        #expect(JSONObjectReader.read("{}") == [:])
        #expect(JSONObjectReader.read(#"{"a":1,"a":2}"#) == ["a": .number(2)])
    }

    @Test(arguments: [
        "", "[]", "{", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":-}", "{\"a\":tru}",
        "{\"a\":\"\u{1}\"}", "{\"a\":\"\\x\"}", "{\"a\":\"\\u12\"}", "{} {}", "{\"a\":1e999}", "{'a':1}", "{\"a\":1}x",
    ])
    func refusesWhatIsNotOneObject(_ text: String) {
        #expect(JSONObjectReader.read(text) == nil)
    }

    @Test func refusesInvalidUTF8AndDeepOrHugeInput() {
        #expect(JSONObjectReader.read(bytes: Array("{\"a\":\"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)) == nil)
        let deep = "{\"a\":" + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}"
        #expect(JSONObjectReader.read(deep) == nil)
        let fine = "{\"a\":" + String(repeating: "[", count: 10) + String(repeating: "]", count: 10) + "}"
        #expect(JSONObjectReader.read(fine) == ["a": .nested])
        let huge = "{\"a\":\"" + String(repeating: "x", count: JSONObjectReader.maxBytes) + "\"}"
        #expect(JSONObjectReader.read(huge) == nil)
        // A lone surrogate reads as U+FFFD rather than failing the line.
        #expect(JSONObjectReader.read(#"{"a":"\ud800x"}"#) == ["a": .string("\u{FFFD}x")])
    }
}
