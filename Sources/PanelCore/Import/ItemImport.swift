/// What the importers share: placing a built-in item (or noting it as pending), the look keys
/// no import carries, intervals.
enum ItemImport {
    /// Items other issues add, which an import places as pending until this build has them.
    static let knownItems: Set<String> = ["workspaces", "window", "keyboard", "volume", "brightness", "media", "playback", "dnd"]

    /// Places the built-in `item` for `from` (`polybar's xworkspaces`) in `group`, or notes it
    /// as pending when this build has no such item.
    static func place(_ item: String, from: String, in group: Int, _ plan: inout ImportPlan) {
        if ItemName(rawValue: item) != nil {
            plan.place(item, in: group)
        } else if !plan.pending.contains(where: { $0.item == item }) {
            plan.pending.append((item, from))
        }
    }

    /// An item interval option from a bar's seconds: within ``PanelConfig/itemIntervalRange``
    /// (a shorter one is raised, and said).
    static func interval(_ seconds: Double?, section: String, from: String, _ plan: inout ImportPlan) {
        guard let seconds, seconds.isFinite, seconds > 0 else { return }
        let range = PanelConfig.itemIntervalRange
        let kept = min(max(seconds, range.lowerBound), range.upperBound)
        if kept != seconds {
            plan.notCarried.append("\(from): interval \(ImportPlan.seconds(seconds)) s is \(ImportPlan.seconds(kept)) s here "
                                   + "(\(section).interval is \(Int(range.lowerBound)) to \(Int(range.upperBound)) s)")
        }
        plan.set(section, "interval", ImportPlan.seconds(kept))
    }

    /// A script interval from seconds: within the range a script takes.
    static func scriptInterval(_ seconds: Double) -> String {
        ImportPlan.seconds(min(max(seconds, ScriptRun.shortestInterval), ScriptRun.longestInterval))
    }

    /// A clock format that statuspanel takes, or `nil` (with a note) when it has conversions
    /// strftime does not.
    static func clockFormat(_ format: String, from: String, _ plan: inout ImportPlan) {
        let trimmed = format.trimmingWhitespace()
        guard !trimmed.isEmpty else { return }
        if let problem = ClockOptions.strftimeProblem(trimmed) {
            plan.notCarried.append("\(from): the time format \"\(trimmed)\" \(problem); the locale's short time is shown")
            return
        }
        plan.set("clock", "format", ImportPlan.string(trimmed))
    }

    /// What a workspaces module's labels become: the phone's page dots, or the names on asking.
    static func workspacesNote(_ module: String) -> String {
        "\(module): the desktops are shown as page dots, the current one filled; workspaces.names = true shows their names, as its labels did"
    }

    /// A note for keys that shape another bar's look, which statuspanel draws its own way.
    static func lookNote(_ module: String, keys: [String]) -> String? {
        guard !keys.isEmpty else { return nil }
        let shown = keys.count > 6 ? keys.prefix(6).joined(separator: ", ") + " and \(keys.count - 6) more" : keys.joined(separator: ", ")
        return "\(module): \(shown): its look (labels, formats, colours, padding) is drawn the statuspanel way, short and calm"
    }
}
