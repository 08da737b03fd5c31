#if canImport(Glibc)
import Glibc
#endif

// The clock speaks the user's locale (LC_TIME). Before the fontconfig thread starts: setlocale
// is not safe beside other threads.
LocaleEnvironment.applyTimeLocale()
FontconfigWarmUp.startIfRunning(Array(CommandLine.arguments.dropFirst()))
// With no arguments there is nothing to parse, and the panel starts at once: the first use of
// swift-argument-parser costs milliseconds of every start (its reflection looks up protocol
// conformances through the whole binary; bench/performance.md, "Figures the code relies on"). Any argument goes
// through it.
if CommandLine.arguments.count <= 1 { exit(PanelLaunch.defaults.run()) }
StatuspanelCommand.main()
