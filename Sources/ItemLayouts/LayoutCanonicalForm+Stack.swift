import ScrollCore

/// `stack` (kind 2): `u8 axis` (0 vertical, 1 horizontal), `f64 spacing`, `f64 padding top,
/// left, bottom, right`, `crossSize` and `estimatedSize` (each `u8 0 | u8 1, f64`), `u64 n`,
/// per item `u8 0, f64 size | u8 1` (estimated: its size is `estimatedSize`), then the ids:
/// `u8 0` (indices) `| u8 1, n × id | u8 2, u64 r, r × (u64 first index, u64 first id)`
/// (index ids with implicit ids, as runs).
extension LayoutCanonicalForm {
    package static func writeStack(
        _ stack: StackLayout, estimatedSize: Double?, ids: ItemIDs, implicitIDs: ImplicitIDs?,
        into form: inout some CanonicalWriter
    ) {
        form.u8(stack.axis == .vertical ? 0 : 1)
        form.f64(stack.spacing)
        form.f64(stack.padding.top)
        form.f64(stack.padding.left)
        form.f64(stack.padding.bottom)
        form.f64(stack.padding.right)
        form.optional(stack.crossSize)
        form.optional(estimatedSize)
        form.u64(UInt64(stack.count))
        for index in 0..<stack.count {
            if stack.isEstimated(index) {
                form.u8(1)
            } else {
                form.u8(0)
                form.f64(stack.size(at: index))
            }
        }
        if let implicit = implicitIDs {
            form.u8(2)
            form.u64(UInt64(truncatingIfNeeded: implicit.runCount))
            for run in 0..<implicit.runCount {
                form.u64(UInt64(truncatingIfNeeded: implicit.starts[run]))
                form.u64(UInt64(truncatingIfNeeded: implicit.firstIDs[run]))
            }
        } else if areIndices(ids) {
            form.u8(0)
        } else {
            form.u8(1)
            for index in 0..<ids.count { writeID(at: index, of: ids, into: &form) }
        }
    }

    /// The stack as `writeStack` wrote it. Index ids come back as the default index ids (a
    /// stack sent with `ids` 0…n−1 is written as one without, which is what it is); sizes come
    /// back uniform when they are (the frames are the same to the last bit either way,
    /// `StackLayout`).
    package static func readStack(contentSize: Size?, from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> ItemLayout {
        let axis: Axis
        switch try form.u8() {
        case 0: axis = .vertical
        case 1: axis = .horizontal
        default: throw CanonicalReader.Malformed(reason: "an axis other than 0 or 1")
        }
        let spacing = try form.f64()
        let padding = Insets(top: try form.f64(), left: try form.f64(), bottom: try form.f64(), right: try form.f64())
        let crossSize = try form.optional()
        let estimatedSize = try form.optional()
        let (sizes, estimated) = try readSizes(estimatedSize: estimatedSize, from: &form)
        let count = sizes.count
        let stack: StackLayout
        if let first = sizes.first, sizes.allSatisfy({ $0 == first }), estimated.allSatisfy({ $0 == estimated[0] }) {
            stack = StackLayout(
                axis: axis, spacing: spacing, padding: padding, crossSize: crossSize, uniformSize: first, count: count,
                estimated: estimated[0])
        } else {
            stack = StackLayout(
                axis: axis, spacing: spacing, padding: padding, crossSize: crossSize, sizes: sizes,
                estimated: estimated.contains(true) ? estimated : [])
        }
        switch try form.u8() {
        case 0:
            return ItemLayout(
                stack: stack, ids: ItemIDs(indexCount: count), estimatedSize: estimatedSize, contentSize: contentSize)
        case 1:
            var ids = ItemIDs()
            ids.reserveCapacity(count)
            for _ in 0..<count { try readID(into: &ids, from: &form) }
            return ItemLayout(stack: stack, ids: ids, estimatedSize: estimatedSize, contentSize: contentSize)
        case 2:
            let runs = try form.count(bytesEach: 16)
            var starts: [Int] = []
            var firstIDs: [Int] = []
            for _ in 0..<runs {
                guard let start = Int(exactly: try form.u64()), let firstID = Int(exactly: try form.u64()) else {
                    throw CanonicalReader.Malformed(reason: "an implicit id run past Int")
                }
                starts.append(start)
                firstIDs.append(firstID)
            }
            guard let implicit = ImplicitIDs(starts: starts, firstIDs: firstIDs, count: count) else {
                throw CanonicalReader.Malformed(reason: "implicit ids that are not a permutation of the indices")
            }
            return ItemLayout(
                stack: stack, ids: ItemIDs(indexCount: count), implicitIDs: implicit, estimatedSize: estimatedSize,
                contentSize: contentSize)
        default:
            throw CanonicalReader.Malformed(reason: "an id form other than 0, 1 or 2")
        }
    }
}
