import Testing
@testable import PanelCore

/// Who still holds a run's output pipes once its command exited (Fixtures/sysroots/pipe-holders:
/// 100 kept the script's stdout and stderr, 200 sent them to /dev/null and holds another pipe,
/// 300 holds the stderr pipe of the run and a socket of the same number).
@Suite struct PipeHoldersTests {
    let sysroot = Fixtures.sysroot("pipe-holders")

    @Test func onlyHoldersOfTheRunsPipes() {
        #expect(PipeHolders.pids(holding: [4242], in: sysroot, excluding: 1) == [100])
        #expect(PipeHolders.pids(holding: [4242, 4243], in: sysroot, excluding: 1) == [100, 300])
        #expect(PipeHolders.pids(holding: [4242, 4243], in: sysroot, excluding: 100) == [300])
        #expect(PipeHolders.pids(holding: [], in: sysroot, excluding: 1).isEmpty)
        #expect(PipeHolders.pids(holding: [7], in: Fixtures.sysroot("no-such-tree"), excluding: 1).isEmpty)
    }
}
