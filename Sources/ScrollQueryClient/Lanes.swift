/// Masonry in place of `items`: `count` vertical lanes of equal width, each item placed at the
/// end of the shortest lane (TanStack Virtual's `getMeasurements`). Items 0…L−1 seed lanes 0…L−1
/// at `padding.top`; each later item starts `spacing` below the end of the lane that ends highest,
/// ties per `ties`. Lanes are `(W − spacing·(L − 1)) / L` wide, W the viewport's width less the
/// padding left and right. The items are `sizes` (as a stack's), else `ids` with `estimatedSize`.
public struct Lanes: Codable, Hashable, Sendable {
    /// The number of lanes, 1 … 1000.
    public var count: Int
    /// Between items in a lane and between lanes (>= 0, default 0).
    public var spacing: Double?
    /// Around the lanes (each side >= 0, default 0).
    public var padding: Insets?
    public var sizes: StackSizes?
    /// The height of an item with none in `sizes`; such items are estimated.
    public var estimatedSize: Double?
    /// One id per item (default the index).
    public var ids: [ItemID]?
    /// Default `lowerLane`.
    public var ties: LaneTies?

    public init(count: Int, spacing: Double? = nil, padding: Insets? = nil, sizes: StackSizes? = nil,
                estimatedSize: Double? = nil, ids: [ItemID]? = nil, ties: LaneTies? = nil) {
        self.count = count; self.spacing = spacing; self.padding = padding; self.sizes = sizes
        self.estimatedSize = estimatedSize; self.ids = ids; self.ties = ties
    }
}
