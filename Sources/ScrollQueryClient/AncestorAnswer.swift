/// One ancestor's part of an offset answer, in the order of the request's `ancestors`.
public struct AncestorAnswer: Codable, Hashable, Sendable {
    public var contentOffset: Point
    public var idealOffset: Point
    public var clamped: AxisFlags
    public var range: OffsetRange
    public var visibleRect: Rect
    /// The target as this container aligned it (moved and clipped by the inner ones, grown by `margin`).
    public var targetRect: Rect?
    public var scrollPosition: ScrollPosition?
}
