/// POST /v1/scroll/visibility: what is visible, and how near the edges the view is.
public struct VisibilityRequest: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var contentOffset: Point?
    public var items: [Item]?
    public var stack: Stack?
    public var grid: Grid?
    public var lanes: Lanes?
    public var layout: String?
    /// The visible fraction (0…1) from which an item counts as visible (default 0.5).
    public var threshold: Double?
    /// Default `viewport`.
    public var region: VisibilityRegion?
    /// Points; an end is `near` within this distance (default 0, for load-more triggers).
    public var prefetchDistance: Double?

    public init(_ view: ScrollView, threshold: Double? = nil, region: VisibilityRegion? = nil, prefetchDistance: Double? = nil) {
        viewport = view.viewport; contentSize = view.contentSize; contentInsets = view.contentInsets
        scrollPadding = view.scrollPadding; contentOffset = view.contentOffset; items = view.items; stack = view.stack
        grid = view.grid; lanes = view.lanes; layout = view.layout
        self.threshold = threshold; self.region = region; self.prefetchDistance = prefetchDistance
    }
}
