/// The answer of POST /v1/scroll/offset.
public struct ScrollOffsetAnswer: Codable, Hashable, Sendable {
    /// Where to scroll: `idealOffset` clamped to `range` (and rounded with `displayScale`).
    public var contentOffset: Point
    /// Where the anchor rule puts the target, before clamping.
    public var idealOffset: Point
    public var clamped: AxisFlags
    public var range: OffsetRange
    /// The content rect the view shows at `contentOffset`.
    public var visibleRect: Rect
    /// The target's rect (targets that name a frame).
    public var targetRect: Rect?
    /// The item scrolled to, for `next`/`previous` targets.
    public var targetId: ItemID?
    /// CSS's scrollLeft/scrollTop for `contentOffset` (semantics css, right-to-left and vertical modes).
    public var scrollPosition: ScrollPosition?
    /// Whether the answer rests on estimated sizes (stored layouts with unknown sizes).
    public var estimated: Bool?
    /// Semantics flutter, compose and android: the resting position as the platform numbers it
    /// (Flutter logical pixels; Compose and Android whole device pixels), from the list's start.
    public var platformScrollPosition: Double?
    /// One answer per ancestor of the request, in the same order.
    public var ancestors: [AncestorAnswer]?
}
