/// Where an offset stands in a scroll view's range: the range, the content rect the viewport
/// shows there, how far the view can still scroll toward each physical edge, and which axes
/// scroll at all.
///
/// With the range `[min, max]` per axis (`ScrollRange`) and the offset `o`:
///
/// - `remaining.top = max(0, o.y − min.y)`, `remaining.bottom = max(0, max.y − o.y)`,
///   `remaining.left = max(0, o.x − min.x)`, `remaining.right = max(0, max.x − o.x)`, in points:
///   0 at that edge, and 0 too past it (an offset outside the range is taken as given: the
///   distances toward the edge it passed clamp at 0, the others count from where it is);
/// - `visibleRect = (o, viewport)`: the viewport in content coordinates (SwiftUI
///   `ScrollGeometry.visibleRect`, insets included);
/// - an axis scrolls when its range is longer than 0 (`max > min`).
public struct RangePosition: Sendable, Equatable {
    public var range: ScrollRange
    public var contentOffset: Point
    public var visibleRect: Rect
    /// How far, in points (≥ 0), the view can still scroll toward each edge.
    public var remaining: Insets
    public var scrollsX: Bool
    public var scrollsY: Bool

    /// The position of `geometry`'s content offset in its range.
    public init(_ geometry: ScrollGeometry) {
        let range = geometry.range
        let offset = geometry.contentOffset
        self.range = range
        contentOffset = offset
        visibleRect = geometry.visibleRect(at: offset)
        remaining = Insets(
            top: Swift.max(0, offset.y - range.min.y),
            left: Swift.max(0, offset.x - range.min.x),
            bottom: Swift.max(0, range.max.y - offset.y),
            right: Swift.max(0, range.max.x - offset.x))
        scrollsX = range.max.x > range.min.x
        scrollsY = range.max.y > range.min.y
    }
}
