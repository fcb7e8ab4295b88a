import ItemLayouts
import ScrollCore

/// `grid`: a compact vertical grid (`GridLayout`) read in one pass, then checked once the whole
/// object is known (the count may come after `fullSpan` and `ids`).
///
/// ```
/// {"count": n, "columns": c | {"minimumWidth": w} | {"maximumWidth": w},
///  "cellWidths": "fractional"|"integer", "itemHeight": h | "aspectRatio": r,
///  "spacing": s | {"row": s, "column": s}, "padding": {top, left, bottom, right},
///  "fullSpan": {"indexes": [i, …], "height": h}, "ids": [id, …]}
/// ```
///
/// Checks made after the object, in this order (each names its field): `count` (required),
/// `ids` of another length, `columns` (required), `itemHeight` or
/// `aspectRatio` (one, not both), `fullSpan.indexes` past the count (document order), then
/// repeated (the later one), and a grid past 1e12 points tall however narrow its columns make
/// it (one column for `minimumWidth`/`maximumWidth`; with `aspectRatio` the height follows the
/// viewport and is checked per query, `ScrollViewReader`).
///
/// `count` is at most `maxGridItems` (a grid keeps nothing per item); `ids` and
/// `fullSpan.indexes` are lists and take at most `--max-items` entries.
extension JSONReader {
    private enum GridField: Int, JSONFields {
        case count, columns, cellWidths, itemHeight, aspectRatio, spacing, padding, fullSpan, ids
        package static let keys = JSONKeySet(cases: Self.self)
    }
    private enum ColumnRuleField: Int, JSONFields {
        case minimumWidth, maximumWidth
        package static let keys = JSONKeySet(cases: Self.self)
    }
    private enum SpacingField: Int, JSONFields {
        case row, column
        package static let keys = JSONKeySet(cases: Self.self)
    }
    private enum FullSpanField: Int, JSONFields {
        case indexes, height
        package static let keys = JSONKeySet(cases: Self.self)
    }
    private static let cellWidthNames = JSONKeySet(GridCellWidths.allCases.map(\.rawValue))

    /// The most items a `grid` may have: its count costs no memory, so the bound is the frames'
    /// (1e9 rows of 1,000 points reach the 1e12 bound of any coordinate), or `--max-items` if
    /// that is larger.
    package static let gridItemCeiling = 1_000_000_000

    package static func maxGridItems(_ limits: RequestLimits) -> Int { max(gridItemCeiling, limits.maxItems) }

    package mutating func readGrid(limits: RequestLimits) throws(DecodeFailure) -> ItemLayout {
        let maxItems = max(limits.maxItems, 0)
        let maxCount = Self.maxGridItems(limits)
        var count: Int?
        var columns: GridColumns?
        var cellWidths = GridCellWidths.fractional
        var itemHeight: Double?
        var aspectRatio: Double?
        var spacing = (row: 0.0, column: 0.0)
        var padding = Insets.zero
        var fullSpan: (indexes: [Int], height: Double)?
        var ids: ItemIDs?

        try readObject(GridField.self) { (reader, field) throws(DecodeFailure) in
            switch field {
            case .count: count = try reader.readInteger(in: 0...maxCount, aboveRange: .tooManyItems(limit: maxCount))
            case .columns: columns = try reader.readGridColumns()
            case .cellWidths: cellWidths = GridCellWidths.allCases[try reader.readName(Self.cellWidthNames)]
            case .itemHeight: itemHeight = try reader.readNumber(in: .nonNegative)
            case .aspectRatio: aspectRatio = try reader.readNumber(in: .positive)
            case .spacing: spacing = try reader.readGridSpacing()
            case .padding: padding = try reader.readInsets(in: .nonNegative)
            case .fullSpan: fullSpan = try reader.readFullSpan(maxItems: maxItems)
            case .ids: ids = try reader.readStackIDs(maxItems: maxItems)
            }
        }

        guard let count else {
            throw DecodeFailure(.missingField("grid needs count, its number of items"), at: [.key("count")])
        }
        if let ids, ids.count != count {
            throw DecodeFailure(
                .invalidField("must have one id per item: the grid has \(count) items, ids has \(ids.count)"),
                at: [.key("ids")])
        }
        let columnRule = try required(columns, "columns")
        let height: GridLayout.ItemHeight
        switch (itemHeight, aspectRatio) {
        case (let fixed?, nil): height = .fixed(fixed)
        case (nil, let ratio?): height = .aspectRatio(ratio)
        case (nil, nil):
            throw DecodeFailure(
                .missingField("grid needs itemHeight (points), or aspectRatio (width / height)"), at: [.key("itemHeight")])
        case (_?, _?):
            throw DecodeFailure(
                .conflictingFields("send one of itemHeight or aspectRatio, not both"), at: [.key("aspectRatio")])
        }
        let indexes = try Self.checkFullSpan(fullSpan?.indexes ?? [], count: count)
        let grid = GridLayout(
            count: count, columns: columnRule, cellWidths: cellWidths, itemHeight: height,
            rowSpacing: spacing.row, columnSpacing: spacing.column, padding: padding,
            fullSpanIndexes: indexes, fullSpanHeight: fullSpan?.height ?? 0)
        try Self.checkBounds(grid)
        return ItemLayout(grid: grid, ids: ids ?? ItemIDs(indexCount: count))
    }

    // MARK: - Members

    /// `n` (1…1,000,000), `{"minimumWidth": w}` or `{"maximumWidth": w}` (w > 0).
    private mutating func readGridColumns() throws(DecodeFailure) -> GridColumns {
        switch try valueKind() {
        case .number:
            return .count(try readInteger(in: 1...GridColumns.maximumCount))
        case .object:
            var rule = OneOf<ColumnRuleField, GridColumns>()
            try readObject(ColumnRuleField.self) { (reader, field) throws(DecodeFailure) in
                try rule.choose(field) { _, _ in "send one of minimumWidth or maximumWidth, not both" }
                let width = try reader.readNumber(in: .positive)
                rule.value = field == .minimumWidth ? .minimumWidth(width) : .maximumWidth(width)
            }
            return try rule.required("columns needs minimumWidth or maximumWidth", at: [.key("minimumWidth")])
        case let kind:
            throw DecodeFailure(.invalidType(expected: "an integer or an object {minimumWidth}", got: kind.name))
        }
    }

    /// `s` (both) or `{"row": s, "column": s}`; each ≥ 0 (a missing one is 0).
    private mutating func readGridSpacing() throws(DecodeFailure) -> (row: Double, column: Double) {
        if try valueKind() == .number {
            let both = try readNumber(in: .nonNegative)
            return (both, both)
        }
        var spacing = (row: 0.0, column: 0.0)
        try readObject(SpacingField.self, as: "a number or an object {row, column}") { (reader, field) throws(DecodeFailure) in
            let value = try reader.readNumber(in: .nonNegative)
            if field == .row { spacing.row = value } else { spacing.column = value }
        }
        return spacing
    }

    /// `{"indexes": [i, …], "height": h}`; `height` is required with any index.
    private mutating func readFullSpan(maxItems: Int) throws(DecodeFailure) -> (indexes: [Int], height: Double) {
        var indexes: [Int] = []
        var height: Double?
        try readObject(FullSpanField.self) { (reader, field) throws(DecodeFailure) in
            switch field {
            case .indexes:
                try reader.readArray(maxCount: maxItems) { (reader, _) throws(DecodeFailure) in
                    indexes.append(try reader.readInteger(in: 0...Int(ItemID.integerLimit)))
                }
            case .height: height = try reader.readNumber(in: .nonNegative)
            }
        }
        if height == nil && !indexes.isEmpty {
            throw DecodeFailure(.missingField("fullSpan needs height, the height of a full-span row"), at: [.key("height")])
        }
        return (indexes, height ?? 0)
    }

    // MARK: - Checks

    /// The indexes sorted: every one below `count` (the first past it, in document order, is
    /// `invalid_field`), none twice (the first repeat in document order is `invalid_field`).
    private static func checkFullSpan(_ indexes: [Int], count: Int) throws(DecodeFailure) -> [Int] {
        guard !indexes.isEmpty else { return [] }
        func pointer(_ position: Int) -> [JSONPathComponent] {
            [.index(position), .key("indexes"), .key("fullSpan")]
        }
        if let past = indexes.firstIndex(where: { $0 >= count }) {
            throw DecodeFailure(.invalidField("is not an item index: the grid has \(count) items"), at: pointer(past))
        }
        var ascending = true
        for position in indexes.indices.dropFirst() where indexes[position] <= indexes[position - 1] {
            ascending = false
            break
        }
        if ascending { return indexes }
        let order = indexes.indices.sorted { (indexes[$0], $0) < (indexes[$1], $1) }
        var repeatAt: Int?
        for step in order.indices.dropFirst() where indexes[order[step]] == indexes[order[step - 1]] {
            repeatAt = min(repeatAt ?? order[step], order[step])
        }
        if let repeatAt {
            throw DecodeFailure(
                .invalidField("repeats full-span index \(indexes[repeatAt]): list each full-span item once"),
                at: pointer(repeatAt))
        }
        return order.map { indexes[$0] }
    }

    /// The grid's height within ±1e12 at its most rows (one column, for a count that follows
    /// the width); with `aspectRatio` the height depends on the viewport and is checked per query.
    private static func checkBounds(_ grid: GridLayout) throws(DecodeFailure) {
        guard case .fixed = grid.itemHeight else { return }
        let narrowest = grid.columns.isFixed ? grid.placement(viewportWidth: 0) : GridLayout(
            count: grid.count, columns: .count(1), itemHeight: grid.itemHeight, rowSpacing: grid.rowSpacing,
            padding: grid.padding, fullSpanIndexes: grid.fullSpanIndexes, fullSpanHeight: grid.fullSpanHeight
        ).placement(viewportWidth: 0)
        try checkGridHeight(narrowest)
    }

    /// A placed grid's height within 1e12 (invalid_field at the grid itself).
    package static func checkGridHeight(_ placement: GridPlacement) throws(DecodeFailure) {
        guard placement.mainLength <= NumberRange.limit else {
            throw DecodeFailure(.invalidField(
                "lays its items out beyond 1e12 points: count, itemHeight (or aspectRatio), fullSpan height, spacing and padding must keep the grid within 1e12 points"))
        }
    }
}
