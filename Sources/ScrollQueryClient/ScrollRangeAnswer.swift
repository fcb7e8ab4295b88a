/// The answer of POST /v1/scroll/range.
public struct ScrollRangeAnswer: Codable, Hashable, Sendable {
    /// The offsets the view can scroll to.
    public var range: OffsetRange
    /// The offset sent (not clamped), or the scroll origin.
    public var contentOffset: Point
    /// The viewport in content coordinates at `contentOffset`.
    public var visibleRect: Rect
    /// Points (≥ 0) the view can still scroll toward each edge; 0 at that edge and past it.
    public var edges: Edges
    /// Per axis, whether the range is longer than 0.
    public var scrollable: AxisFlags

    /// How far the view can still scroll toward each edge.
    public struct Edges: Codable, Hashable, Sendable {
        public var top: Double
        public var bottom: Double
        public var left: Double
        public var right: Double
    }
}
