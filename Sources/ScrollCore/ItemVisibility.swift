/// How much of one item the region shows.
public struct ItemVisibility: Sendable, Equatable {
    /// The item's position in content order.
    public var index: Int
    /// Intersection area / item area, in 0…1: the `IntersectionObserverEntry.intersectionRatio`
    /// of the item against the region. An item of zero area has 1 when it touches the region
    /// (edges included), as an `IntersectionObserver` reports for an intersecting empty target.
    public var visibleFraction: Double
    /// The intersection in content coordinates.
    public var visibleRect: Rect
    /// `visibleFraction >= threshold` (and > 0): what `onScrollVisibilityChange(threshold:)`
    /// reports.
    public var visible: Bool
    /// How much of `visibleRect`'s height a pinned section header covers (`PinnedHeader`); 0
    /// without one. `visibleFraction` and `visible` then count only the uncovered part.
    public var coveredByPinnedHeader: Double

    public init(index: Int, visibleFraction: Double, visibleRect: Rect, visible: Bool, coveredByPinnedHeader: Double = 0) {
        self.index = index
        self.visibleFraction = visibleFraction
        self.visibleRect = visibleRect
        self.visible = visible
        self.coveredByPinnedHeader = coveredByPinnedHeader
    }

    /// The visibility of `frame` in `region`, or nil when nothing of it shows: a positive-area
    /// item must overlap the region by a positive area (merely touching an edge is not shown),
    /// a zero-area item must touch or lie inside it.
    ///
    /// The fraction is the product of the per-axis fractions, which equals the area ratio up to
    /// rounding and cannot overflow for large frames.
    public static func measure(_ frame: Rect, index: Int, in region: Rect, threshold: Double) -> ItemVisibility? {
        let x0 = Swift.max(frame.origin.x, region.origin.x)
        let x1 = Swift.min(frame.origin.x + frame.size.width, region.origin.x + region.size.width)
        let y0 = Swift.max(frame.origin.y, region.origin.y)
        let y1 = Swift.min(frame.origin.y + frame.size.height, region.origin.y + region.size.height)
        guard x0 <= x1, y0 <= y1 else { return nil }
        let fraction: Double
        if frame.size.width > 0 && frame.size.height > 0 {
            guard x0 < x1, y0 < y1 else { return nil }
            fraction = Swift.min(1, ((x1 - x0) / frame.size.width) * ((y1 - y0) / frame.size.height))
        } else {
            fraction = 1
        }
        return ItemVisibility(
            index: index, visibleFraction: fraction,
            visibleRect: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
            visible: fraction > 0 && fraction >= threshold)
    }
}
