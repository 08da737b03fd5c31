#if canImport(Glibc)
import Glibc
#endif

// The clock speaks the user's locale (LC_TIME). Before the fontconfig thread starts: setlocale
// is not safe beside other threads.
LocaleEnvironment.applyTimeLocale()
FontconfigWarmUp.startIfRunning(Array(CommandLine.arguments.dropFirst()))
StatuspanelCommand.main()
