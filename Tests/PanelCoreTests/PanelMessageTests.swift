import Testing
@testable import PanelCore

@Suite struct PanelMessageTests {
    static let all: [PanelMessage] = [
        .reveal, .hide, .toggle, .reload, .style(.dark), .style(.light), .style(.auto),
        .activityBegin(requester: 4321), .activityEnd(requester: 4321), .activityBegin(requester: 0),
    ]

    @Test(arguments: all)
    func everyMessageSurvivesTheWire(message: PanelMessage) {
        let wire = message.wire
        #expect(PanelMessage(verb: wire.verb, argument: wire.argument, number: wire.number) == message)
        #expect(wire.verb.hasPrefix("_STATUSPANEL_"))
    }

    @Test func atomNamesAreTheDocumentedOnes() {
        #expect(PanelMessage.reveal.wire.verb == "_STATUSPANEL_REVEAL")
        #expect(PanelMessage.style(.light).wire.argument == "_STATUSPANEL_LIGHT")
        #expect(PanelMessage.activityEnd(requester: 9).wire == ("_STATUSPANEL_ACTIVITY", "_STATUSPANEL_END", 9))
        #expect(PanelMessage.selectionName(screen: 0) == "_STATUSPANEL_S0")
        #expect(PanelMessage.selectionName(screen: 2) == "_STATUSPANEL_S2")
    }

    @Test(arguments: [
        ("WM_PROTOCOLS", nil as String?),        // another client's atom
        ("_STATUSPANEL_FLY", nil),                // unknown verb
        ("_STATUSPANEL_STYLE", nil),              // style without its argument
        ("_STATUSPANEL_STYLE", "_STATUSPANEL_PURPLE"),
        ("_STATUSPANEL_STYLE", "WM_DELETE_WINDOW"),
        ("_STATUSPANEL_ACTIVITY", nil),
        ("_STATUSPANEL_ACTIVITY", "_STATUSPANEL_PAUSE"),
        ("_STATUSPANEL_REVEAL", "_STATUSPANEL_DARK"), // an argument where none belongs
        ("", nil),
    ])
    func anythingElseIsIgnored(verb: String, argument: String?) {
        #expect(PanelMessage(verb: verb, argument: argument, number: 1) == nil)
    }
}
