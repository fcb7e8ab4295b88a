/// A scroll view as the requests describe it: the viewport, the content, and where it is scrolled
/// to. At most one of `items`, `stack`, `sections` and `layout` (a layout stored with POST
/// /v1/layouts); `contentSize` is required unless `stack`, `sections` or `layout` gives it.
/// `pinnedHeaders` goes with `sections` (or a stored section list).
public struct ScrollView: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var contentOffset: Point?
    public var items: [Item]?
    public var stack: Stack?
    public var sections: [Section]?
    public var pinnedHeaders: Bool?
    public var layout: String?

    public init(viewport: Size, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, items: [Item]? = nil, stack: Stack? = nil, layout: String? = nil,
                sections: [Section]? = nil, pinnedHeaders: Bool? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.items = items; self.stack = stack
        self.layout = layout; self.sections = sections; self.pinnedHeaders = pinnedHeaders
    }
}
