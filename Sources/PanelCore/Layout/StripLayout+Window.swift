extension StripLayout {
    /// Short of room, the `window` item gives way before any other built-in item is shortened
    /// (after the script items' short texts): its title is cut to the widest room that ends the
    /// groups' overflow (``GroupsInWidth/overflow``), not below ``WindowTitleFit/floor``; where
    /// even that is too wide, its short form takes its place (``WindowTitleFit/short(measure:)``).
    func windowGivesWay(_ groups: inout GroupsInWidth, names: (left: [ItemName], center: [ItemName], right: [ItemName]),
                        drawing: ItemDrawing) {
        guard groups.overflow > 0, let window = drawing.state.window else { return }
        let places: [(WritableKeyPath<GroupsInWidth, [Item]>, [ItemName])] =
            [(\.left, names.left), (\.center, names.center), (\.right, names.right)]
        guard let (group, index) = places.lazy.compactMap({ place in place.1.firstIndex(of: .window).map { (place.0, $0) } }).first,
              groups[keyPath: group][index].count == 1, case .text(_, let color) = groups[keyPath: group][index][0].kind else { return }
        let fit = WindowTitleFit(window, config: options[WindowOptions.self], scale: scale)
        let measure = { (s: String) in drawing.text.width(of: s) }
        func trial(_ title: String) -> GroupsInWidth {
            var trial = groups
            trial[keyPath: group][index] = title.isEmpty ? [] : [drawing.label(title, color)]
            return trial
        }
        // The widest room that ends the overflow: the overflow never grows as the room shrinks.
        var low = fit.floor, high = groups[keyPath: group][index][0].width - 1, best: String?
        while low <= high {
            let room = (low + high) / 2
            guard let title = fit.elided(toWidth: room, measure: measure) else { break }
            if trial(title).overflow == 0 {
                best = title
                low = room + 1
            } else {
                high = room - 1
            }
        }
        groups = trial(best ?? fit.short(measure: measure))
    }
}
