/// A scroll view as the requests describe it: the viewport, the content, and where it is scrolled
/// to. At most one of `items`, `stack`, `grid`, `lanes` and `layout` (a layout stored with POST /v1/layouts);
/// `contentSize` is required unless `stack` or `layout` gives it.
public struct ScrollView: Codable, Hashable, Sendable {
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

    public init(viewport: Size, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, items: [Item]? = nil, stack: Stack? = nil, grid: Grid? = nil, lanes: Lanes? = nil,
                layout: String? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.items = items; self.stack = stack
        self.grid = grid; self.lanes = lanes; self.layout = layout
    }
}
