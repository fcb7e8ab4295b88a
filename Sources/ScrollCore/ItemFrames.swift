/// Item frames in content order (the order the client lists them, as a `LazyVStack` or the DOM
/// would lay them out), with the order property the lookups rely on.
///
/// Lookups answer "which items meet this interval along the scroll axis" in O(log n + k) by
/// binary search when the frames are monotone along that axis (`ItemOrder`), and by a plain
/// scan otherwise — unsorted input stays correct, it is only slower.
public struct ItemFrames: Sendable {
    public let frames: [Rect]
    /// The axis the binary searches use (the scroll axis of a list).
    public let axis: Axis
    /// Whether `frames` is monotone along `axis` (see `ItemOrder`).
    public let isMonotone: Bool

    /// Frames whose order was tracked while they were collected.
    public init(_ frames: [Rect], order: ItemOrder) {
        self.frames = frames
        self.axis = order.axis
        self.isMonotone = order.isMonotone
    }

    /// Frames whose order along `axis` is detected here, in one pass.
    public init(_ frames: [Rect], axis: Axis) {
        var order = ItemOrder(axis: axis)
        for frame in frames { order.append(frame) }
        self.init(frames, order: order)
    }

    public var count: Int { frames.count }

    /// The indices of the items that may meet the closed interval `[low, high]` on `axis`
    /// (edges touching count): exactly those items when the frames are monotone, else every
    /// index (the caller tests each). For monotone frames this costs two binary searches.
    public func candidates(from low: Double, to high: Double) -> Range<Int> {
        guard isMonotone else { return frames.indices }
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
        var low = 0
        var high = frames.count
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(frames[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
