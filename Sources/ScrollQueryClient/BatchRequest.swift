/// POST /v1/batch: many questions about one scroll view in one round trip. The top level's
/// scroll view applies to every request that does not send its own fields; the items (at most
/// one of `items`, `stack`, `layout`), `direction` and `writingMode` are the batch's alone.
public struct BatchRequest: Codable, Hashable, Sendable {
    public var viewport: Size?
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var contentOffset: Point?
    public var items: [Item]?
    public var stack: Stack?
    public var grid: Grid?
    public var lanes: Lanes?
    public var layout: String?
    public var direction: Direction?
    public var writingMode: WritingMode?
    /// At most the server's `--max-batch` (default 10,000).
    public var requests: [BatchOperation]

    public init(viewport: Size? = nil, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, items: [Item]? = nil, stack: Stack? = nil, grid: Grid? = nil,
                lanes: Lanes? = nil, layout: String? = nil, direction: Direction? = nil, writingMode: WritingMode? = nil, requests: [BatchOperation]) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.items = items; self.stack = stack
        self.grid = grid; self.lanes = lanes; self.layout = layout; self.direction = direction; self.writingMode = writingMode; self.requests = requests
    }
}
