/// POST /v1/layouts: a layout to store, exactly one of `items`, `stack`, `grid`, `lanes` and
/// `sections` (`pinnedHeaders` only with `sections`); `contentSize` is the one queries use unless
/// they send their own (default derived as for a query).
public struct LayoutRequest: Codable, Hashable, Sendable {
    public var items: [Item]?
    public var stack: Stack?
    public var grid: Grid?
    public var lanes: Lanes?
    public var sections: [Section]?
    /// Whether each section's header sticks at the top while its section passes under it
    /// (default false); queries of the stored list take it unless they send their own.
    public var pinnedHeaders: Bool?
    public var contentSize: Size?

    public init(items: [Item], contentSize: Size? = nil) { self.items = items; self.contentSize = contentSize }
    public init(stack: Stack, contentSize: Size? = nil) { self.stack = stack; self.contentSize = contentSize }
    public init(grid: Grid, contentSize: Size? = nil) { self.grid = grid; self.contentSize = contentSize }
    public init(lanes: Lanes, contentSize: Size? = nil) { self.lanes = lanes; self.contentSize = contentSize }
    public init(sections: [Section], pinnedHeaders: Bool? = nil, contentSize: Size? = nil) {
        self.sections = sections; self.pinnedHeaders = pinnedHeaders; self.contentSize = contentSize
    }
}
