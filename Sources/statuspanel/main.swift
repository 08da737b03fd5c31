FontconfigWarmUp.startIfRunning(Array(CommandLine.arguments.dropFirst()))
StatuspanelCommand.main()
