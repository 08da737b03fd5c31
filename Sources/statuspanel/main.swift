StatuspanelCommand.main()
