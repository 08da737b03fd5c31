import Testing
@testable import PanelCore

/// Wait statuses as Linux encodes them: the exit code in the second byte, the signal in the low
/// seven bits (the core-dump flag above them).
@Suite struct WaitStatusTests {
    @Test(arguments: [(Int32(0), WaitStatus.exited(0)), (1 << 8, .exited(1)), (33 << 8, .exited(33)), (255 << 8, .exited(255)),
                      (9, .signalled(9)), (15, .signalled(15)), (0x80 | 11, .signalled(11))])
    func aStatusDecodesAsTheKernelEncodedIt(status: Int32, ending: WaitStatus) {
        #expect(WaitStatus(status) == ending)
    }

    @Test func theShellsConventionPassesTheEndingOn() {
        #expect(WaitStatus(3 << 8).shellExitStatus == 3)
        #expect(WaitStatus(9).shellExitStatus == 137)
        #expect(WaitStatus(0).shellExitStatus == 0)
    }
}
