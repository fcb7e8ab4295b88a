/// Item frames listed one by one (a request's `items`), with what the lookups need to know
/// about them gathered in one pass when the list is handed over: whether they are monotone
/// along each axis (`ItemOrder`) and the box that bounds them.
///
/// Both axes are tracked because the axis a query searches along is the scroll axis, which
/// depends on the viewport and content size of each query, while a stored list is read once.
public struct ExplicitFrames: Sendable, Equatable {
    public private(set) var rects: [Rect]
    private var vertical: ItemOrder
    private var horizontal: ItemOrder
    /// The largest `x + width` and `y + height` seen (0 for none).
    public private(set) var bounds: Size

    public init() {
        self.init([])
    }

    /// The frames of `rects`, in order. The array is adopted as it is (spare capacity and all:
    /// a layout that is kept is `compacted()`) and the order and bounds are gathered in one loop
    /// over it, so a decoder collects a plain `[Rect]` and hands it over.
    ///
    /// The loop works on locals, and the array is consumed into the fields at the end: mutating
    /// `self` in the loop made the initializer copy the finished value out (the array retained,
    /// and released with the copy it left behind).
    public init(_ rects: consuming [Rect]) {
        var vertical = ItemOrder(axis: .vertical)
        var horizontal = ItemOrder(axis: .horizontal)
        var bounds = Size.zero
        for index in rects.indices {  // not `for rect in rects`, which would consume the array
            let rect = rects[index]
            vertical.append(start: rect.origin.y, length: rect.size.height)
            horizontal.append(start: rect.origin.x, length: rect.size.width)
            bounds.width = Swift.max(bounds.width, rect.origin.x + rect.size.width)
            bounds.height = Swift.max(bounds.height, rect.origin.y + rect.size.height)
        }
        self.rects = consume rects
        self.vertical = vertical
        self.horizontal = horizontal
        self.bounds = bounds
    }

    public var count: Int { rects.count }

    /// Whether the frames are monotone along `axis`.
    public func isMonotone(along axis: Axis) -> Bool {
        axis == .vertical ? vertical.isMonotone : horizontal.isMonotone
    }

    /// Whether the frames' aligned offsets along `axis` keep their order (`AlignedOrder`).
    public func alignedOrder(along axis: Axis) -> AlignedOrder {
        axis == .vertical ? vertical.aligned : horizontal.aligned
    }

    /// The same frames with no spare array capacity (for a layout that is kept).
    public func compacted() -> ExplicitFrames {
        var copy = self
        // `Array(rects)` would share the buffer, spare capacity and all.
        copy.rects = rects.exactCopy()
        return copy
    }
}
