/// POST /v1/layouts: a layout to store, exactly one of `items`, `stack` and `sections` (with
/// `pinnedHeaders`); `contentSize` is the
/// one queries use unless they send their own (default derived as for a query).
public struct LayoutRequest: Codable, Hashable, Sendable {
    public var items: [Item]?
    public var stack: Stack?
    public var sections: [Section]?
    public var pinnedHeaders: Bool?
    public var contentSize: Size?

    public init(items: [Item], contentSize: Size? = nil) { self.items = items; self.contentSize = contentSize }
    public init(stack: Stack, contentSize: Size? = nil) { self.stack = stack; self.contentSize = contentSize }
    public init(sections: [Section], pinnedHeaders: Bool? = nil, contentSize: Size? = nil) {
        self.sections = sections; self.pinnedHeaders = pinnedHeaders; self.contentSize = contentSize
    }
}
