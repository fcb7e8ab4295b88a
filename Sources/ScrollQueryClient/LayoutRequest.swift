/// POST /v1/layouts: a layout to store, exactly one of `items`, `stack`, `grid` and `lanes`; `contentSize` is the
/// one queries use unless they send their own (default derived as for a query).
public struct LayoutRequest: Codable, Hashable, Sendable {
    public var items: [Item]?
    public var stack: Stack?
    public var grid: Grid?
    public var lanes: Lanes?
    public var contentSize: Size?

    public init(items: [Item], contentSize: Size? = nil) { self.items = items; self.contentSize = contentSize }
    public init(stack: Stack, contentSize: Size? = nil) { self.stack = stack; self.contentSize = contentSize }
    public init(grid: Grid, contentSize: Size? = nil) { self.grid = grid; self.contentSize = contentSize }
    public init(lanes: Lanes, contentSize: Size? = nil) { self.lanes = lanes; self.contentSize = contentSize }
}
