extension ScrollGeometry {
    /// `visibility(of:threshold:region:prefetchDistance:)` for a section list whose headers
    /// pin (`SectionLayout.pinnedHeaders`): the pinned header (`PinnedHeader`, at
    /// `pinnedHeaderLine`) is measured where it is drawn rather than where it lies in the
    /// flow, and every other item's visible part loses what the header covers:
    /// `coveredByPinnedHeader` is that length along y, and `visibleFraction` counts only the
    /// uncovered part — `(visible height − covered) / height × visible width / width` — so a
    /// row wholly behind the header is listed with fraction 0 and is never `firstVisible`.
    /// Without pinned headers (or none pinned at this offset) the answer is the plain one.
    /// O(log n + k), one binary search over the sections more.
    public func visibility(
        of items: ItemFrames, sections: SectionLayout, threshold: Double = 0.5,
        region: VisibilityRegion = .viewport, prefetchDistance: Double = 0
    ) -> VisibilityResult {
        var result = visibility(of: items, threshold: threshold, region: region, prefetchDistance: prefetchDistance)
        guard let pinned = PinnedHeader(stickLine: pinnedHeaderLine, in: sections),
            let headerIndex = sections.flatIndex(section: pinned.section, .header)
        else { return result }
        let area = rect(of: region)
        let natural = items[headerIndex]
        let drawn = Rect(x: natural.origin.x, y: pinned.top, width: natural.size.width, height: pinned.length)
        var shown: [ItemVisibility] = []
        shown.reserveCapacity(result.items.count + 1)
        var placedHeader = false
        for var item in result.items {
            if !placedHeader, item.index >= headerIndex {
                placedHeader = true
                if let header = ItemVisibility.measure(drawn, index: headerIndex, in: area, threshold: threshold) {
                    shown.append(header)
                }
                if item.index == headerIndex { continue }
            }
            let covered = pinned.covered(item.visibleRect.span(.vertical))
            if covered > 0 {
                let frame = items[item.index]
                let height = item.visibleRect.size.height - covered
                let across = frame.size.width > 0 ? item.visibleRect.size.width / frame.size.width : 1
                let fraction = frame.size.height > 0 ? Swift.min(1, Swift.max(0, height / frame.size.height) * across) : 0
                item.coveredByPinnedHeader = covered
                item.visibleFraction = fraction
                item.visible = fraction > 0 && fraction >= threshold
            }
            shown.append(item)
        }
        if !placedHeader, let header = ItemVisibility.measure(drawn, index: headerIndex, in: area, threshold: threshold) {
            shown.append(header)
        }
        var first: Int?
        var last: Int?
        var count = 0
        for item in shown where item.visible {
            if first == nil { first = item.index }
            last = item.index
            count += 1
        }
        result.items = shown
        result.firstVisible = first
        result.lastVisible = last
        result.visibleCount = count
        result.examined += 1
        result.pinnedHeader = pinned
        return result
    }
}
