/// Masonry: `laneCount` vertical lanes of equal width, each item placed in turn at the end of
/// the shortest lane — a Pinterest feed, TanStack Virtual with `lanes`, Compose
/// `LazyVerticalStaggeredGrid`, Android `StaggeredGridLayoutManager`.
///
/// Placement (TanStack Virtual `virtual-core/src/index.ts`, `getMeasurements` and
/// `getFurthestMeasurement`): items 0…L−1 seed lanes 0…L−1 at `padding.top`; every later item
/// starts `spacing` below the end of the shortest lane (whose last item ends nearest the top),
/// and on a tie `tieBreak` decides: `lowerLane` (the rule; Compose's `indexOfMinValue`
/// over the lanes' offsets in `LazyStaggeredGridMeasure.kt` `measure`, and Android's
/// `StaggeredGridLayoutManager.getNextSpan`, left to right) or `earlierItem` (TanStack: the lane
/// whose last item has the lower index). The two differ only when two lanes end at exactly the same
/// offset. Content height: the longest lane plus the padding.
///
/// What is answered is this top-down placement. Compose (`LazyStaggeredGridState`) and
/// `StaggeredGridLayoutManager` (`updateAnchorFromPendingData`) restart every lane at one offset
/// when they jump to an item they have not laid out, so what they show above a jump target can
/// differ until they lay the list out again from the top.
///
/// Across: with `W` the viewport's width less the padding left and right, lane l is
/// `(W − spacing·(L − 1)) / L` wide and starts at `padding.left + l·(width + spacing)`.
///
/// Cost: starts never decrease (each item takes the lowest lane end, and lane ends only grow),
/// so `candidates` is two binary searches — over the starts, and over the running maximum of
/// the ends. Items of one size keep no arrays (they go round the lanes in turn); otherwise
/// placement is done once, O(n log L), and kept as a start, a lane and a running maximum per item.
public struct LaneLayout: Sendable, Equatable {
    public enum TieBreak: String, Sendable, Equatable, CaseIterable {
        case lowerLane
        case earlierItem
    }

    /// The most lanes a layout has.
    public static let maximumLaneCount = 1_000

    public let laneCount: Int
    public let spacing: Double
    public let padding: Insets
    public let tieBreak: TieBreak
    public let count: Int

    /// The list is the first case, for the reason `StackLayout.Sizes` gives.
    private enum Placement: Sendable, Equatable {
        /// Per item: its size, its start, its lane, and the highest end up to it.
        case list(sizes: [Double], starts: [Double], lanes: [Int32], maxEnds: [Double])
        /// Every item `size` long: item i in lane `i % L`, row `i / L`.
        case uniform(Double)
    }

    private let placement: Placement
    /// Which items' sizes are estimates: none, all, or a flag per item.
    private let estimated: [Bool]
    private let allEstimated: Bool
    public let estimatedCount: Int
    /// The first item whose size is an estimate.
    public let firstEstimated: Int?
    /// The highest end of any item (padding.top for an empty layout).
    public let highestEnd: Double

    /// `sizes[i]` is item i's height; `estimated[i]` marks it as an estimate (empty: none).
    public init(
        laneCount: Int, spacing: Double = 0, padding: Insets = .zero, tieBreak: TieBreak = .lowerLane,
        sizes: [Double], estimated: [Bool] = []
    ) {
        let lanes = Swift.min(Swift.max(laneCount, 1), Self.maximumLaneCount)
        self.laneCount = lanes
        self.spacing = spacing
        self.padding = padding
        self.tieBreak = tieBreak
        count = sizes.count
        let flags = Array(estimated.prefix(sizes.count))
        let estimatedCount = flags.reduce(0) { $0 + ($1 ? 1 : 0) }
        self.estimatedCount = estimatedCount
        firstEstimated = flags.firstIndex(of: true)
        allEstimated = estimatedCount == sizes.count && !sizes.isEmpty
        self.estimated = allEstimated || estimatedCount == 0 ? [] : flags + [Bool](repeating: false, count: sizes.count - flags.count)
        if let first = sizes.first, sizes.allSatisfy({ $0 == first }), Self.exactMultiples(first, spacing) {
            placement = .uniform(first)
            highestEnd = Self.uniformEnd(count: sizes.count, lanes: lanes, size: first, spacing: spacing, top: padding.top)
        } else {
            let (placed, end) = Self.place(sizes, lanes: lanes, spacing: spacing, top: padding.top, tieBreak: tieBreak)
            placement = placed
            highestEnd = end
        }
    }

    /// `count` items all `size` high; `estimated` marks them all as estimates.
    public init(
        laneCount: Int, spacing: Double = 0, padding: Insets = .zero, tieBreak: TieBreak = .lowerLane,
        uniformSize size: Double, count: Int, estimated: Bool = false
    ) {
        let count = Swift.max(count, 0)
        let lanes = Swift.min(Swift.max(laneCount, 1), Self.maximumLaneCount)
        if !Self.exactMultiples(size, spacing) {
            self = LaneLayout(
                laneCount: lanes, spacing: spacing, padding: padding, tieBreak: tieBreak,
                sizes: [Double](repeating: size, count: count),
                estimated: estimated ? [Bool](repeating: true, count: count) : [])
            return
        }
        self.laneCount = lanes
        self.spacing = spacing
        self.padding = padding
        self.tieBreak = tieBreak
        self.count = count
        placement = .uniform(size)
        self.estimated = []
        allEstimated = estimated && count > 0
        estimatedCount = allEstimated ? count : 0
        firstEstimated = allEstimated ? 0 : nil
        highestEnd = Self.uniformEnd(count: count, lanes: lanes, size: size, spacing: spacing, top: padding.top)
    }

    // MARK: - Reading

    /// Item `index`'s height (0 outside `0..<count`).
    public func size(at index: Int) -> Double {
        guard index >= 0, index < count else { return 0 }
        switch placement {
        case .uniform(let size): return size
        case .list(let sizes, _, _, _): return sizes[index]
        }
    }

    /// The common size when no arrays are kept, else nil.
    public var uniformSize: Double? {
        if case .uniform(let size) = placement { return size }
        return nil
    }

    /// Whether item `index`'s size is an estimate.
    public func isEstimated(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        return allEstimated || (!estimated.isEmpty && estimated[index])
    }

    /// Whether item `index`'s frame rests on an estimate: it or an earlier item is estimated
    /// (any earlier item may have decided which lane is shortest).
    public func frameIsEstimated(_ index: Int) -> Bool {
        guard let firstEstimated else { return false }
        return index >= firstEstimated
    }

    /// Item `index`'s lane.
    public func lane(at index: Int) -> Int {
        guard index >= 0, index < count else { return 0 }
        switch placement {
        case .uniform: return index % laneCount
        case .list(_, _, let lanes, _): return Int(lanes[index])
        }
    }

    /// Where item `index` starts along y.
    @inline(__always)
    public func start(at index: Int) -> Double {
        switch placement {
        case .uniform(let size): return padding.top + Double(index / laneCount) * (size + spacing)
        case .list(_, let starts, _, _): return index >= 0 && index < starts.count ? starts[index] : padding.top
        }
    }

    /// The highest end of items 0…index (monotone in `index`).
    @inline(__always)
    func maxEnd(through index: Int) -> Double {
        switch placement {
        case .uniform(let size): return start(at: index) + size
        case .list(_, _, _, let maxEnds): return index >= 0 && index < maxEnds.count ? maxEnds[index] : padding.top
        }
    }

    /// Whether a frame's end never decreases along the list (one size: the lanes go round).
    public var endsAreMonotone: Bool { uniformSize != nil }

    /// The width of a lane in an available width `available`.
    public func laneWidth(available: Double) -> Double {
        Swift.max(0, (available - spacing * Double(laneCount - 1)) / Double(laneCount))
    }

    /// Item `index`'s frame in a viewport `viewportWidth` wide.
    @inline(__always)
    public func frame(at index: Int, laneWidth width: Double) -> Rect {
        guard index >= 0, index < count else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let lane = Double(lane(at: index))
        return Rect(x: padding.left + lane * (width + spacing), y: start(at: index), width: width, height: size(at: index))
    }

    /// The length along y: the longest lane's end plus `padding.bottom`.
    public var mainLength: Double { highestEnd + padding.bottom }

    public func contentSize(viewportWidth: Double) -> Size {
        Size(width: Swift.max(viewportWidth, padding.left + padding.right), height: Swift.max(0, mainLength))
    }

    /// The heap bytes the layout keeps.
    public var heapBytes: Int {
        var bytes = estimated.capacity
        if case .list(let sizes, let starts, let lanes, let maxEnds) = placement {
            bytes += (sizes.capacity + starts.capacity + maxEnds.capacity) * MemoryLayout<Double>.stride
            bytes += lanes.capacity * MemoryLayout<Int32>.stride
        }
        return bytes
    }

    // MARK: - Placing

    /// Whether `i·(size + spacing)` is exact for every index (as `StackLayout` checks), so the
    /// round-robin formula gives the doubles adding up would.
    private static func exactMultiples(_ size: Double, _ spacing: Double) -> Bool {
        func fine(_ value: Double) -> Bool {
            let scaled = value * 1024
            return value.magnitude < 0x1p42 && scaled.rounded(.towardZero) == scaled
        }
        return fine(size) && fine(spacing)
    }

    private static func uniformEnd(count: Int, lanes: Int, size: Double, spacing: Double, top: Double) -> Double {
        guard count > 0 else { return top }
        let rows = (count + lanes - 1) / lanes
        return top + Double(rows - 1) * (size + spacing) + size
    }

    /// Places every item, O(n log L): a binary heap of the lanes keyed by (end, tie).
    private static func place(
        _ sizes: [Double], lanes laneCount: Int, spacing: Double, top: Double, tieBreak: TieBreak
    ) -> (Placement, Double) {
        var starts = [Double]()
        var lanes = [Int32]()
        var maxEnds = [Double]()
        starts.reserveCapacity(sizes.count)
        lanes.reserveCapacity(sizes.count)
        maxEnds.reserveCapacity(sizes.count)
        var heap = LaneHeap(tieBreak: tieBreak)
        var highest = top
        for (index, size) in sizes.enumerated() {
            let lane: Int
            let start: Double
            if index < laneCount {
                lane = index
                start = top
            } else {
                let shortest = heap.popMin()
                lane = shortest.lane
                start = shortest.end + spacing
            }
            let end = start + size
            heap.push(LaneHeap.Entry(end: end, lane: lane, last: index))
            starts.append(start)
            lanes.append(Int32(truncatingIfNeeded: lane))
            highest = Swift.max(highest, end)
            maxEnds.append(highest)
        }
        // A decoded list is reserved for the most items its body could hold: `map` copies it
        // into a buffer sized for the items.
        let exact = sizes.map { $0 }
        return (.list(sizes: exact, starts: starts, lanes: lanes, maxEnds: maxEnds), highest)
    }
}

/// The lanes' ends as a binary min-heap, ordered by end, then by the tie-break.
private struct LaneHeap {
    struct Entry {
        var end: Double
        var lane: Int
        var last: Int
    }

    let tieBreak: LaneLayout.TieBreak
    private var entries: [Entry] = []

    init(tieBreak: LaneLayout.TieBreak) { self.tieBreak = tieBreak }

    private func less(_ a: Entry, _ b: Entry) -> Bool {
        if a.end != b.end { return a.end < b.end }
        return tieBreak == .lowerLane ? a.lane < b.lane : a.last < b.last
    }

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard less(entries[child], entries[parent]) else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    /// The least entry (the caller pushes only as many as it pops, after the first L).
    mutating func popMin() -> Entry {
        guard let last = entries.popLast() else { return Entry(end: 0, lane: 0, last: 0) }
        guard !entries.isEmpty else { return last }
        let top = entries[0]
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var least = parent
            if left < entries.count && less(entries[left], entries[least]) { least = left }
            if right < entries.count && less(entries[right], entries[least]) { least = right }
            guard least != parent else { break }
            entries.swapAt(parent, least)
            parent = least
        }
        return top
    }
}
