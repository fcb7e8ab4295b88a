/// A vertical grid of `count` items — a photo grid, a `LazyVGrid`, a `LazyVerticalGrid`, a
/// `GridView`, a CSS grid with `grid-auto-flow: row` — described by its parameters instead of a
/// frame per item. Items fill rows left to right; `fullSpan` items (section headers in a grid)
/// take a whole row of their own.
///
/// Placement is sparse and greedy, as CSS grid auto-placement (CSS Grid §8.5, a
/// `grid-column: 1 / -1` item), Android `GridLayoutManager.SpanSizeLookup.getSpanGroupIndex` and
/// Compose `LazyGridSpanLayoutProvider.getLineIndexOfItem` place them: a full-span item that does
/// not fit the current row starts the next one and leaves the rest of the row empty; the row after
/// it starts afresh at column 0. A row is as tall as its tallest item: `itemHeight` for a row of
/// cells, `fullSpanHeight` for a full-span row (no row mixes the two).
///
/// With n columns (`GridColumns`), `k` full-span items before item i and its row R (rows counted
/// from 0, full-span rows included), item i's top is
/// `padding.top + R·rowSpacing + (R − k)·h + k·H` (h the cell height, H the full-span height);
/// a cell in column c has the column's x and width (`GridCellWidths`), a full-span item
/// `x = padding.left` and the whole available width `W = max(0, viewportWidth − padding.left −
/// padding.right)`. The cell height is `itemHeight`, or `cellWidth / aspectRatio` (Flutter
/// `childAspectRatio`, width over height) with the fractional cell width `U / n`; under
/// `Rounding.layoutUnits` an aspect-ratio grid is Chromium's instead (`LayoutUnitGrid`).
///
/// Cost: the rows of the full-span items are one array of `fullSpan` entries, built once for a
/// fixed column count and per query otherwise; an item's frame is then O(1) plus a binary search
/// in the full-span indexes. Nothing is kept per item, so a 10,000,000-item grid costs what a
/// 1,000-item one does.
public struct GridLayout: Sendable, Equatable {
    /// The height of a row of cells.
    public enum ItemHeight: Sendable, Equatable {
        case fixed(Double)
        /// Width over height (> 0): the height follows the cell width.
        case aspectRatio(Double)
    }

    /// How lengths are rounded: `exact` (the formulas above in `Double`), or `layoutUnits`, an
    /// aspect-ratio grid with fractional widths laid out as Chromium does in 1/64 px
    /// (`LayoutUnitGrid`). Other grids are the same either way.
    public enum Rounding: Sendable, Equatable {
        case exact
        case layoutUnits
    }

    public let count: Int
    public let columns: GridColumns
    public let cellWidths: GridCellWidths
    public let itemHeight: ItemHeight
    public let rowSpacing: Double
    public let columnSpacing: Double
    public let padding: Insets
    /// The full-span items' indexes, ascending, distinct, each in `0..<count`.
    public let fullSpanIndexes: [Int]
    public let fullSpanHeight: Double
    public let rounding: Rounding
    /// The full-span items' rows when the column count is fixed (computed once).
    private let fixedRows: [Int]?

    /// `fullSpanIndexes` is taken sorted and distinct with every index below `count` (the
    /// decoder checks it); entries that are not are dropped rather than trusted.
    public init(
        count: Int, columns: GridColumns, cellWidths: GridCellWidths = .fractional, itemHeight: ItemHeight,
        rowSpacing: Double = 0, columnSpacing: Double = 0, padding: Insets = .zero,
        fullSpanIndexes: [Int] = [], fullSpanHeight: Double = 0, rounding: Rounding = .exact
    ) {
        let count = Swift.max(count, 0)
        self.count = count
        self.columns = columns
        self.cellWidths = cellWidths
        self.itemHeight = itemHeight
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.padding = padding
        var kept: [Int] = []
        var last = -1
        for index in fullSpanIndexes where index > last && index < count {
            kept.append(index)
            last = index
        }
        self.fullSpanIndexes = kept.count == fullSpanIndexes.count ? fullSpanIndexes : kept
        self.fullSpanHeight = self.fullSpanIndexes.isEmpty ? 0 : fullSpanHeight
        self.rounding = rounding
        if case .count(let n) = columns {
            fixedRows = Self.fullSpanRows(self.fullSpanIndexes, columns: Swift.min(Swift.max(n, 1), GridColumns.maximumCount))
        } else {
            fixedRows = nil
        }
    }

    /// The same grid rounded by `rounding`.
    public func rounded(_ rounding: Rounding) -> GridLayout {
        GridLayout(
            count: count, columns: columns, cellWidths: cellWidths, itemHeight: itemHeight, rowSpacing: rowSpacing,
            columnSpacing: columnSpacing, padding: padding, fullSpanIndexes: fullSpanIndexes,
            fullSpanHeight: fullSpanHeight, rounding: rounding)
    }

    /// Whether `layoutUnits` rounding changes this grid: fractional widths and an aspect ratio
    /// Chromium can hold (`LayoutRatio`).
    public var isRoundedByLayoutUnits: Bool { layoutRatio != nil }

    /// The aspect ratio as Chromium holds it, when `layoutUnits` applies.
    var layoutRatio: (p: Int, q: Int)? {
        guard cellWidths == .fractional, case .aspectRatio(let ratio) = itemHeight else { return nil }
        return LayoutRatio(ratio)
    }

    /// The grid bound to a viewport `viewportWidth` wide.
    public func placement(viewportWidth: Double) -> GridPlacement {
        GridPlacement(self, available: Swift.max(0, viewportWidth - padding.left - padding.right))
    }

    /// The row of each full-span item with n columns: `rows[k] = rows[k−1] + 1 + ceil(r_k / n)`,
    /// `r_k` the cells between full-span items k−1 and k.
    static func fullSpanRows(_ indexes: [Int], columns n: Int) -> [Int] {
        var rows: [Int] = []
        rows.reserveCapacity(indexes.count)
        var nextRow = 0
        var segmentStart = 0
        for index in indexes {
            let cells = index - segmentStart
            let row = nextRow + (cells + n - 1) / n
            rows.append(row)
            nextRow = row + 1
            segmentStart = index + 1
        }
        return rows
    }

    func rows(columns n: Int) -> [Int] {
        fixedRows ?? Self.fullSpanRows(fullSpanIndexes, columns: n)
    }

    /// The heap bytes the layout keeps.
    public var heapBytes: Int {
        (fullSpanIndexes.capacity + (fixedRows?.capacity ?? 0)) * MemoryLayout<Int>.stride
    }

    /// The position of `index` in the full-span list, or where it would go: the number of
    /// full-span items before it.
    @inline(__always)
    func fullSpansBefore(_ index: Int) -> Int {
        var low = 0
        var high = fullSpanIndexes.count
        while low < high {
            let middle = low + (high - low) / 2
            if fullSpanIndexes[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether item `index` takes a whole row.
    public func isFullSpan(_ index: Int) -> Bool {
        let k = fullSpansBefore(index)
        return k < fullSpanIndexes.count && fullSpanIndexes[k] == index
    }
}

/// A `GridLayout` in one available width: its column count, column geometry and rows.
public struct GridPlacement: Sendable, Equatable {
    public let grid: GridLayout
    /// The width the rows span: the viewport's less the padding left and right, at least 0.
    public let available: Double
    public let columnCount: Int
    /// `U / n`, the fractional cell width (what an aspect ratio scales, `exact` rounding).
    public let cellWidth: Double
    public let cellHeight: Double
    /// `integer` widths: `q` and `r` of `GridCellWidths`.
    private let wholeWidth: Double
    private let wholeRemainder: Int
    /// Row of each full-span item (`GridLayout.fullSpanRows`).
    private let fullSpanRows: [Int]
    /// Under `layoutUnits` rounding, Chromium's geometry; `cellHeight` is then its full row's.
    private let units: LayoutUnitGrid?
    /// Under `layoutUnits`, how much shorter than full rows the partial rows of the first k runs
    /// of cells are (`shortfall[k]`; runs end at each full-span item and at the end). Empty when
    /// no row is shorter.
    private let shortfall: [Double]
    /// Rows in all, full-span rows included.
    public let rowCount: Int

    init(_ grid: GridLayout, available: Double) {
        self.grid = grid
        self.available = available
        let n = grid.columns.count(available: available, spacing: grid.columnSpacing)
        columnCount = n
        let usable = Swift.max(0, available - grid.columnSpacing * Double(n - 1))
        cellWidth = usable / Double(n)
        var units: LayoutUnitGrid?
        switch grid.itemHeight {
        case .fixed(let height): cellHeight = height
        case .aspectRatio(let ratio):
            if grid.rounding == .layoutUnits, let layoutRatio = grid.layoutRatio {
                let chromium = LayoutUnitGrid(
                    available: available, columnCount: n, columnSpacing: grid.columnSpacing, ratio: layoutRatio)
                units = chromium
                cellHeight = Double(chromium.fullRowHeight) / 64
            } else {
                cellHeight = ratio > 0 ? cellWidth / ratio : 0
            }
        }
        self.units = units
        if grid.cellWidths == .integer {
            let whole = usable.rounded(.down)
            let q = (whole / Double(n)).rounded(.down)
            wholeWidth = q
            // r < n ≤ maximumCount, so the conversion is exact.
            let r = whole - q * Double(n)
            wholeRemainder = r >= 0 && r < Double(n) ? Int(r) : 0
        } else {
            wholeWidth = 0
            wholeRemainder = 0
        }
        let rows = grid.rows(columns: n)
        fullSpanRows = rows
        let lastFull = grid.fullSpanIndexes.last
        let afterLast = grid.count - ((lastFull ?? -1) + 1)
        rowCount = (rows.last.map { $0 + 1 } ?? 0) + (afterLast + n - 1) / n
        shortfall = units.map { Self.shortfall(of: grid, in: $0) } ?? []
    }

    /// `shortfall`: per run of cells between full-span items, its last row's height below a
    /// full row's, summed up to each full-span item and over the whole grid.
    private static func shortfall(of grid: GridLayout, in units: LayoutUnitGrid) -> [Double] {
        guard !units.hasUniformItems else { return [] }
        let fullRow = units.fullRowHeight
        var sums: [Double] = []
        sums.reserveCapacity(grid.fullSpanIndexes.count + 2)
        var total = 0
        var start = 0
        // Each run ends at a full-span item, the last one at the end of the grid.
        for runEnd in 0...grid.fullSpanIndexes.count {
            let end = runEnd < grid.fullSpanIndexes.count ? grid.fullSpanIndexes[runEnd] : grid.count
            sums.append(Double(total) / 64)
            let partial = (end - start) % units.columnCount
            if partial > 0 { total += fullRow - units.rowHeight(cells: partial) }
            start = end + 1
        }
        sums.append(Double(total) / 64)
        return sums
    }

    /// Where row `row` starts, with `fullSpans` full-span rows before it and `runsBefore` runs
    /// of cells ending above it (their partial rows may be short).
    @inline(__always)
    private func rowTop(_ row: Int, fullSpans: Int, runsBefore: Int) -> Double {
        let top = grid.padding.top + (Double(row) * grid.rowSpacing + Double(row - fullSpans) * cellHeight
            + Double(fullSpans) * grid.fullSpanHeight)
        return shortfall.isEmpty ? top : top - shortfall[runsBefore]
    }

    /// Item `index`'s row, the full-span items before it, and its column (nil: full span).
    @inline(__always)
    public func position(of index: Int) -> (row: Int, fullSpansBefore: Int, column: Int?) {
        let k = grid.fullSpansBefore(index)
        let indexes = grid.fullSpanIndexes
        if k < indexes.count && indexes[k] == index { return (fullSpanRows[k], k, nil) }
        let segmentStart = k == 0 ? 0 : indexes[k - 1] + 1
        let baseRow = k == 0 ? 0 : fullSpanRows[k - 1] + 1
        let cell = index - segmentStart
        return (baseRow + cell / columnCount, k, cell % columnCount)
    }

    /// Column `column`'s x (from the padding's left edge) and width.
    @inline(__always)
    public func column(_ column: Int) -> (x: Double, width: Double) {
        if let units {
            let (x, width) = units.column(column)
            return (Double(x) / 64 + Double(column) * grid.columnSpacing, Double(width) / 64)
        }
        switch grid.cellWidths {
        case .fractional:
            return (Double(column) * (cellWidth + grid.columnSpacing), cellWidth)
        case .integer:
            let extra = Swift.min(column, wholeRemainder)
            return (Double(column) * (wholeWidth + grid.columnSpacing) + Double(extra),
                    wholeWidth + (column < wholeRemainder ? 1 : 0))
        }
    }

    /// Item `index`'s frame (a zero rect outside `0..<count`).
    @inline(__always)
    public func frame(at index: Int) -> Rect {
        guard index >= 0, index < grid.count else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let (row, k, column) = position(of: index)
        // A full-span item comes after the run of cells before it; a cell after the runs before its own.
        let top = rowTop(row, fullSpans: k, runsBefore: column == nil ? k + 1 : k)
        guard let column else {
            return Rect(x: grid.padding.left, y: top, width: available, height: grid.fullSpanHeight)
        }
        let (x, width) = self.column(column)
        let height = units.map { Double($0.itemHeight(column: column)) / 64 } ?? cellHeight
        return Rect(x: grid.padding.left + x, y: top, width: width, height: height)
    }

    /// The first item of the row item `index` is in: what a platform that anchors a row at its
    /// first span (`GridLayoutManager.ensureAnchorIsInCorrectSpan`) keeps.
    public func firstIndex(ofRowOf index: Int) -> Int {
        let (_, k, column) = position(of: index)
        guard let column else { return index }
        let segmentStart = k == 0 ? 0 : grid.fullSpanIndexes[k - 1] + 1
        let cell = index - segmentStart
        return segmentStart + (cell - column)
    }

    /// The length along y: `padding.top + (R − m)·h + m·H + (R − 1)·rowSpacing + padding.bottom`
    /// for R rows of which m full-span (the padding alone when empty).
    public var mainLength: Double {
        let m = grid.fullSpanIndexes.count
        let gaps = Double(Swift.max(rowCount - 1, 0)) * grid.rowSpacing
        return grid.padding.top + (Double(rowCount - m) * cellHeight + Double(m) * grid.fullSpanHeight + gaps)
            - (shortfall.last ?? 0) + grid.padding.bottom
    }

    /// The content the grid spans: `mainLength` tall, the viewport's width wide (never less than
    /// the padding across).
    public func contentSize(viewportWidth: Double) -> Size {
        Size(width: Swift.max(viewportWidth, grid.padding.left + grid.padding.right), height: Swift.max(0, mainLength))
    }

    /// Along y the frames' aligned offsets keep their order (starts and ends never decrease with
    /// non-negative heights and spacing); one length unless full-span rows differ. Along x rows
    /// restart at the left: nothing is claimed.
    public func alignedOrder(along axis: Axis) -> AlignedOrder {
        guard axis == .vertical else { return .unknown }
        // Chromium's narrow columns hold shorter items: ends then fall back within a row.
        let monotone = cellHeight >= 0 && grid.fullSpanHeight >= 0 && grid.rowSpacing >= 0
            && units?.hasUniformItems ?? true
        let uniform = (units?.hasUniformItems ?? true)
            && (grid.fullSpanIndexes.isEmpty || grid.fullSpanHeight == cellHeight)
        let onGrid = AlignedOrder.isOnGrid(grid.padding.top) && AlignedOrder.isOnGrid(cellHeight)
            && AlignedOrder.isOnGrid(grid.fullSpanHeight) && AlignedOrder.isOnGrid(grid.rowSpacing)
            && AlignedOrder.isOnGrid(mainLength)
        return AlignedOrder(isMonotone: monotone, hasUniformLength: uniform, isOnGrid: onGrid)
    }
}
