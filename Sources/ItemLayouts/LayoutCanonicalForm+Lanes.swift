import ScrollCore

/// `lanes` (kind 4): `u64 lane count`, `f64 spacing`, `f64 padding top, left, bottom, right`,
/// `u8 ties` (0 lowerLane, 1 earlierItem), estimatedSize `u8 0 | u8 1, f64`, `u64 n`, per item
/// `u8 0, f64 size | u8 1` (estimated: its size is `estimatedSize`), ids `u8 0` (indices)
/// `| u8 1, n × id`.
extension LayoutCanonicalForm {
    package static func writeLanes(
        _ lanes: LaneLayout, estimatedSize: Double?, ids: ItemIDs, into form: inout some CanonicalWriter
    ) {
        form.u64(UInt64(lanes.laneCount))
        form.f64(lanes.spacing)
        writePadding(lanes.padding, into: &form)
        form.u8(lanes.tieBreak == .lowerLane ? 0 : 1)
        form.optional(estimatedSize)
        form.u64(UInt64(lanes.count))
        for index in 0..<lanes.count {
            if lanes.isEstimated(index) {
                form.u8(1)
            } else {
                form.u8(0)
                form.f64(lanes.size(at: index))
            }
        }
        writeIDs(ids, into: &form)
    }

    /// The lanes as `writeLanes` wrote them.
    package static func readLanes(contentSize: Size?, from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> ItemLayout {
        let laneCount = try readBoundedCount(from: &form)
        let spacing = try form.f64()
        let padding = try readPadding(from: &form)
        let tieBreak: LaneLayout.TieBreak
        switch try form.u8() {
        case 0: tieBreak = .lowerLane
        case 1: tieBreak = .earlierItem
        default: throw CanonicalReader.Malformed(reason: "a tie rule other than 0 or 1")
        }
        let estimatedSize = try form.optional()
        let (sizes, estimated) = try readSizes(estimatedSize: estimatedSize, from: &form)
        let count = sizes.count
        let lanes = LaneLayout(
            laneCount: laneCount, spacing: spacing, padding: padding, tieBreak: tieBreak, sizes: sizes,
            estimated: estimated.contains(true) ? estimated : [])
        return ItemLayout(
            lanes: lanes, ids: try readIDs(count: count, from: &form), estimatedSize: estimatedSize,
            contentSize: contentSize)
    }
}
