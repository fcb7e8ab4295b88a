import ScrollCore

/// The canonical form of a layout, whose SHA-256 is the layout's id (`LayoutID`).
///
/// A byte string that depends only on what the layout *is*: the doubles and ids it decodes to,
/// never how its JSON was written (key order, whitespace, `1` vs `1.0`, uniform vs listed
/// sizes, `measured` vs `sizes`). So every replica names the same layout alike — a client can
/// send a query with `"layout"` to any of them, and post the layout again to whichever lacks
/// it — and a client can compute the id itself (`scripts/layout_id.py` is the reference, and
/// the README spells the form out):
///
///     "scrollquery-layout-v1"; kind u8 (1 items, 2 stack, 5 sections); contentSize u8 0 | 1,
///            f64 w, f64 h
///     items: u64 n, per item: id, f64 x, y, width, height
///     stack: u8 axis (0 vertical, 1 horizontal), f64 spacing, f64 padding top, left, bottom,
///            right, crossSize u8 0 | 1, f64; estimatedSize u8 0 | 1, f64; u64 n,
///            per item: u8 0, f64 size | u8 1 (estimated); ids: u8 0 (indices) | u8 1, n × id
///            | u8 2, u64 r, r × (u64 first index, u64 first id) (index ids with implicit ids)
///     sections: u8 pinnedHeaders (0 | 1); u64 s; per section: header u8 0 | 1, f64;
///            footer u8 0 | 1, f64; f64 spacing; rows: u8 0, u64 n, f64 size, u8 estimated
///            (0 | 1) when every row has one size and flag | u8 1, u64 n, per row: u8 estimated
///            (0 | 1), f64 size (an estimated row's size is its section's estimatedSize);
///            then ids: u8 0 (indices: one per flat index) | u8 1, n × id (in flat order)
///     id:    u8 0, i64 | u8 1, u64 byte count, UTF-8 bytes
///
/// Integers little-endian, doubles as IEEE-754 bits with −0 written as 0. A stack whose ids
/// are the integers 0…n−1 in order is written as one with index ids, which is what it is.
/// Implicit ids (`ImplicitIDs`: only an edit gives a layout ones that are not the indices) are
/// written as their maximal runs of consecutive ids, so the layouts two different inserts make
/// of one stack have two ids even where their sizes agree.
enum LayoutCanonicalForm {
    static let magic = Array("scrollquery-layout-v1".utf8)

    static func id(of layout: ItemLayout) -> LayoutID {
        var form = CanonicalHasher()
        form.bytes(magic)
        switch layout.frames {
        case .explicit: form.u8(1)
        case .stack: form.u8(2)
        case .sections: form.u8(5)
        }
        if let size = layout.contentSize {
            form.u8(1)
            form.f64(size.width)
            form.f64(size.height)
        } else {
            form.u8(0)
        }
        switch layout.frames {
        case .explicit(let frames):
            form.u64(UInt64(frames.count))
            for (index, rect) in frames.rects.enumerated() {
                writeID(at: index, of: layout.ids, into: &form)
                form.f64(rect.origin.x)
                form.f64(rect.origin.y)
                form.f64(rect.size.width)
                form.f64(rect.size.height)
            }
        case .stack(let stack):
            writeStack(
                stack, estimatedSize: layout.estimatedSize, ids: layout.ids, implicitIDs: layout.implicitIDs, into: &form)
        case .sections(let sections):
            writeSections(sections, into: &form)
            if areIndices(layout.ids) {
                form.u8(0)
            } else {
                form.u8(1)
                for index in 0..<layout.ids.count { writeID(at: index, of: layout.ids, into: &form) }
            }
        }
        return LayoutID(sha256: form.finalize())
    }

    private static func writeStack(
        _ stack: StackLayout, estimatedSize: Double?, ids: ItemIDs, implicitIDs: ImplicitIDs?,
        into form: inout CanonicalHasher
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

    /// Everything a section list is, readable back into the same `SectionLayout`: rows of one
    /// size and flag are written once whether they were sent as `count` + `itemHeight` or as
    /// `sizes`, so the form does not depend on the spelling.
    private static func writeSections(_ layout: SectionLayout, into form: inout CanonicalHasher) {
        form.u8(layout.pinnedHeaders ? 1 : 0)
        form.u64(UInt64(layout.sections.count))
        for section in layout.sections {
            form.optional(section.header)
            form.optional(section.footer)
            let rows = section.rows
            form.f64(rows.spacing)
            let count = rows.count
            let first = rows.size(at: 0)
            let firstEstimated = rows.isEstimated(0)
            var alike = true
            for row in 0..<count where rows.size(at: row).bitPattern != first.bitPattern || rows.isEstimated(row) != firstEstimated {
                alike = false
                break
            }
            if alike {
                form.u8(0)
                form.u64(UInt64(count))
                form.f64(count == 0 ? 0 : first)
                form.u8(count > 0 && firstEstimated ? 1 : 0)
            } else {
                form.u8(1)
                form.u64(UInt64(count))
                for row in 0..<count {
                    form.u8(rows.isEstimated(row) ? 1 : 0)
                    form.f64(rows.size(at: row))
                }
            }
        }
    }

    /// Index ids, or explicit ids that happen to be exactly 0…n−1.
    private static func areIndices(_ ids: ItemIDs) -> Bool {
        if ids.areIndices { return true }
        for index in 0..<ids.count where ids.integer(at: index) != Int64(index) { return false }
        return true
    }

    private static func writeID(at index: Int, of ids: ItemIDs, into form: inout CanonicalHasher) {
        if let integer = ids.integer(at: index) {
            form.u8(0)
            form.i64(integer)
        } else {
            form.u8(1)
            ids.withUTF8(at: index) { bytes in
                form.u64(UInt64(bytes.count))
                form.bytes(bytes)
            }
        }
    }
}

extension LayoutID {
    /// The id of a SHA-256 digest (32 bytes; `SHA256.finalize` never gives another length).
    init(sha256 digest: [UInt8]) {
        var words: [UInt64] = [0, 0, 0, 0]
        for (index, byte) in digest.prefix(32).enumerated() {
            words[index / 8] = words[index / 8] << 8 | UInt64(byte)
        }
        self.words = (words[0], words[1], words[2], words[3])
    }
}
