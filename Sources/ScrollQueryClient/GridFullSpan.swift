/// A grid's items that take a whole row (section headers in a grid), all `height` tall. Indexes
/// in any order, each below the grid's count and listed once; `height` is required with any index.
public struct GridFullSpan: Codable, Hashable, Sendable {
    public var indexes: [Int]?
    /// Points (>= 0).
    public var height: Double?

    public init(indexes: [Int]? = nil, height: Double? = nil) { self.indexes = indexes; self.height = height }
}
