extension ScrollGeometry {
    /// Which items the region shows at the current offset, how much of each, and where the
    /// offset stands against the ends of the range.
    ///
    /// SwiftUI `onScrollVisibilityChange(threshold:)` calls a view visible when at least
    /// `threshold` of it is on screen (default 0.5); an `IntersectionObserver` rooted at the
    /// scroll container reports the same ratio as `intersectionRatio`. When `items` is monotone
    /// along its axis (`ItemOrder`) only the run of items meeting the region is touched, found
    /// by two binary searches: O(log n + k) for k shown items.
    ///
    /// - Parameters:
    ///   - threshold: 0…1; an item is `visible` when its fraction is ≥ this and > 0.
    ///   - prefetchDistance: ≥ 0; an end is `near` within this distance.
    public func visibility(
        of items: ItemFrames, threshold: Double = 0.5, region: VisibilityRegion = .viewport,
        prefetchDistance: Double = 0
    ) -> VisibilityResult {
        let area = rect(of: region)
        let axis = items.axis
        let candidates = items.candidates(from: area.origin[axis], to: area.origin[axis] + area.size[axis])
        var shown: [ItemVisibility] = []
        var first: Int?
        var last: Int?
        var count = 0
        for index in candidates {
            guard let item = ItemVisibility.measure(items[index], index: index, in: area, threshold: threshold)
            else { continue }
            shown.append(item)
            if item.visible {
                if first == nil { first = index }
                last = index
                count += 1
            }
        }
        let probes = items.isMonotone ? 2 * (Int.bitWidth - items.count.leadingZeroBitCount) : 0
        return VisibilityResult(
            items: shown, firstVisible: first, lastVisible: last, visibleCount: count,
            edges: ScrollEdges(range: range, offset: contentOffset, prefetchDistance: prefetchDistance),
            examined: candidates.count + probes)
    }
}
