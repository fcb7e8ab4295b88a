/// A compact vertical grid in place of `items`: `count` items filling rows left to right, a
/// `fullSpan` item taking a row of its own (sparse, greedy placement as CSS grid auto-placement
/// does). With n columns and `U = max(0, W − column·(n − 1))` (W the viewport's width less the
/// padding left and right), a cell in column c starts at `padding.left + c·(U/n + column)` and is
/// `U/n` wide; with k full-span items before item i and R its row, its top is
/// `padding.top + R·row + (R − k)·h + k·H` (h the cell height, H `fullSpan.height`). The grid
/// gives the content size. Encoded as the spec's `Grid`: `itemHeight` or `aspectRatio` from
/// `cellHeight`, the other fields only when set.
public struct Grid: Codable, Hashable, Sendable {
    /// The number of items (0 … 1,000,000,000).
    public var count: Int
    public var columns: GridColumns
    /// Default `fractional`.
    public var cellWidths: GridCellWidths?
    public var cellHeight: GridCellHeight
    /// Default 0 both ways.
    public var spacing: GridSpacing?
    /// Around the grid (each side >= 0, default 0).
    public var padding: Insets?
    public var fullSpan: GridFullSpan?
    /// One id per item, no repeats (default the index, 0 … n−1).
    public var ids: [ItemID]?

    public init(count: Int, columns: GridColumns, cellWidths: GridCellWidths? = nil, cellHeight: GridCellHeight,
                spacing: GridSpacing? = nil, padding: Insets? = nil, fullSpan: GridFullSpan? = nil, ids: [ItemID]? = nil) {
        self.count = count; self.columns = columns; self.cellWidths = cellWidths; self.cellHeight = cellHeight
        self.spacing = spacing; self.padding = padding; self.fullSpan = fullSpan; self.ids = ids
    }

    private enum Key: String, CodingKey {
        case count, columns, cellWidths, itemHeight, aspectRatio, spacing, padding, fullSpan, ids
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(count, forKey: .count)
        try container.encode(columns, forKey: .columns)
        try container.encodeIfPresent(cellWidths, forKey: .cellWidths)
        switch cellHeight {
        case .itemHeight(let height): try container.encode(height, forKey: .itemHeight)
        case .aspectRatio(let ratio): try container.encode(ratio, forKey: .aspectRatio)
        }
        try container.encodeIfPresent(spacing, forKey: .spacing)
        try container.encodeIfPresent(padding, forKey: .padding)
        try container.encodeIfPresent(fullSpan, forKey: .fullSpan)
        try container.encodeIfPresent(ids, forKey: .ids)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        count = try container.decode(Int.self, forKey: .count)
        columns = try container.decode(GridColumns.self, forKey: .columns)
        cellWidths = try container.decodeIfPresent(GridCellWidths.self, forKey: .cellWidths)
        if let ratio = try container.decodeIfPresent(Double.self, forKey: .aspectRatio) {
            cellHeight = .aspectRatio(ratio)
        } else {
            cellHeight = .itemHeight(try container.decode(Double.self, forKey: .itemHeight))
        }
        spacing = try container.decodeIfPresent(GridSpacing.self, forKey: .spacing)
        padding = try container.decodeIfPresent(Insets.self, forKey: .padding)
        fullSpan = try container.decodeIfPresent(GridFullSpan.self, forKey: .fullSpan)
        ids = try container.decodeIfPresent([ItemID].self, forKey: .ids)
    }
}
