import Testing
@testable import PanelCore

@Suite struct CarrierProviderTests {
    @Test(arguments: [
        ("laptop-one-battery", nil, "kiosk-7"),
        ("laptop-one-battery", "Telekom", "Telekom"),
        ("laptop-one-battery", "  Telekom \n", "Telekom"),
        ("laptop-one-battery", "   ", "kiosk-7"),
        ("laptop-two-batteries", nil, "thinkpad-t480"),
        ("garbage-binary", nil, nil),
        ("garbage-empty", nil, nil),
        ("garbage-text", nil, nil),
        ("garbage-empty", "Lobby", "Lobby"),
        ("no-such-sysroot", nil, nil),
    ] as [(String, String?, String?)])
    func readsLabelElseHostname(fixture: String, label: String?, expected: String?) {
        #expect(CarrierProvider(sysroot: Fixtures.sysroot(fixture), label: label).read() == expected)
    }

    @Test(arguments: [
        ("kiosk-7\n", "kiosk-7"),
        ("  kiosk-7  ", "kiosk-7"),
        ("kiosk-7\nsecond line\n", "kiosk-7"),
        ("", nil),
        ("\n\n", nil),
        ("bad\u{7}name", nil),
        ("\u{0}\u{0}\u{0}", nil),
        (String(repeating: "a", count: 64), String(repeating: "a", count: 64)),
        (String(repeating: "a", count: 65), nil),
    ] as [(String, String?)])
    func parsesHostname(text: String, expected: String?) {
        #expect(CarrierProvider.parseHostname(text) == expected)
    }
}
