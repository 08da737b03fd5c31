#if canImport(Glibc)
import Glibc
#endif

// The clock's names of days, months and AM/PM follow the user's locale (LC_ALL, LC_TIME, LANG),
// and text classification with it; nothing else does (LC_NUMERIC stays C, so numbers parse as
// always). A locale that is not installed leaves C in place, silently. Before the fontconfig
// thread starts: setlocale is not safe beside other threads.
if setlocale(LC_TIME, "") == nil { setlocale(LC_TIME, "C") }
if setlocale(LC_CTYPE, "") == nil { setlocale(LC_CTYPE, "C") }
FontconfigWarmUp.startIfRunning(Array(CommandLine.arguments.dropFirst()))
StatuspanelCommand.main()
