/// POST /v1/scroll/visibility: what is visible, and how near the edges the view is.
public struct VisibilityRequest: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var contentOffset: Point?
    public var items: [Item]?
    public var layout: String?
    /// The visible fraction from which an item counts as visible (default 0.5).
    public var threshold: Double?
    /// "viewport" (default) or "safeArea": what visible is measured against.
    public var region: String?
    /// How near an edge counts as `near` (for load-more triggers).
    public var prefetchDistance: Double?

    public init(_ view: ScrollView, threshold: Double? = nil, region: String? = nil, prefetchDistance: Double? = nil) {
        viewport = view.viewport; contentSize = view.contentSize; contentInsets = view.contentInsets
        scrollPadding = view.scrollPadding; contentOffset = view.contentOffset; items = view.items; layout = view.layout
        self.threshold = threshold; self.region = region; self.prefetchDistance = prefetchDistance
    }
}

/// The answer of POST /v1/scroll/visibility (its `geometry` is left out: the request holds it).
public struct VisibilityAnswer: Codable, Hashable, Sendable {
    public struct VisibleItem: Codable, Hashable, Sendable {
        public var id: ItemID
        public var visibleFraction: Double
        public var visibleRect: Rect
        public var visible: Bool
        public var estimated: Bool?
    }

    public struct Edges: Codable, Hashable, Sendable {
        public var atTop, atBottom, atLeading, atTrailing: Bool
        public var nearTop, nearBottom, nearLeading, nearTrailing: Bool
        public var distanceToTop, distanceToBottom, distanceToLeading, distanceToTrailing: Double
    }

    /// The items that intersect the view, in order.
    public var items: [VisibleItem]
    public var firstVisible: ItemID?
    public var lastVisible: ItemID?
    public var visibleCount: Int
    public var edges: Edges
}
