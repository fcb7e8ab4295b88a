/// What changed between `before` and `after` of a transition: only the fields given change
/// (at most one of `items`, `stack` and `layout`).
public struct ScrollViewChange: Codable, Hashable, Sendable {
    public var viewport: Size?
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var items: [Item]?
    public var stack: Stack?
    public var grid: Grid?
    public var lanes: Lanes?
    public var layout: String?

    public init(viewport: Size? = nil, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                items: [Item]? = nil, stack: Stack? = nil, grid: Grid? = nil, lanes: Lanes? = nil, layout: String? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.items = items; self.stack = stack; self.grid = grid; self.lanes = lanes
        self.layout = layout
    }
}
