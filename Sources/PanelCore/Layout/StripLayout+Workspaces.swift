extension StripLayout {
    /// Short of room, the `workspaces` item's names (`workspaces.names`) give way to its dots,
    /// its short form: a desktop's name is never cut or left off while its dot would fit. Whether
    /// the names were there to change.
    func workspacesGiveWay(_ groups: inout GroupsInWidth, names: (left: [ItemName], center: [ItemName], right: [ItemName]),
                           drawing: ItemDrawing) -> Bool {
        guard options[WorkspacesOptions.self].names, let workspaces = drawing.state.workspaces,
              let dots = WorkspacePieces.pieces(workspaces, drawing, names: false) else { return false }
        let places: [(WritableKeyPath<GroupsInWidth, [Item]>, [ItemName])] =
            [(\.left, names.left), (\.center, names.center), (\.right, names.right)]
        guard let (group, index) = places.lazy.compactMap({ place in place.1.firstIndex(of: .workspaces).map { (place.0, $0) } }).first,
              !groups[keyPath: group][index].isEmpty else { return false }
        groups[keyPath: group][index] = dots
        return true
    }
}
