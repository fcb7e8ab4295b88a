import ScrollCore

/// `grid` (kind 3): `u64 n`; columns `u8 0, u64 count | u8 1, f64 minimumWidth | u8 2, f64
/// maximumWidth`; `u8 cellWidths` (0 fractional, 1 integer); itemHeight `u8 0, f64 h | u8 1,
/// f64 aspectRatio`; `f64 row spacing, f64 column spacing`, `f64 padding top, left, bottom,
/// right`; `u64 m, m × u64 full-span index` (ascending), `f64 full-span height` (0 when m = 0);
/// ids `u8 0` (indices) `| u8 1, n × id`.
extension LayoutCanonicalForm {
    package static func writeGrid(_ grid: GridLayout, ids: ItemIDs, into form: inout some CanonicalWriter) {
        form.u64(UInt64(grid.count))
        switch grid.columns {
        case .count(let count):
            form.u8(0)
            form.u64(UInt64(truncatingIfNeeded: count))
        case .minimumWidth(let width):
            form.u8(1)
            form.f64(width)
        case .maximumWidth(let width):
            form.u8(2)
            form.f64(width)
        }
        form.u8(grid.cellWidths == .fractional ? 0 : 1)
        switch grid.itemHeight {
        case .fixed(let height):
            form.u8(0)
            form.f64(height)
        case .aspectRatio(let ratio):
            form.u8(1)
            form.f64(ratio)
        }
        form.f64(grid.rowSpacing)
        form.f64(grid.columnSpacing)
        writePadding(grid.padding, into: &form)
        form.u64(UInt64(grid.fullSpanIndexes.count))
        for index in grid.fullSpanIndexes { form.u64(UInt64(truncatingIfNeeded: index)) }
        form.f64(grid.fullSpanIndexes.isEmpty ? 0 : grid.fullSpanHeight)
        writeIDs(ids, into: &form)
    }

    /// The grid as `writeGrid` wrote it (index ids come back as the default index ids).
    package static func readGrid(contentSize: Size?, from form: inout CanonicalReader) throws(CanonicalReader.Malformed) -> ItemLayout {
        let count = try readBoundedCount(from: &form)
        let columns: GridColumns
        switch try form.u8() {
        case 0: columns = .count(try readBoundedCount(from: &form))
        case 1: columns = .minimumWidth(try form.f64())
        case 2: columns = .maximumWidth(try form.f64())
        default: throw CanonicalReader.Malformed(reason: "a column rule other than 0, 1 or 2")
        }
        let cellWidths: GridCellWidths
        switch try form.u8() {
        case 0: cellWidths = .fractional
        case 1: cellWidths = .integer
        default: throw CanonicalReader.Malformed(reason: "a cell width rule other than 0 or 1")
        }
        let itemHeight: GridLayout.ItemHeight
        switch try form.u8() {
        case 0: itemHeight = .fixed(try form.f64())
        case 1: itemHeight = .aspectRatio(try form.f64())
        default: throw CanonicalReader.Malformed(reason: "an item height other than 0 or 1")
        }
        let rowSpacing = try form.f64()
        let columnSpacing = try form.f64()
        let padding = try readPadding(from: &form)
        let fullSpanCount = try form.count(bytesEach: 8)
        var fullSpan: [Int] = []
        fullSpan.reserveCapacity(fullSpanCount)
        for _ in 0..<fullSpanCount {
            let index = try readBoundedCount(from: &form)
            guard index < count && (fullSpan.last ?? -1) < index else {
                throw CanonicalReader.Malformed(reason: "full-span indexes out of order or past the count")
            }
            fullSpan.append(index)
        }
        let fullSpanHeight = try form.f64()
        let grid = GridLayout(
            count: count, columns: columns, cellWidths: cellWidths, itemHeight: itemHeight, rowSpacing: rowSpacing,
            columnSpacing: columnSpacing, padding: padding, fullSpanIndexes: fullSpan, fullSpanHeight: fullSpanHeight)
        return ItemLayout(grid: grid, ids: try readIDs(count: count, from: &form), contentSize: contentSize)
    }
}
