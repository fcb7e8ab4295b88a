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
