/// The snap areas of a snap query: areas listed one by one (each with its own margin and
/// alignment), or item frames whose areas all take the defaults (no margin, aligned to start
/// on both axes) — a stack's items, which have no per-item snap fields.
///
/// A collection rather than an array so that snapping over a stack of a million rows reads
/// each frame when it needs it instead of building a million `SnapArea`s first.
public struct SnapAreas: RandomAccessCollection, Sendable, Equatable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable, Equatable {
        /// The areas, and their frames' `AlignedOrder` along x and y.
        case listed([SnapArea], horizontal: AlignedOrder, vertical: AlignedOrder)
        case frames(ItemFrames)
    }

    private let storage: Storage

    /// Areas listed one by one; their order is learnt here, in one pass (the list was just
    /// built, in O(n) anyway), so each query need not scan for it.
    public init(_ areas: [SnapArea]) {
        var horizontal = ItemOrder(axis: .horizontal)
        var vertical = ItemOrder(axis: .vertical)
        for area in areas {
            horizontal.append(area.frame)
            vertical.append(area.frame)
        }
        storage = .listed(areas, horizontal: horizontal.aligned, vertical: vertical.aligned)
    }

    /// Areas with the default margin and alignment around `frames`.
    public init(frames: ItemFrames) {
        storage = .frames(frames)
    }

    public init(arrayLiteral areas: SnapArea...) {
        self.init(areas)
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .listed(let areas, _, _): return areas.count
        case .frames(let frames): return frames.count
        }
    }

    /// The area at `index`, which must be in `indices` (a zero area otherwise).
    public subscript(index: Int) -> SnapArea {
        switch storage {
        case .listed(let areas, _, _):
            return areas.indices.contains(index) ? areas[index] : SnapArea(frame: Rect(x: 0, y: 0, width: 0, height: 0))
        case .frames(let frames):
            return SnapArea(frame: frames[index])
        }
    }

    /// Whether the frames' aligned offsets along `axis` keep their order (`AlignedOrder`; the
    /// frames, not the margins: view-aligned snapping aligns frames).
    public func alignedOrder(along axis: Axis) -> AlignedOrder {
        switch storage {
        case .listed(_, let horizontal, let vertical): return axis == .vertical ? vertical : horizontal
        case .frames(let frames): return frames.alignedOrder(along: axis)
        }
    }

    /// How many areas' frames lie wholly inside `span` along `axis` (edges may touch, as
    /// `Span.contains` has it): two binary searches when the frames are monotone along `axis`
    /// — those with a start at or after `span.start` are a suffix (starts never decrease), those
    /// with an end at or before `span.end` a prefix (ends never decrease) — else a scan.
    public func countInside(_ span: Span, along axis: Axis) -> Int {
        guard alignedOrder(along: axis).isMonotone else {
            return count(where: { span.contains($0.frame.span(axis)) })
        }
        let first = indices.partitionPoint { self[$0].frame.span(axis).start >= span.start }
        let stop = indices.partitionPoint { self[$0].frame.span(axis).end > span.end }
        return Swift.max(0, stop - first)
    }
}
