import Foundation

/// The environment every process the tests start gets: the test process's own, with
/// `FONTCONFIG_FILE` naming the tests' fontconfig (`Fonts/fonts.conf`: the machine's configuration
/// with the generic families pinned to DejaVu), so the suite draws and compares the same fonts on a
/// machine that also has Noto or other desktop fonts installed. A caller that sets
/// `FONTCONFIG_FILE` itself keeps its own.
let childEnvironment: [String: String] = {
    var environment = ProcessInfo.processInfo.environment
    if environment["FONTCONFIG_FILE"] == nil { environment["FONTCONFIG_FILE"] = testFontsConfiguration }
    return environment
}()

/// The tests' fontconfig file, found beside this source.
let testFontsConfiguration: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fonts/fonts.conf").path
