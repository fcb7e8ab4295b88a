/// Whether a list of item frames, in content order, is *monotone* along one axis: each item
/// starts no earlier and ends no earlier than the one before it (`start[i] <= start[i+1]` and
/// `end[i] <= end[i+1]`).
///
/// That is the property the binary searches of `ItemFrames` rely on. It holds for every list,
/// stack, lazy stack and grid row sequence laid out in order (several items per row are fine:
/// they share a start and an end), and it makes the items that meet any interval `[a, b]` one
/// contiguous run of indices: the run begins at the first item whose end reaches `a` (ends are
/// sorted) and stops before the first item whose start passes `b` (starts are sorted).
/// Sorted starts alone would not do: a tall item followed by a short one could end after
/// items that come later.
///
/// Detected incrementally, so the decoder can track it while it reads the items (one pass),
/// and a query never pays a second O(n) scan to learn it. The same pass notes what
/// `AlignedOrder` needs besides (equal lengths, values on the exact grid), for the same reason.
public struct ItemOrder: Sendable, Equatable {
    public let axis: Axis
    public private(set) var isMonotone = true
    /// Every frame so far has the same length along `axis`.
    public private(set) var hasUniformLength = true
    /// Every start and length so far is on `AlignedOrder`'s exact grid.
    public private(set) var isOnGrid = true
    private var lastStart = -Double.infinity
    private var lastEnd = -Double.infinity
    private var firstLength: Double?

    public init(axis: Axis) {
        self.axis = axis
    }

    /// The order `append` would have tracked over a list whose last frame starts at
    /// `lastStart` and ends at `lastEnd` and whose first is `firstLength` long (nil: no frame),
    /// for a caller that tracks several axes in one pass (`ExplicitFrames`).
    init(
        axis: Axis, isMonotone: Bool, hasUniformLength: Bool, isOnGrid: Bool,
        lastStart: Double, lastEnd: Double, firstLength: Double?
    ) {
        self.axis = axis
        self.isMonotone = isMonotone
        self.hasUniformLength = hasUniformLength
        self.isOnGrid = isOnGrid
        self.lastStart = lastStart
        self.lastEnd = lastEnd
        self.firstLength = firstLength
    }

    /// Records the next frame in content order.
    @inline(__always)
    public mutating func append(_ frame: Rect) {
        append(start: frame.origin[axis], length: frame.size[axis])
    }

    /// Records the next frame in content order by its start and length along `axis` (what
    /// `append(_:)` reads from the frame; a caller that knows the axis saves the lookups).
    @inline(__always)
    public mutating func append(start: Double, length: Double) {
        let end = start + length
        if start < lastStart || end < lastEnd { isMonotone = false }
        lastStart = start
        lastEnd = end
        if let firstLength {
            if length != firstLength { hasUniformLength = false }
        } else {
            firstLength = length
        }
        if isOnGrid && !(AlignedOrder.isOnGrid(start) && AlignedOrder.isOnGrid(length)) { isOnGrid = false }
    }

    /// What the frames so far tell about their aligned offsets' order.
    public var aligned: AlignedOrder {
        AlignedOrder(isMonotone: isMonotone, hasUniformLength: hasUniformLength, isOnGrid: isOnGrid)
    }
}
