import ScrollCore

/// `items` (kind 1): `u64 n`, then per item its id and `f64 x, y, width, height`.
extension LayoutCanonicalForm {
    package static func writeItems(_ frames: ExplicitFrames, ids: ItemIDs, into form: inout some CanonicalWriter) {
        form.u64(UInt64(frames.count))
        for (index, rect) in frames.rects.enumerated() {
            writeID(at: index, of: ids, into: &form)
            form.f64(rect.origin.x)
            form.f64(rect.origin.y)
            form.f64(rect.size.width)
            form.f64(rect.size.height)
        }
    }

    package static func readItems(contentSize: Size?, from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> ItemLayout {
        // An item is at least a one-byte id tag, an 8-byte id and four doubles.
        let count = try form.count(bytesEach: 41)
        var ids = ItemIDs()
        ids.reserveCapacity(count)
        var rects: [Rect] = []
        rects.reserveCapacity(count)
        for _ in 0..<count {
            try readID(into: &ids, from: &form)
            rects.append(Rect(x: try form.f64(), y: try form.f64(), width: try form.f64(), height: try form.f64()))
        }
        return ItemLayout(frames: ExplicitFrames(rects), ids: ids, contentSize: contentSize)
    }
}
