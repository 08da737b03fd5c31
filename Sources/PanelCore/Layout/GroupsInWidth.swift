/// The strip's three groups of items, as built, in a strip `width` pixels wide: the room each
/// has, and by how much they run over it (what ``StripLayout`` shortens).
struct GroupsInWidth {
    var left: [StripLayout.Item]
    var center: [StripLayout.Item]
    var right: [StripLayout.Item]
    let width: Int
    /// The padding at the strip's ends and the space between items, in pixels.
    let pad: Int
    let gap: Int

    /// Where the centre group starts when centred.
    var centerX: Int { (width - StripLayout.width(of: center, gap: gap)) / 2 }

    /// The room for the left group: up to the centred centre group, or up to the right group
    /// when the centre is empty.
    var leftLimit: Int {
        (center.isEmpty ? width - pad - StripLayout.width(of: right, gap: gap) : centerX) - gap - pad
    }

    /// Pixels the groups run over their room: the left group past ``leftLimit``, and the right
    /// group into the centred centre group. 0 when everything fits.
    var overflow: Int {
        let leftOver = max(0, StripLayout.width(of: left, gap: gap) - leftLimit)
        guard !center.isEmpty, !right.isEmpty else { return leftOver }
        let rightStart = width - pad - StripLayout.width(of: right, gap: gap)
        return leftOver + max(0, centerX + StripLayout.width(of: center, gap: gap) + gap - rightStart)
    }
}
