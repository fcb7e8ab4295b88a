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
    /// The loop tracks both axes at once, as the two lanes of `SIMD2` values (lane 0 the
    /// horizontal axis: x and width; lane 1 the vertical: y and height), with the same tests
    /// `ItemOrder.append(start:length:)` makes on each, so the orders it stores are the ones
    /// appending every frame would give. It works on locals, and the array is consumed into
    /// the fields at the end: mutating `self` in the loop made the initializer copy the
    /// finished value out (the array retained, and released with the copy it left behind).
    public init(_ rects: consuming [Rect]) {
        typealias Lanes = SIMD2<Double>
        typealias Mask = SIMDMask<SIMD2<Int64>>
        var lastStart = Lanes(repeating: -.infinity)
        var lastEnd = Lanes(repeating: -.infinity)
        var bounds = Lanes.zero
        var decreasing = Mask(repeating: false)
        var unequal = Mask(repeating: false)
        var offGrid = Mask(repeating: false)
        let count = rects.count
        let firstLength = count > 0 ? Lanes(rects[0].size.width, rects[0].size.height) : .zero
        for index in 0..<count {  // not `for rect in rects`, which would consume the array
            let rect = rects[index]
            let start = Lanes(rect.origin.x, rect.origin.y)
            let length = Lanes(rect.size.width, rect.size.height)
            let end = start + length
            decreasing .|= (start .< lastStart) .| (end .< lastEnd)
            lastStart = start
            lastEnd = end
            if index > 0 { unequal .|= length .!= firstLength }
            offGrid .|= .!(Self.isOnGrid(start) .& Self.isOnGrid(length))
            // `Swift.max(bounds, end)`, which keeps `bounds` unless `end >= bounds`.
            bounds.replace(with: end, where: end .>= bounds)
        }
        self.rects = consume rects
        self.horizontal = ItemOrder(
            axis: .horizontal, isMonotone: !decreasing[0], hasUniformLength: !unequal[0], isOnGrid: !offGrid[0],
            lastStart: lastStart[0], lastEnd: lastEnd[0], firstLength: count > 0 ? firstLength[0] : nil)
        self.vertical = ItemOrder(
            axis: .vertical, isMonotone: !decreasing[1], hasUniformLength: !unequal[1], isOnGrid: !offGrid[1],
            lastStart: lastStart[1], lastEnd: lastEnd[1], firstLength: count > 0 ? firstLength[1] : nil)
        self.bounds = Size(width: bounds[0], height: bounds[1])
    }

    /// `AlignedOrder.isOnGrid` of each lane.
    @inline(__always)
    private static func isOnGrid(_ value: SIMD2<Double>) -> SIMDMask<SIMD2<Int64>> {
        let magnitude = value.replacing(with: -value, where: value .< 0)
        let scaled = magnitude * 1024
        return (magnitude .< 0x1p40) .& ((scaled + 0x1p52) - 0x1p52 .== scaled)
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
