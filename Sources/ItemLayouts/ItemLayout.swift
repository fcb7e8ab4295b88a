import ScrollCore

/// What `items`, `stack`, `grid`, `lanes` or `sections` decode to, and what a stored layout holds: the
/// items' frames (listed one by one, or a compact layout), their ids, and the content size if
/// one was sent with it.
///
/// One type for both so that a query answers the same whether the layout came inline or by
/// id, and so that a stored layout is exactly what an inline one decodes to. Everything a
/// canonical form needs is readable: the frames or the stack (its parameters, per-item sizes
/// and estimated flags), the ids, `estimatedSize`, `contentSize`.
///
/// A class, immutable: every request moves its layout from the decoder's reader into the scroll
/// view and the query, and a stored one into each query that names it. As a reference each of
/// those steps is one pointer and one retain, where a value would copy every field and retain
/// each of its buffers.
public final class ItemLayout: Sendable {
    public enum Frames: Sendable, Equatable {
        /// `items`: a frame per item.
        case explicit(ExplicitFrames)
        /// `stack`: frames from the stack's parameters and sizes.
        case stack(StackLayout)
        /// `grid`: frames from the grid's parameters, bound to the viewport's width per query.
        case grid(GridLayout)
        /// `lanes`: masonry, placed once.
        case lanes(LaneLayout)
        /// `sections`: headers, rows and footers by flat index (`SectionLayout`).
        case sections(SectionLayout)
    }

    public let frames: Frames
    /// Which case `frames` is. Reading it, and `explicitFrames`, copies one byte or one
    /// struct, where matching `frames` copies the whole enum (as large as its largest payload)
    /// and retains its buffers: the accessors a request runs test these first.
    private let kind: Kind
    /// The payload of `frames` when it is `.explicit` (its buffers shared); nil otherwise.
    private let explicitFrames: ExplicitFrames?
    package let ids: ItemIDs
    /// A stack with index ids that inserts renumbered: which row each one was (`ImplicitIDs`).
    /// Nil when the implicit ids are the indices, or the ids were sent.
    package let implicitIDs: ImplicitIDs?
    /// The content size sent with the layout; nil: derived (`contentSize(viewport:)`).
    public let contentSize: Size?
    /// The stack's `estimatedSize`, if it had one: answers then say which items' frames rest
    /// on an estimate.
    public let estimatedSize: Double?

    package init(frames: ExplicitFrames, ids: ItemIDs, contentSize: Size? = nil) {
        self.frames = .explicit(frames)
        self.kind = .explicit
        self.explicitFrames = frames
        self.ids = ids
        self.implicitIDs = nil
        self.contentSize = contentSize
        self.estimatedSize = nil
    }

    /// `implicitIDs` are kept only for index ids of the stack's count that are not the indices.
    package init(
        stack: StackLayout, ids: ItemIDs, implicitIDs: ImplicitIDs? = nil, estimatedSize: Double? = nil,
        contentSize: Size? = nil
    ) {
        self.frames = .stack(stack)
        self.kind = .stack
        self.explicitFrames = nil
        self.ids = ids
        if let implicitIDs, ids.areIndices, implicitIDs.count == stack.count, !implicitIDs.isIdentity {
            self.implicitIDs = implicitIDs
        } else {
            self.implicitIDs = nil
        }
        self.contentSize = contentSize
        self.estimatedSize = estimatedSize
    }

    /// A grid; its ids are sent ids or index ids (`ItemIDs(indexCount:)`, nothing per item).
    package init(grid: GridLayout, ids: ItemIDs, contentSize: Size? = nil) {
        self.frames = .grid(grid)
        self.kind = .grid
        self.explicitFrames = nil
        self.ids = ids
        self.implicitIDs = nil
        self.contentSize = contentSize
        self.estimatedSize = nil
    }

    /// A section list; `ids` one per flat index (nil: index ids).
    package init(sections: SectionLayout, ids: ItemIDs? = nil, contentSize: Size? = nil) {
        self.frames = .sections(sections)
        self.kind = .sections
        self.explicitFrames = nil
        self.ids = ids ?? ItemIDs(indexCount: sections.count)
        self.implicitIDs = nil
        self.contentSize = contentSize
        self.estimatedSize = nil
    }

    /// Masonry lanes; `estimatedSize` as a stack's.
    package init(lanes: LaneLayout, ids: ItemIDs, estimatedSize: Double? = nil, contentSize: Size? = nil) {
        self.frames = .lanes(lanes)
        self.kind = .lanes
        self.explicitFrames = nil
        self.ids = ids
        self.implicitIDs = nil
        self.contentSize = contentSize
        self.estimatedSize = estimatedSize
    }

    /// The same layout with `contentSize` as its content size.
    package func with(contentSize: Size?) -> ItemLayout {
        switch frames {
        case .explicit(let frames): return ItemLayout(frames: frames, ids: ids, contentSize: contentSize)
        case .sections(let sections): return ItemLayout(sections: sections, ids: ids, contentSize: contentSize)
        case .stack(let stack):
            return ItemLayout(
                stack: stack, ids: ids, implicitIDs: implicitIDs, estimatedSize: estimatedSize, contentSize: contentSize)
        case .grid(let grid): return ItemLayout(grid: grid, ids: ids, contentSize: contentSize)
        case .lanes(let lanes):
            return ItemLayout(lanes: lanes, ids: ids, estimatedSize: estimatedSize, contentSize: contentSize)
        }
    }

    /// The same section list with `pinnedHeaders` set to `pinned` (ids and content size kept);
    /// nil when the layout is no section list.
    package func pinning(_ pinned: Bool) -> ItemLayout? {
        guard let sections else { return nil }
        return ItemLayout(sections: sections.pinning(pinned), ids: ids, contentSize: contentSize)
    }

    private enum Kind: UInt8 {
        case explicit, stack, grid, lanes, sections
    }

    /// No items.
    package static let empty = ItemLayout(frames: ExplicitFrames(), ids: ItemIDs())

    /// The number of items.
    public var count: Int {
        if let explicitFrames { return explicitFrames.count }
        switch frames {
        case .explicit(let frames): return frames.count
        case .stack(let stack): return stack.count
        case .grid(let grid): return grid.count
        case .lanes(let lanes): return lanes.count
        case .sections(let sections): return sections.count
        }
    }

    /// The stack, when the layout is one.
    public var stack: StackLayout? {
        guard kind == .stack, case .stack(let stack) = frames else { return nil }
        return stack
    }

    /// Whether the layout is a grid: `grid != nil`, without copying the grid.
    package var isGrid: Bool { kind == .grid }

    /// The grid, when the layout is one.
    public var grid: GridLayout? {
        guard kind == .grid, case .grid(let grid) = frames else { return nil }
        return grid
    }

    /// The lanes, when the layout is masonry.
    public var lanes: LaneLayout? {
        guard kind == .lanes, case .lanes(let lanes) = frames else { return nil }
        return lanes
    }

    /// The section list, when the layout is one.
    public var sections: SectionLayout? {
        guard kind == .sections, case .sections(let sections) = frames else { return nil }
        return sections
    }

    /// The layout as `semantics` lays it out: under css an aspect-ratio grid takes Chromium's
    /// 1/64 px geometry (`GridLayout.Rounding.layoutUnits`); anything else is unchanged.
    package func laidOut(for semantics: ScrollSemantics) -> ItemLayout {
        guard semantics == .css, let grid, grid.isRoundedByLayoutUnits, grid.rounding == .exact else { return self }
        return ItemLayout(grid: grid.rounded(.layoutUnits), ids: ids, contentSize: contentSize)
    }

    /// The frames as a query in a `viewport` sees them, searched along `axis`: a stack without
    /// its own cross size takes what the viewport leaves; a grid and lanes span the viewport's
    /// width less their padding left and right.
    package func itemFrames(viewport: Size, axis: Axis) -> ItemFrames {
        if let explicitFrames { return ItemFrames(explicitFrames, axis: axis) }
        switch frames {
        case .explicit(let frames):
            return ItemFrames(frames, axis: axis)
        case .stack(let stack):
            let cross = stack.resolvedCrossSize(viewportCross: viewport[stack.axis.cross])
            return ItemFrames(stack, crossSize: cross, axis: axis)
        case .grid(let grid):
            return ItemFrames(grid.placement(viewportWidth: viewport.width), axis: axis)
        case .lanes(let lanes):
            let available = viewport.width - lanes.padding.left - lanes.padding.right
            return ItemFrames(lanes, laneWidth: lanes.laneWidth(available: available), axis: axis)
        case .sections(let sections):
            return ItemFrames(sections, crossSize: viewport.width, axis: axis)
        }
    }

    /// The content size in a `viewport`: the one sent with the layout, else the stack's
    /// derived size, else the box that bounds the frames.
    package func contentSize(viewport: Size) -> Size {
        if let contentSize { return contentSize }
        if let explicitFrames { return explicitFrames.bounds }
        switch frames {
        case .explicit(let frames): return frames.bounds
        case .stack(let stack): return stack.contentSize(viewportCross: viewport[stack.axis.cross])
        case .grid(let grid): return grid.placement(viewportWidth: viewport.width).contentSize(viewportWidth: viewport.width)
        case .lanes(let lanes): return lanes.contentSize(viewportWidth: viewport.width)
        case .sections(let sections): return sections.contentSize(viewportCross: viewport.width)
        }
    }

    /// Whether answers say which items were estimated: the stack had `estimatedSize`, or a
    /// section's row size is an estimate.
    package var reportsEstimates: Bool {
        estimatedSize != nil || (kind == .sections && sections?.firstEstimated != nil)
    }

    /// Whether item `index`'s frame rests on an estimate: it, or an item before it, has an
    /// estimated size.
    package func frameIsEstimated(_ index: Int) -> Bool {
        guard kind != .explicit, kind != .grid else { return false }
        switch frames {
        case .stack(let stack): return stack.frameIsEstimated(index)
        case .lanes(let lanes): return lanes.frameIsEstimated(index)
        case .sections(let sections): return sections.frameIsEstimated(index)
        case .explicit, .grid: return false
        }
    }

    /// How many items have estimated sizes.
    package var estimatedCount: Int {
        guard kind != .explicit, kind != .grid else { return 0 }
        switch frames {
        case .stack(let stack): return stack.estimatedCount
        case .lanes(let lanes): return lanes.estimatedCount
        case .sections(let sections): return sections.estimatedCount
        case .explicit, .grid: return 0
        }
    }

    /// The position here of the item that is item `index` of `other`: the one with the same id,
    /// where a stack's index ids count as its implicit ids (`ImplicitIDs`), so a row keeps its
    /// identity across the edits that made one layout of the other. O(1) or a binary search.
    package func index(ofItemAt index: Int, in other: ItemLayout) -> Int? {
        guard implicitIDs != nil || other.implicitIDs != nil else { return ids.index(ofIDAt: index, in: other.ids) }
        let id: Int64
        if let theirs = other.implicitIDs {
            guard let implicit = theirs.id(at: index) else { return nil }
            id = Int64(implicit)
        } else {
            guard let integer = other.ids.integer(at: index) else { return nil }  // a string: not an index id
            id = integer
        }
        if let implicitIDs { return implicitIDs.index(of: id) }
        return ids.index(ofInteger: id)
    }

    /// What keeping this layout costs in memory, in bytes: every array's capacity times its
    /// stride, the string bytes, the id table, and the fixed parts.
    public var costInBytes: Int {
        // The object (a 16-byte header and the fields; `kind` and `explicitFrames` repeat
        // `frames` and are left out), array headers, the id table's header.
        let object = 16 + MemoryLayout<Frames>.stride + MemoryLayout<ItemIDs>.stride
            + MemoryLayout<ImplicitIDs?>.stride + MemoryLayout<Size?>.stride + MemoryLayout<Double?>.stride
        let fixed = object + 256
        switch frames {
        case .explicit(let frames):
            return fixed + frames.rects.capacity * MemoryLayout<Rect>.stride + ids.heapBytes
        case .stack(let stack):
            return fixed + stack.heapBytes + ids.heapBytes + (implicitIDs?.heapBytes ?? 0)
        case .grid(let grid):
            return fixed + grid.heapBytes + ids.heapBytes
        case .lanes(let lanes):
            return fixed + lanes.heapBytes + ids.heapBytes
        case .sections(let sections):
            return fixed + sections.heapBytes + ids.heapBytes
        }
    }

    /// The same layout without spare capacity: what a store keeps (a decoded list reserves for
    /// the most items its body could hold).
    public func compacted() -> ItemLayout {
        switch frames {
        case .explicit(let frames):
            return ItemLayout(frames: frames.compacted(), ids: ids.compacted(), contentSize: contentSize)
        case .stack(let stack):
            return ItemLayout(
                stack: stack.compacted(), ids: ids.compacted(), implicitIDs: implicitIDs?.compacted(),
                estimatedSize: estimatedSize, contentSize: contentSize)
        case .grid(let grid):
            return ItemLayout(grid: grid, ids: ids.compacted(), contentSize: contentSize)
        case .lanes(let lanes):
            return ItemLayout(lanes: lanes, ids: ids.compacted(), estimatedSize: estimatedSize, contentSize: contentSize)
        case .sections(let sections):
            return ItemLayout(sections: sections.compacted(), ids: ids.compacted(), contentSize: contentSize)
        }
    }
}
