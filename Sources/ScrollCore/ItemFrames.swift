/// Item frames in content order (the order the client lists them, as a `LazyVStack` or the DOM
/// would lay them out), with the order property the lookups rely on.
///
/// A collection of `Rect` over frames listed one by one, a `StackLayout` bound to a cross size,
/// a `GridLayout` bound to a width (`GridPlacement`) or masonry lanes (`LaneLayout`): a compact
/// layout's frame is computed when asked for (O(1) from its running sums or its rows), so a
/// query over a million rows never builds a million rects.
///
/// Lookups answer "which items meet this interval along the scroll axis" in O(log n + k) by
/// binary search when the frames are monotone along that axis (`ItemOrder`), and by a plain
/// scan otherwise — unsorted input stays correct, it is only slower.
public struct ItemFrames: RandomAccessCollection, Sendable, Equatable {
    /// The layout cases are boxed (`indirect`), so an `ItemFrames` is one enum of a pointer or
    /// an array whatever the case: held inline, a stack's parameters would make every value
    /// about 120 bytes larger, and each copy — into the scroll view, and at each look-up of an
    /// item's frame by the offset handler — would move them whole, even for frames listed one
    /// by one.
    private enum Storage: Sendable, Equatable {
        case explicit([Rect])
        indirect case stack(StackLayout, crossSize: Double)
        indirect case grid(GridPlacement)
        indirect case lanes(LaneLayout, laneWidth: Double)
        indirect case sections(SectionLayout, crossSize: Double)
    }

    private let storage: Storage
    /// The axis the binary searches use (the scroll axis of a list).
    public let axis: Axis
    /// Whether the frames are monotone along `axis` (see `ItemOrder`).
    public let isMonotone: Bool
    public let count: Int
    /// The order of the aligned offsets along each axis (`AlignedOrder`), for view-aligned
    /// snapping, which may run on either axis whatever `axis` the searches use.
    private let horizontalOrder: AlignedOrder
    private let verticalOrder: AlignedOrder

    /// Frames whose order was tracked while they were collected (along `order.axis` only:
    /// nothing is claimed about the other axis).
    public init(_ frames: [Rect], order: ItemOrder) {
        storage = .explicit(frames)
        axis = order.axis
        isMonotone = order.isMonotone
        count = frames.count
        horizontalOrder = order.axis == .horizontal ? order.aligned : .unknown
        verticalOrder = order.axis == .vertical ? order.aligned : .unknown
    }

    /// Frames whose order along `axis` is detected here, in one pass.
    public init(_ frames: [Rect], axis: Axis) {
        var order = ItemOrder(axis: axis)
        for frame in frames { order.append(frame) }
        self.init(frames, order: order)
    }

    /// Frames listed one by one, searched along `axis` (their order is already known).
    public init(_ frames: ExplicitFrames, axis: Axis) {
        storage = .explicit(frames.rects)
        self.axis = axis
        isMonotone = frames.isMonotone(along: axis)
        count = frames.count
        horizontalOrder = frames.alignedOrder(along: .horizontal)
        verticalOrder = frames.alignedOrder(along: .vertical)
    }

    /// A stack's frames with `crossSize` across its axis, searched along `axis`. Along the
    /// other axis every item has the same start and end, which is monotone too.
    public init(_ stack: StackLayout, crossSize: Double, axis: Axis) {
        storage = .stack(stack, crossSize: crossSize)
        self.axis = axis
        isMonotone = axis == stack.axis ? stack.isMonotone : true
        count = stack.count
        horizontalOrder = stack.alignedOrder(along: .horizontal, crossSize: crossSize)
        verticalOrder = stack.alignedOrder(along: .vertical, crossSize: crossSize)
    }

    /// A grid's frames in one viewport width, searched along `axis` (vertical for a scrolling
    /// grid: rows come down the page, so starts and ends never decrease along it).
    public init(_ grid: GridPlacement, axis: Axis) {
        storage = .grid(grid)
        self.axis = axis
        let vertical = grid.alignedOrder(along: .vertical)
        isMonotone = axis == .vertical ? vertical.isMonotone : false
        count = grid.grid.count
        horizontalOrder = .unknown
        verticalOrder = vertical
    }

    /// Masonry lanes `laneWidth` wide, searched along `axis`. Along y starts never decrease but
    /// ends may (a tall item, then a short one in another lane): `candidates` then searches the
    /// running maximum of the ends instead.
    public init(_ lanes: LaneLayout, laneWidth: Double, axis: Axis) {
        storage = .lanes(lanes, laneWidth: laneWidth)
        self.axis = axis
        isMonotone = axis == .vertical && lanes.endsAreMonotone && lanes.spacing >= 0
        count = lanes.count
        horizontalOrder = .unknown
        verticalOrder = isMonotone
            ? AlignedOrder(isMonotone: true, hasUniformLength: true, isOnGrid: false) : .unknown
    }

    /// A section list's frames (`SectionLayout`: headers, rows and footers by flat index) with
    /// `crossSize` as their width, searched along `axis`. Both axes are monotone: along y no
    /// length is negative, across it every item has one start and one width.
    public init(_ sections: SectionLayout, crossSize: Double, axis: Axis) {
        storage = .sections(sections, crossSize: crossSize)
        self.axis = axis
        isMonotone = true
        count = sections.count
        horizontalOrder = sections.alignedOrder(along: .horizontal, crossSize: crossSize)
        verticalOrder = sections.alignedOrder(along: .vertical, crossSize: crossSize)
    }

    /// Whether the frames' aligned offsets along `axis` keep their order (`AlignedOrder`).
    public func alignedOrder(along axis: Axis) -> AlignedOrder {
        axis == .vertical ? verticalOrder : horizontalOrder
    }

    public static let empty = ItemFrames([], order: ItemOrder(axis: .vertical))

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// The frame of item `index`, which must be in `indices` (a zero rect otherwise: the
    /// core never traps on a bad index).
    @inline(__always)
    public subscript(index: Int) -> Rect {
        switch storage {
        case .explicit(let frames):
            return frames.indices.contains(index) ? frames[index] : Rect(x: 0, y: 0, width: 0, height: 0)
        case .stack(let stack, let crossSize):
            return stack.frame(at: index, crossSize: crossSize)
        case .grid(let grid):
            return grid.frame(at: index)
        case .lanes(let lanes, let laneWidth):
            return lanes.frame(at: index, laneWidth: laneWidth)
        case .sections(let sections, let crossSize):
            return sections.frame(at: index, crossSize: crossSize)
        }
    }

    /// The stack the frames come from, if any.
    public var stack: StackLayout? {
        if case .stack(let stack, _) = storage { return stack }
        return nil
    }

    /// The section list the frames come from, if any.
    public var sections: SectionLayout? {
        if case .sections(let sections, _) = storage { return sections }
        return nil
    }

    /// The indices of the items that may meet the closed interval `[low, high]` on `axis`
    /// (edges touching count): exactly those items when the frames are monotone, else every
    /// index (the caller tests each). For monotone frames this costs two binary searches.
    /// Masonry lanes along y (whose ends may decrease) search the running maximum of the ends
    /// and the starts: a superset of the items that meet the interval, still O(log n + k).
    public func candidates(from low: Double, to high: Double) -> Range<Int> {
        if case .lanes(let lanes, _) = storage, !isMonotone, axis == .vertical {
            let first = partitionPoint(of: count) { lanes.maxEnd(through: $0) >= low }
            let stop = partitionPoint(of: count) { lanes.start(at: $0) > high }
            return first < stop ? first..<stop : first..<first
        }
        guard isMonotone else { return indices }
        let axis = self.axis
        // First item whose end reaches `low`: ends are non-decreasing.
        let first = partitionPoint { $0.origin[axis] + $0.size[axis] >= low }
        // First item whose start lies past `high`: starts are non-decreasing.
        let stop = partitionPoint { $0.origin[axis] > high }
        return first < stop ? first..<stop : first..<first
    }

    /// The first index whose frame satisfies `predicate`, for a predicate that is false and
    /// then true along the list (a monotone list makes both predicates above such).
    private func partitionPoint(_ predicate: (Rect) -> Bool) -> Int {
        partitionPoint(of: count) { predicate(self[$0]) }
    }

    /// The first index below `count` at which `predicate` holds (false, then true).
    private func partitionPoint(of count: Int, _ predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The grid the frames come from, if any.
    public var grid: GridPlacement? {
        if case .grid(let grid) = storage { return grid }
        return nil
    }
}
