/// SwiftUI `ViewAlignedScrollTargetBehavior.LimitBehavior`: how many views one interaction may
/// scroll past.
public enum ViewAlignedLimit: String, Sendable, CaseIterable {
    /// "Always limit the amount of views that can be scrolled" — here: at most as many items as
    /// are wholly visible in the alignment area at the current offset (at least one), i.e. one
    /// screenful, which is what SwiftUI does in a compact size class.
    case always
    /// "Never limit the amount of views that can be scrolled."
    case never
    /// "A small number of views … determined automatically" (iOS 18) — here at most 3.
    case alwaysByFew
    /// "Limit the number of views that can be scrolled by a single interaction to a single view."
    case alwaysByOne
}

/// SwiftUI `.scrollTargetBehavior(.viewAligned(limitBehavior:))` on one axis: rest where an item
/// is aligned with the alignment area (start, center or end), choosing the aligned offset nearest
/// the motion's end (a fling's projection, a proposed offset, the end of a delta), then holding a
/// fling or delta to the limit's number of items from the item aligned nearest the current
/// offset (that item counts as where the motion starts, even when not exactly aligned yet).
/// Aligned offsets are clamped to the range first, so items whose alignment would pass an
/// end share the end offset. Ties go to the earlier item in the list.
public struct ViewAlignedRule: Sendable, Equatable {
    public var align: SnapAlign
    public var limit: ViewAlignedLimit

    public init(align: SnapAlign, limit: ViewAlignedLimit) {
        self.align = align
        self.limit = limit
    }

    /// The index into `candidates` (sorted, ascending offsets) the motion rests on.
    /// - Parameters:
    ///   - candidates: the clamped aligned offsets, ascending; must not be empty.
    ///   - visibleCount: items wholly inside the alignment area at the current offset.
    ///   - limited: whether the motion is one interaction (fling or delta) that the limit holds.
    public func choose(candidates: [Double], current: Double, intent: Double, visibleCount: Int, limited: Bool) -> Int? {
        guard !candidates.isEmpty else { return nil }
        return choose(count: candidates.count, current: current, intent: intent, visibleCount: visibleCount,
                      limited: limited, nearest: { nearest(candidates, to: $0) })
    }

    /// The same choice over `count` ascending candidates that `nearest` searches (the position
    /// of the candidate nearest a value, ties to the lowest): a caller whose candidates are in
    /// list order binary-searches them instead of listing them (`OrderedAlignedOffsets`).
    func choose(
        count: Int, current: Double, intent: Double, visibleCount: Int, limited: Bool, nearest: (Double) -> Int
    ) -> Int? {
        guard count > 0 else { return nil }
        let target = nearest(intent)
        guard limited, limit != .never else { return target }
        let here = nearest(current)
        let reach: Int
        switch limit {
        case .always: reach = Swift.max(1, visibleCount)
        case .alwaysByFew: reach = 3
        case .alwaysByOne, .never: reach = 1
        }
        return Swift.min(Swift.max(target, here - reach), here + reach)
    }

    private func nearest(_ values: [Double], to x: Double) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for (i, v) in values.enumerated() where abs(v - x) < bestDistance {
            best = i
            bestDistance = abs(v - x)
        }
        return best
    }
}
