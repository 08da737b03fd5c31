import PanelCore
#if canImport(Glibc)
import Glibc
#endif

/// The target chosen by `PANELFUZZ_TARGET`, read once.
private let selectedTarget: FuzzTarget = {
    let name = getenv("PANELFUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        complain("panelfuzz: set PANELFUZZ_TARGET to one of: \(names)")
        exit(2)
    }
    return target
}()

/// Writes one line to standard error.
private func complain(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

/// libFuzzer's entry point: one input to the selected target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    selectedTarget.run(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if FUZZING
/// libFuzzer's driver, for a program that has its own `main` (SwiftPM links executables
/// through a renamed Swift `main`, so the runtime's `main` is not used).
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// With libFuzzer (`-sanitize=fuzzer -DFUZZING`): libFuzzer's usual command line.
@main
enum Fuzz {
    static func main() {
        _ = selectedTarget
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
    }
}
#else
/// Without libFuzzer (a plain build), `panelfuzz FILE...` replays inputs through the target:
/// how CI checks the seed corpus and the inputs of fixed crashes without a sanitizer build.
@main
enum Replay {
    static func main() {
        let paths = CommandLine.arguments.dropFirst()
        for path in paths {
            guard case .success(let bytes) = WholeFile.read(path) else {
                complain("panelfuzz: cannot read \(path)")
                exit(1)
            }
            _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress, $0.count) }
        }
        print("panelfuzz: \(selectedTarget.rawValue): \(paths.count) inputs replayed")
    }
}
#endif
