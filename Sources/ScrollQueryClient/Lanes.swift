/// Masonry in place of `items`: `count` lanes, each item at the end of the shortest lane.
public struct Lanes: Codable, Hashable, Sendable {
    /// The number of lanes (1…1000).
    public var count: Int
    /// Between items and between lanes (>= 0).
    public var spacing: Double?
    public var padding: Insets?
    /// The items' heights (as a stack's).
    public var sizes: StackSizes?
    /// The height of an item with none in `sizes`; such items are estimated.
    public var estimatedSize: Double?
    public var ids: [ItemID]?
    /// Default `lowerLane`.
    public var ties: LanesTies?

    public init(count: Int, spacing: Double? = nil, padding: Insets? = nil, sizes: StackSizes? = nil,
                estimatedSize: Double? = nil, ids: [ItemID]? = nil, ties: LanesTies? = nil) {
        self.count = count; self.spacing = spacing; self.padding = padding; self.sizes = sizes
        self.estimatedSize = estimatedSize; self.ids = ids; self.ties = ties
    }
}

/// Which of two lanes that end at the same offset takes the next item: the lower lane
/// (Compose) or the one whose last item is earlier (TanStack Virtual).
public enum LanesTies: String, Codable, Hashable, Sendable {
    case lowerLane, earlierItem
}
