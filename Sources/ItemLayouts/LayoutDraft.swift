import ScrollCore

/// A stored layout opened for editing (`POST /v1/layouts/{id}/edits`): plain arrays that the
/// edits change in place, turned back into an `ItemLayout` once at the end, so a run of edits
/// costs one rebuild of the running sums and the id table, not one per edit.
///
/// Each edit is O(n) at worst (an insert moves the tail, a remove closes the gaps, a lookup
/// scans the ids), with no quadratic step for many ids in one edit.
package struct LayoutDraft {
    package enum Frames {
        case explicit([Rect])
        /// A stack's per-item sizes and which of them are estimates (`estimatedSize`).
        case stack(StackLayout, sizes: [Double], estimated: [Bool])
    }

    package private(set) var frames: Frames
    /// The ids in order; nil while a stack keeps its index ids.
    package private(set) var ids: [ItemID]?
    /// While the ids are index ids: which row each one is (`ImplicitIDs`).
    private var implicitIDs: ImplicitIDs
    package let estimatedSize: Double?
    package let contentSize: Size?

    package init(_ layout: ItemLayout) {
        switch layout.frames {
        case .explicit(let frames):
            self.frames = .explicit(frames.rects)
        case .stack(let stack):
            self.frames = .stack(
                stack, sizes: stack.sizeList, estimated: (0..<stack.count).map { stack.isEstimated($0) })
        case .grid, .lanes, .sections:
            // Never opened: `LayoutEditsDecoder` refuses to edit them before making a draft.
            self.frames = .explicit([])
        }
        ids = layout.ids.areIndices ? nil : layout.ids.ids
        implicitIDs = layout.implicitIDs ?? ImplicitIDs(identityCount: layout.count)
        estimatedSize = layout.estimatedSize
        contentSize = layout.contentSize
    }

    package var count: Int {
        switch frames {
        case .explicit(let rects): return rects.count
        case .stack(_, let sizes, _): return sizes.count
        }
    }

    package var isStack: Bool {
        if case .stack = frames { return true }
        return false
    }

    /// Whether the ids are the items' indices (a stack sent without `ids`).
    package var hasIndexIDs: Bool { ids == nil }

    /// The position of `id`, by one scan.
    package func index(of id: ItemID) -> Int? {
        guard let ids else {
            if case .integer(let integer) = id, integer >= 0, integer < Int64(count) { return Int(integer) }
            return nil
        }
        return ids.firstIndex(of: id)
    }

    /// Of `candidates`, the position of the first that is already an id here, by one scan.
    package func firstPresent(_ candidates: [ItemID]) -> Int? {
        guard !candidates.isEmpty else { return nil }
        var positions: [ItemID: Int] = [:]
        for (position, id) in candidates.enumerated() where positions[id] == nil { positions[id] = position }
        var first: Int?
        for index in 0..<count {
            let id = ids.map { $0[index] } ?? .integer(Int64(index))
            if let position = positions[id] { first = min(first ?? position, position) }
        }
        return first
    }

    /// Gives a stack with index ids explicit ones, its implicit ids (the indices, unless an
    /// insert renumbered them), so that items keep their ids when others move.
    package mutating func materializeIDs() {
        if ids == nil { ids = implicitIDs.all.map { .integer($0) } }
    }

    /// Inserts stack items before `index`; `sizes` nil entries are estimates. Without `newIDs`
    /// (index ids) the rows keep their implicit ids and the new ones get their own.
    package mutating func insert(sizes new: [Double?], ids newIDs: [ItemID]?, at index: Int) {
        guard case .stack(let stack, var sizes, var estimated) = frames else { return }
        frames = .explicit([])  // drop the reference so the arrays are edited in place
        sizes.insert(contentsOf: new.map { $0 ?? estimatedSize ?? 0 }, at: index)
        estimated.insert(contentsOf: new.map { $0 == nil }, at: index)
        frames = .stack(stack, sizes: sizes, estimated: estimated)
        if let newIDs {
            ids?.insert(contentsOf: newIDs, at: index)
        } else if ids == nil {
            implicitIDs.insert(rows: new.count, at: index)
        }
    }

    /// Inserts explicit items before `index`; nothing else moves.
    package mutating func insert(rects new: [Rect], ids newIDs: [ItemID], at index: Int) {
        guard case .explicit(var rects) = frames else { return }
        frames = .explicit([])
        rects.insert(contentsOf: new, at: index)
        frames = .explicit(rects)
        ids?.insert(contentsOf: newIDs, at: index)
    }

    /// Removes the items at `doomed` (sorted or not); in a stack the rest close up.
    package mutating func remove(at doomed: Set<Int>) {
        materializeIDs()
        func keep<Element>(_ list: [Element]) -> [Element] {
            list.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
        }
        ids = ids.map(keep)
        switch frames {
        case .explicit(let rects):
            frames = .explicit(keep(rects))
        case .stack(let stack, let sizes, let estimated):
            frames = .stack(stack, sizes: keep(sizes), estimated: keep(estimated))
        }
    }

    /// A stack item's new length along the axis; it is measured from now on.
    package mutating func resize(at index: Int, length: Double) {
        guard case .stack(let stack, var sizes, var estimated) = frames, sizes.indices.contains(index) else { return }
        frames = .explicit([])
        sizes[index] = length
        estimated[index] = false
        frames = .stack(stack, sizes: sizes, estimated: estimated)
    }

    /// An explicit item's new size; its origin stays.
    package mutating func resize(at index: Int, size: Size) {
        guard case .explicit(var rects) = frames, rects.indices.contains(index) else { return }
        frames = .explicit([])
        rects[index].size = size
        frames = .explicit(rects)
    }

    /// The edited layout.
    package func layout() -> ItemLayout {
        var built = ItemIDs()
        if let ids {
            built.reserveCapacity(ids.count)
            for id in ids { _ = built.append(id) }  // unique: every edit checked its ids
        } else {
            built = ItemIDs(indexCount: count)
        }
        let implicit = ids == nil ? implicitIDs : nil
        switch frames {
        case .explicit(let rects):
            return ItemLayout(frames: ExplicitFrames(rects), ids: built, contentSize: contentSize).compacted()
        case .stack(let stack, let sizes, let estimated):
            let edited = StackLayout(
                axis: stack.axis, spacing: stack.spacing, padding: stack.padding, crossSize: stack.crossSize,
                sizes: sizes, estimated: estimated)
            return ItemLayout(
                stack: edited, ids: built, implicitIDs: implicit, estimatedSize: estimatedSize, contentSize: contentSize
            ).compacted()
        }
    }
}
