/// POST /v1/layouts: a layout to store, exactly one of `items` and `stack`; `contentSize` is the
/// one queries use unless they send their own (default derived as for a query).
public struct LayoutRequest: Codable, Hashable, Sendable {
    public var items: [Item]?
    public var stack: Stack?
    public var contentSize: Size?

    public init(items: [Item], contentSize: Size? = nil) { self.items = items; self.contentSize = contentSize }
    public init(stack: Stack, contentSize: Size? = nil) { self.stack = stack; self.contentSize = contentSize }
}
