/// The strip's three groups of items, as built, in a strip `width` pixels wide: the room each
/// has, by how much they run over it (what ``StripLayout`` shortens), and, once every group has
/// given way (``settle(text:)``), where the centre group goes so that nothing overlaps.
struct GroupsInWidth {
    var left: [StripLayout.Item]
    var center: [StripLayout.Item]
    var right: [StripLayout.Item]
    let width: Int
    /// The padding at the strip's ends and the space between items, in pixels.
    let pad: Int
    let gap: Int

    var leftWidth: Int { StripLayout.width(of: left, gap: gap) }
    var centerWidth: Int { StripLayout.width(of: center, gap: gap) }
    var rightWidth: Int { StripLayout.width(of: right, gap: gap) }

    /// Where the centre group starts when centred.
    var centerX: Int { (width - centerWidth) / 2 }

    /// The room for the left group: up to the centred centre group, or up to the right group
    /// when the centre is empty.
    var leftLimit: Int {
        (center.isEmpty ? width - pad - rightWidth : centerX) - gap - pad
    }

    /// The room for the right group: from the centred centre group's end, or from the left
    /// group's end when the centre is empty, to the right padding.
    var rightLimit: Int {
        width - pad - (center.isEmpty ? pad + leftWidth : centerX + centerWidth) - gap
    }

    /// Pixels the groups run over their room: the left group past ``leftLimit``, and the right
    /// group into the centred centre group. 0 when everything fits.
    var overflow: Int {
        let leftOver = max(0, leftWidth - leftLimit)
        guard !center.isEmpty, !right.isEmpty else { return leftOver }
        return leftOver + max(0, rightWidth - rightLimit)
    }

    /// Every group gives way until nothing overlaps, and where the centre group starts.
    ///
    /// The left group's text is shortened to its room beside the centred centre group (its last
    /// item, the innermost, first), then the right group's (its first item, the innermost,
    /// first). What is left that cannot be shortened (glyphs, capsules) moves the centre group off
    /// the middle as far as the room allows; past that, whole items are left off, the innermost
    /// of the wider side first, and the centre group (the clock) gives way last.
    mutating func settle(text: some TextMeasuring) -> Int {
        StripLayout.fit(&left, into: leftLimit, gap: gap, innermostLast: true, text: text)
        StripLayout.fit(&right, into: rightLimit, gap: gap, innermostLast: false, text: text)
        while !fits {
            let leftShown = left.lastIndex { !$0.isEmpty }, rightShown = right.firstIndex { !$0.isEmpty }
            if let l = leftShown, rightShown == nil || leftWidth >= rightWidth {
                left[l] = []
            } else if let r = rightShown {
                right[r] = []
            } else {
                StripLayout.fit(&center, into: width - 2 * (pad + gap), gap: gap, innermostLast: true, text: text)
                guard !fits, let c = center.lastIndex(where: { !$0.isEmpty }) else { break }
                center[c] = []
            }
        }
        let lowest = pad + leftWidth + gap, highest = width - pad - rightWidth - gap - centerWidth
        return max(lowest, min(centerX, highest))
    }

    /// Whether the groups fit side by side with their spaces: the centre between the two
    /// sides, or the sides alone without a centre.
    var fits: Bool {
        if center.isEmpty {
            let between = leftWidth > 0 && rightWidth > 0 ? gap : 0
            return 2 * pad + leftWidth + between + rightWidth <= width
        }
        return 2 * (pad + gap) + leftWidth + centerWidth + rightWidth <= width
    }
}
