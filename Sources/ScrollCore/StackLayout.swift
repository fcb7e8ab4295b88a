/// A stack of items along one axis — SwiftUI's `VStack(spacing:)`/`LazyVStack` and their
/// horizontal twins, a `UITableView` or a column of DOM blocks — described by its parameters
/// and one length per item instead of a frame per item.
///
/// Frame of item i (vertical): `x = padding.left`, `y = padding.top + (S_i + i·spacing)`,
/// `width = crossSize`, `height = size_i`, where `S_i` is the sum of the sizes before i added
/// left to right. Horizontal swaps the roles: x runs along the stack from `padding.left`,
/// `y = padding.top`, the height is the cross size.
///
/// Why prefix sums: a frame is then O(1) and "which items meet [a, b]" two binary searches, so
/// a million rows cost two arrays of doubles (8 bytes each per item) rather than a `Rect` (32)
/// per item, and a query never rebuilds frames. A uniform size whose multiples are exact needs
/// no array at all: `S_i = i·size` is then the same double the running sum would reach, so the
/// uniform and the spelt-out forms of one layout give the same frames to the last bit.
///
/// `crossSize` nil means "whatever the viewport leaves": the frames are bound to a cross size
/// at query time (`ItemFrames(stack:crossSize:axis:)`), so one stored layout serves any width.
public struct StackLayout: Sendable, Equatable {
    public let axis: Axis
    public let spacing: Double
    public let padding: Insets
    /// The items' length across the axis; nil: the viewport's, less the padding across.
    public let crossSize: Double?
    public let count: Int

    /// The list is the first case on purpose. Swift keeps the case of an enum like this one in
    /// spare bits its payloads share — here the top bits of the second array's pointer, which
    /// `uniform` leaves unused — and sets them for every case but the first. With `list` second,
    /// a stored layout's running sums were held through a pointer LeakSanitizer does not
    /// recognise, and `make fuzz` reported them as leaked; first, its pointers are plain.
    private enum Sizes: Sendable, Equatable {
        /// Per-item sizes and their running sums: `sums[i]` = S_i, `sums.count == count + 1`.
        case list(sizes: [Double], sums: [Double])
        /// Every item `size` long, with `i·size` exact (see `exactMultiples`): no arrays.
        case uniform(Double)
    }

    private var sizes: Sizes
    /// Which items' sizes are estimates.
    private var estimates: Estimates
    /// Whether starts and ends along `axis` never decrease (`ItemOrder`'s property).
    public let isMonotone: Bool
    /// Whether the items' aligned offsets along `axis` keep their order (`AlignedOrder`),
    /// learnt in the pass that adds up the sizes.
    private let mainOrder: AlignedOrder

    private enum Estimates: Sendable, Equatable {
        case none
        case all
        /// Bit `i % 64` of word `i / 64` set when item i is estimated; `first` the lowest.
        case some(bits: [UInt64], count: Int, first: Int)
    }

    /// A stack of `count` items all `size` long; `estimated` marks every one as an estimate.
    public init(
        axis: Axis, spacing: Double = 0, padding: Insets = .zero, crossSize: Double? = nil,
        uniformSize size: Double, count: Int, estimated: Bool = false
    ) {
        let count = Swift.max(count, 0)
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
        self.crossSize = crossSize
        self.count = count
        self.estimates = estimated && count > 0 ? .all : .none
        if Self.exactMultiples(size, spacing) {
            sizes = .uniform(size)
            // Exact arithmetic: starts step by size + spacing, ends likewise.
            isMonotone = count < 2 || size + spacing >= 0
            // One length: the grid is not needed to keep the aligned offsets in order.
            mainOrder = AlignedOrder(isMonotone: isMonotone, hasUniformLength: true, isOnGrid: false)
        } else {
            let list = [Double](repeating: size, count: count)
            let (sums, order) = Self.runningSums(list, axis: axis, spacing: spacing, padding: padding)
            sizes = .list(sizes: list, sums: sums)
            isMonotone = order.isMonotone
            mainOrder = order
        }
    }

    /// A stack with one size per item; `estimated[i]` marks item i's size as an estimate
    /// (empty: none is).
    public init(
        axis: Axis, spacing: Double = 0, padding: Insets = .zero, crossSize: Double? = nil,
        sizes list: [Double], estimated: [Bool] = []
    ) {
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
        self.crossSize = crossSize
        self.count = list.count
        let (sums, order) = Self.runningSums(list, axis: axis, spacing: spacing, padding: padding)
        sizes = .list(sizes: list, sums: sums)
        isMonotone = order.isMonotone
        mainOrder = order
        estimates = Self.estimates(estimated.prefix(list.count), count: list.count)
    }

    // MARK: - Reading the layout

    /// Item `index`'s length along the axis (0 outside `0..<count`).
    public func size(at index: Int) -> Double {
        guard index >= 0, index < count else { return 0 }
        switch sizes {
        case .uniform(let size): return size
        case .list(let sizes, _): return sizes[index]
        }
    }

    /// The per-item sizes, in order (built for `uniform` stacks: for export, not for queries).
    public var sizeList: [Double] {
        switch sizes {
        case .uniform(let size): return [Double](repeating: size, count: count)
        case .list(let sizes, _): return sizes
        }
    }

    /// The common size when every item has the same one and no array is kept, else nil.
    public var uniformSize: Double? {
        if case .uniform(let size) = sizes { return size }
        return nil
    }

    /// Whether item `index`'s size is an estimate.
    public func isEstimated(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        switch estimates {
        case .none: return false
        case .all: return true
        case .some(let bits, _, _): return bits[index >> 6] & (1 << UInt64(index & 63)) != 0
        }
    }

    /// How many items have estimated sizes.
    public var estimatedCount: Int {
        switch estimates {
        case .none: return 0
        case .all: return count
        case .some(_, let count, _): return count
        }
    }

    /// The first item whose size is an estimate. Every frame from it on rests on an estimate
    /// (its own size or a start that adds one up), which is what answers report.
    public var firstEstimated: Int? {
        switch estimates {
        case .none: return nil
        case .all: return count > 0 ? 0 : nil
        case .some(_, _, let first): return first
        }
    }

    /// Whether item `index`'s frame depends on an estimate: it or an item before it is estimated.
    public func frameIsEstimated(_ index: Int) -> Bool {
        guard let first = firstEstimated else { return false }
        return index >= first
    }

    /// Where item `index` starts along the axis: `padding.start + (S_i + i·spacing)`.
    @inline(__always)
    public func start(at index: Int) -> Double {
        padding.leading(axis) + (sum(before: index) + Double(index) * spacing)
    }

    /// S_i: the sizes of the items before `index`, added left to right.
    @inline(__always)
    private func sum(before index: Int) -> Double {
        switch sizes {
        case .uniform(let size): return Double(index) * size
        case .list(_, let sums): return sums[Swift.min(Swift.max(index, 0), sums.count - 1)]
        }
    }

    /// Item `index`'s frame with `cross` as the length across the axis.
    @inline(__always)
    public func frame(at index: Int, crossSize cross: Double) -> Rect {
        let start = start(at: index)
        let size = size(at: index)
        switch axis {
        case .vertical: return Rect(x: padding.left, y: start, width: cross, height: size)
        case .horizontal: return Rect(x: start, y: padding.top, width: size, height: cross)
        }
    }

    /// Whether the items' aligned offsets along `along` keep their order (`AlignedOrder`), the
    /// items being `cross` long across the stack. Across it every item has one start and one
    /// length, so there they always do.
    public func alignedOrder(along: Axis, crossSize cross: Double) -> AlignedOrder {
        guard along != axis else { return mainOrder }
        let onGrid = AlignedOrder.isOnGrid(padding.leading(along)) && AlignedOrder.isOnGrid(cross)
        return AlignedOrder(isMonotone: true, hasUniformLength: true, isOnGrid: onGrid)
    }

    /// The cross size the items get in a viewport `viewportCross` long across the axis: the
    /// stack's own, or what the viewport leaves after the padding (never below 0).
    public func resolvedCrossSize(viewportCross: Double) -> Double {
        crossSize ?? Swift.max(0, viewportCross - padding.total(axis.cross))
    }

    /// The content the stack spans: along the axis `padding.start + (S_n + (n−1)·spacing) +
    /// padding.end` (never below 0: a negative spacing may fold the items back); across it the
    /// cross size plus the padding across, where a cross size taken from the viewport gives the
    /// viewport's length (never less than the padding across).
    public func contentSize(viewportCross: Double) -> Size {
        let main = Swift.max(0, mainLength)
        let cross: Double
        if let crossSize {
            cross = crossSize + padding.total(axis.cross)
        } else {
            cross = Swift.max(viewportCross, padding.total(axis.cross))
        }
        var size = Size.zero
        size[axis] = main
        size[axis.cross] = cross
        return size
    }

    /// The length along the axis before it is clamped at 0.
    public var mainLength: Double {
        let gaps = Double(Swift.max(count - 1, 0)) * spacing
        return padding.leading(axis) + (sum(before: count) + gaps) + padding.trailing(axis)
    }

    /// The lowest start and the highest end along the axis over every item (the padding start
    /// for an empty stack), for callers that bound coordinates.
    public var extent: (lowest: Double, highest: Double) {
        guard count > 0 else { return (padding.leading(axis), padding.leading(axis)) }
        if isMonotone { return (start(at: 0), start(at: count - 1) + size(at: count - 1)) }
        var lowest = Double.infinity
        var highest = -Double.infinity
        for index in 0..<count {
            let start = start(at: index)
            lowest = Swift.min(lowest, start)
            highest = Swift.max(highest, start + size(at: index))
        }
        return (lowest, highest)
    }

    /// The heap bytes the layout keeps (array capacities), for memory accounting.
    public var heapBytes: Int {
        var bytes = 0
        if case .list(let sizes, let sums) = sizes {
            bytes += (sizes.capacity + sums.capacity) * MemoryLayout<Double>.stride
        }
        if case .some(let bits, _, _) = estimates { bytes += bits.capacity * MemoryLayout<UInt64>.stride }
        return bytes
    }

    /// The same stack with no spare array capacity (for a layout that is kept: a decoded list
    /// of sizes is reserved for the most items its body could hold).
    public func compacted() -> StackLayout {
        var copy = self
        if case .list(let sizes, let sums) = sizes {
            copy.sizes = .list(
                sizes: sizes.exactCopy(), sums: sums.exactCopy())
        }
        if case .some(let bits, let count, let first) = estimates {
            copy.estimates = .some(bits: bits.exactCopy(), count: count, first: first)
        }
        return copy
    }

    // MARK: - Building

    /// Whether `i·size` and `i·spacing` are exact for every index a bounded layout can have, so
    /// that multiplying gives what adding up would: both multiples of 2^-10 below 2^42 (then
    /// every product and sum a layout within ±1e12 needs fits a double's 53 bits).
    private static func exactMultiples(_ size: Double, _ spacing: Double) -> Bool {
        func fine(_ value: Double) -> Bool {
            let scaled = value * 1024
            return value.magnitude < 0x1p42 && scaled.rounded(.towardZero) == scaled
        }
        return fine(size) && fine(spacing)
    }

    /// S_0…S_n, and the order of the frames they give: monotone, and the rest of
    /// `AlignedOrder` (checked on the starts and ends as computed, so the answer is exact for
    /// the doubles the queries will use).
    private static func runningSums(_ sizes: [Double], axis: Axis, spacing: Double, padding: Insets)
        -> (sums: [Double], order: AlignedOrder)
    {
        var sums = [Double]()
        sums.reserveCapacity(sizes.count + 1)
        var sum = 0.0
        var monotone = true
        var uniform = true
        var onGrid = true
        var lastStart = -Double.infinity
        var lastEnd = -Double.infinity
        let leading = padding.leading(axis)
        let firstSize = sizes.first ?? 0
        for (index, size) in sizes.enumerated() {
            sums.append(sum)
            let start = leading + (sum + Double(index) * spacing)
            let end = start + size
            if start < lastStart || end < lastEnd { monotone = false }
            if size != firstSize { uniform = false }
            if onGrid && !(AlignedOrder.isOnGrid(start) && AlignedOrder.isOnGrid(size)) { onGrid = false }
            lastStart = start
            lastEnd = end
            sum += size
        }
        sums.append(sum)
        return (sums, AlignedOrder(isMonotone: monotone, hasUniformLength: uniform, isOnGrid: onGrid))
    }

    /// The flags of `total` items (`flags` may be shorter: the rest are not estimates).
    private static func estimates(_ flags: ArraySlice<Bool>, count total: Int) -> Estimates {
        guard let first = flags.firstIndex(of: true) else { return .none }
        var bits = [UInt64](repeating: 0, count: (total + 63) / 64)
        var count = 0
        for (index, flag) in flags.enumerated() where flag {
            bits[index >> 6] |= 1 << UInt64(index & 63)
            count += 1
        }
        if count == total { return .all }
        return .some(bits: bits, count: count, first: first - flags.startIndex)
    }
}

extension Axis {
    /// The other axis.
    public var cross: Axis { self == .vertical ? .horizontal : .vertical }
}
