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
///     "scrollquery-layout-v1"; kind u8 (1 items, 2 stack, 3 grid, 4 lanes, 5 sections);
///            contentSize u8 0 | 1, f64 w, f64 h
///     items: u64 n, per item: id, f64 x, y, width, height
///     stack: u8 axis (0 vertical, 1 horizontal), f64 spacing, f64 padding top, left, bottom,
///            right, crossSize u8 0 | 1, f64; estimatedSize u8 0 | 1, f64; u64 n,
///            per item: u8 0, f64 size | u8 1 (estimated); ids: u8 0 (indices) | u8 1, n × id
///            | u8 2, u64 r, r × (u64 first index, u64 first id) (index ids with implicit ids)
///     grid:  u64 n; columns u8 0, u64 count | u8 1, f64 minimumWidth | u8 2, f64 maximumWidth;
///            u8 cellWidths (0 fractional, 1 integer); itemHeight u8 0, f64 h | u8 1, f64
///            aspectRatio; f64 row spacing, f64 column spacing, f64 padding top, left, bottom,
///            right; u64 m, m × u64 full-span index (ascending), f64 full-span height (0 when
///            m = 0); ids: u8 0 (indices) | u8 1, n × id
///     lanes: u64 lane count, f64 spacing, f64 padding top, left, bottom, right, u8 ties
///            (0 lowerLane, 1 earlierItem); estimatedSize u8 0 | 1, f64; u64 n, per item:
///            u8 0, f64 size | u8 1 (estimated); ids: u8 0 (indices) | u8 1, n × id
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
///
/// The same bytes are what a shared store keeps under the id (`--layout-store`), and
/// `layout(from:)` reads them back into the layout they were written from: the same frames,
/// ids, estimates and content size, so a layout read back has the same id and answers every
/// query alike. Each kind writes and reads its part in one file (`LayoutCanonicalForm+Items`,
/// `+Stack`, `+Grid`, `+Lanes`, `+Sections`); a new kind takes the next kind byte and a file of its own.
package enum LayoutCanonicalForm {
    package static let magic = Array("scrollquery-layout-v1".utf8)

    /// The kind byte after the magic.
    package enum Kind: UInt8 {
        case items = 1
        case stack = 2
        case grid = 3
        case lanes = 4
        case sections = 5
    }

    /// The layout's id: the SHA-256 of its canonical form.
    package static func id(of layout: ItemLayout) -> LayoutID {
        var form = CanonicalHasher()
        write(layout, into: &form)
        return LayoutID(sha256: form.finalize())
    }

    /// The canonical form itself (its SHA-256 is `id(of:)`).
    package static func bytes(of layout: ItemLayout) -> [UInt8] {
        var form = CanonicalBytes(capacity: 128 + layout.count * 24)
        write(layout, into: &form)
        return form.bytes
    }

    /// The layout `bytes` are the canonical form of; throws when they are not one this server
    /// writes (another version, cut short, trailing bytes, ids that repeat).
    package static func layout(from bytes: [UInt8]) throws(CanonicalReader.Malformed) -> ItemLayout {
        var form = CanonicalReader(bytes)
        try form.expect(magic)
        guard let kind = Kind(rawValue: try form.u8()) else { throw CanonicalReader.Malformed(reason: "an unknown layout kind") }
        var contentSize: Size?
        switch try form.u8() {
        case 0: contentSize = nil
        case 1: contentSize = Size(width: try form.f64(), height: try form.f64())
        default: throw CanonicalReader.Malformed(reason: "a presence flag other than 0 or 1")
        }
        let layout: ItemLayout
        switch kind {
        case .items: layout = try readItems(contentSize: contentSize, from: &form)
        case .stack: layout = try readStack(contentSize: contentSize, from: &form)
        case .grid: layout = try readGrid(contentSize: contentSize, from: &form)
        case .lanes: layout = try readLanes(contentSize: contentSize, from: &form)
        case .sections: layout = try readSections(contentSize: contentSize, from: &form)
        }
        guard form.isAtEnd else { throw CanonicalReader.Malformed(reason: "bytes after the layout") }
        return layout
    }

    private static func write(_ layout: ItemLayout, into form: inout some CanonicalWriter) {
        form.bytes(magic)
        switch layout.frames {
        case .explicit: form.u8(Kind.items.rawValue)
        case .stack: form.u8(Kind.stack.rawValue)
        case .grid: form.u8(Kind.grid.rawValue)
        case .lanes: form.u8(Kind.lanes.rawValue)
        case .sections: form.u8(Kind.sections.rawValue)
        }
        if let size = layout.contentSize {
            form.u8(1)
            form.f64(size.width)
            form.f64(size.height)
        } else {
            form.u8(0)
        }
        switch layout.frames {
        case .explicit(let frames): writeItems(frames, ids: layout.ids, into: &form)
        case .stack(let stack):
            writeStack(
                stack, estimatedSize: layout.estimatedSize, ids: layout.ids, implicitIDs: layout.implicitIDs, into: &form)
        case .grid(let grid):
            writeGrid(grid, ids: layout.ids, into: &form)
        case .lanes(let lanes):
            writeLanes(lanes, estimatedSize: layout.estimatedSize, ids: layout.ids, into: &form)
        case .sections(let sections):
            writeSections(sections, ids: layout.ids, into: &form)
        }
    }

    // MARK: - Ids, shared by the kinds

    package static func writePadding(_ padding: Insets, into form: inout some CanonicalWriter) {
        form.f64(padding.top)
        form.f64(padding.left)
        form.f64(padding.bottom)
        form.f64(padding.right)
    }

    /// `u8 0` for index ids (sent or not), else `u8 1` and every id.
    package static func writeIDs(_ ids: ItemIDs, into form: inout some CanonicalWriter) {
        if areIndices(ids) {
            form.u8(0)
        } else {
            form.u8(1)
            for index in 0..<ids.count { writeID(at: index, of: ids, into: &form) }
        }
    }

    /// `u64 n`, then per item `u8 0, f64 size | u8 1` (estimated: its size is `estimatedSize`),
    /// as a stack and lanes write them.
    package static func readSizes(estimatedSize: Double?, from form: inout CanonicalReader)
        throws(CanonicalReader.Malformed) -> (sizes: [Double], estimated: [Bool])
    {
        let count = try form.count(bytesEach: 1)
        var sizes: [Double] = []
        sizes.reserveCapacity(count)
        var estimated: [Bool] = []
        estimated.reserveCapacity(count)
        for _ in 0..<count {
            switch try form.u8() {
            case 0:
                sizes.append(try form.f64())
                estimated.append(false)
            case 1:
                guard let estimatedSize else { throw CanonicalReader.Malformed(reason: "an estimated item without estimatedSize") }
                sizes.append(estimatedSize)
                estimated.append(true)
            default:
                throw CanonicalReader.Malformed(reason: "a size flag other than 0 or 1")
            }
        }
        return (sizes, estimated)
    }

    package static func readPadding(from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> Insets {
        Insets(top: try form.f64(), left: try form.f64(), bottom: try form.f64(), right: try form.f64())
    }

    /// The ids `writeIDs` wrote for `count` items.
    package static func readIDs(count: Int, from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> ItemIDs {
        switch try form.u8() {
        case 0: return ItemIDs(indexCount: count)
        case 1:
            var ids = ItemIDs()
            for _ in 0..<count { try readID(into: &ids, from: &form) }
            return ids
        default: throw CanonicalReader.Malformed(reason: "an id form other than 0 or 1")
        }
    }

    /// A count or index that stands for no bytes of its own (a grid's item count): at most
    /// 2^40, so nothing sized from it can overflow.
    package static func readBoundedCount(from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> Int {
        let value = try form.u64()
        guard value <= 1 << 40 else { throw CanonicalReader.Malformed(reason: "a count past 2^40") }
        return Int(value)
    }

    /// Index ids, or explicit ids that happen to be exactly 0…n−1.
    package static func areIndices(_ ids: ItemIDs) -> Bool {
        if ids.areIndices { return true }
        for index in 0..<ids.count where ids.integer(at: index) != Int64(index) { return false }
        return true
    }

    package static func writeID(at index: Int, of ids: ItemIDs, into form: inout some CanonicalWriter) {
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

    /// Reads one id and appends it to `ids`; throws when it is not one or is already there.
    package static func readID(into ids: inout ItemIDs, from form: inout CanonicalReader) throws(CanonicalReader.Malformed) {
        let added: Bool
        switch try form.u8() {
        case 0:
            added = ids.append(integer: try form.i64())
        case 1:
            let utf8 = try form.take(try form.count(bytesEach: 1))
            guard let string = String(validating: utf8, as: UTF8.self) else {
                throw CanonicalReader.Malformed(reason: "an id that is not UTF-8")
            }
            added = ids.append(.string(string))
        default:
            throw CanonicalReader.Malformed(reason: "an id that is neither an integer nor a string")
        }
        guard added else { throw CanonicalReader.Malformed(reason: "an id that repeats") }
    }
}

extension LayoutID {
    /// The id of a SHA-256 digest (32 bytes; `SHA256.finalize` never gives another length).
    package init(sha256 digest: [UInt8]) {
        var words: [UInt64] = [0, 0, 0, 0]
        for (index, byte) in digest.prefix(32).enumerated() {
            words[index / 8] = words[index / 8] << 8 | UInt64(byte)
        }
        self.words = (words[0], words[1], words[2], words[3])
    }
}
