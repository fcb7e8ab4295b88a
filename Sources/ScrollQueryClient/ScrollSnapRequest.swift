/// POST /v1/scroll/snap: where a fling, a scrollTo or a scrollBy comes to rest under `behavior`.
/// At most one of `items`, `stack`, `grid`, `lanes` and `layout`; those of a stack or layout snap with no margin
/// and `snapAlign` `start`. `contentSize` is required unless `stack` or `layout` gives it.
public struct ScrollSnapRequest: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    /// Where a fling is released or a delta starts; default the range minimum.
    public var contentOffset: Point?
    public var items: [SnapItem]?
    public var stack: Stack?
    public var grid: Grid?
    public var lanes: Lanes?
    public var layout: String?
    /// The one of `velocity`, `proposedOffset` and `delta` the request sends.
    public var motion: SnapMotion
    /// Default `normal`.
    public var decelerationRate: DecelerationRate?
    /// Default `uikit`.
    public var flingModel: FlingModel?
    /// Default `none`.
    public var behavior: SnapBehavior?

    public init(viewport: Size, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, items: [SnapItem]? = nil, stack: Stack? = nil, grid: Grid? = nil,
                lanes: Lanes? = nil, layout: String? = nil,
                motion: SnapMotion, decelerationRate: DecelerationRate? = nil, flingModel: FlingModel? = nil,
                behavior: SnapBehavior? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.items = items; self.stack = stack
        self.grid = grid; self.lanes = lanes; self.layout = layout; self.motion = motion; self.decelerationRate = decelerationRate
        self.flingModel = flingModel; self.behavior = behavior
    }

    private enum Key: String, CodingKey {
        case viewport, contentSize, contentInsets, scrollPadding, contentOffset, items, stack, grid, lanes, layout
        case velocity, proposedOffset, delta, decelerationRate, flingModel, behavior
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(viewport, forKey: .viewport)
        try container.encodeIfPresent(contentSize, forKey: .contentSize)
        try container.encodeIfPresent(contentInsets, forKey: .contentInsets)
        try container.encodeIfPresent(scrollPadding, forKey: .scrollPadding)
        try container.encodeIfPresent(contentOffset, forKey: .contentOffset)
        try container.encodeIfPresent(items, forKey: .items)
        try container.encodeIfPresent(stack, forKey: .stack)
        try container.encodeIfPresent(grid, forKey: .grid)
        try container.encodeIfPresent(lanes, forKey: .lanes)
        try container.encodeIfPresent(layout, forKey: .layout)
        switch motion {
        case .velocity(let velocity): try container.encode(velocity, forKey: .velocity)
        case .proposedOffset(let offset): try container.encode(offset, forKey: .proposedOffset)
        case .delta(let delta): try container.encode(delta, forKey: .delta)
        }
        try container.encodeIfPresent(decelerationRate, forKey: .decelerationRate)
        try container.encodeIfPresent(flingModel, forKey: .flingModel)
        try container.encodeIfPresent(behavior, forKey: .behavior)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let velocity = try container.decodeIfPresent(Point.self, forKey: .velocity) {
            motion = .velocity(velocity)
        } else if let offset = try container.decodeIfPresent(Point.self, forKey: .proposedOffset) {
            motion = .proposedOffset(offset)
        } else {
            motion = .delta(try container.decode(Point.self, forKey: .delta))
        }
        viewport = try container.decode(Size.self, forKey: .viewport)
        contentSize = try container.decodeIfPresent(Size.self, forKey: .contentSize)
        contentInsets = try container.decodeIfPresent(Insets.self, forKey: .contentInsets)
        scrollPadding = try container.decodeIfPresent(Insets.self, forKey: .scrollPadding)
        contentOffset = try container.decodeIfPresent(Point.self, forKey: .contentOffset)
        items = try container.decodeIfPresent([SnapItem].self, forKey: .items)
        stack = try container.decodeIfPresent(Stack.self, forKey: .stack)
        grid = try container.decodeIfPresent(Grid.self, forKey: .grid)
        lanes = try container.decodeIfPresent(Lanes.self, forKey: .lanes)
        layout = try container.decodeIfPresent(String.self, forKey: .layout)
        decelerationRate = try container.decodeIfPresent(DecelerationRate.self, forKey: .decelerationRate)
        flingModel = try container.decodeIfPresent(FlingModel.self, forKey: .flingModel)
        behavior = try container.decodeIfPresent(SnapBehavior.self, forKey: .behavior)
    }
}
