/// A scroll view as the requests describe it: the viewport, the content, and where it is scrolled
/// to. At most one of `items`, `stack`, `grid`, `lanes`, `sections` and `layout` (a layout stored
/// with POST /v1/layouts); `contentSize` is required unless one of the others gives it.
/// `pinnedHeaders` only with `sections` or a stored section list.
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
    public var sections: [Section]?
    /// With `sections`: whether each section's header sticks at the top while its section
    /// passes under it (default false, or the stored list's).
    public var pinnedHeaders: Bool?
    public var layout: String?

    public init(viewport: Size, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, items: [Item]? = nil, stack: Stack? = nil,
                grid: Grid? = nil, lanes: Lanes? = nil, sections: [Section]? = nil, pinnedHeaders: Bool? = nil,
                layout: String? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.items = items; self.stack = stack
        self.grid = grid; self.lanes = lanes; self.sections = sections; self.pinnedHeaders = pinnedHeaders
        self.layout = layout
    }
}
