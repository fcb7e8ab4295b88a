/// A compact vertical grid in place of `items`: `count` items filling rows of `columns` left to
/// right; `fullSpan` items take a row of their own. Send `itemHeight` or `aspectRatio`.
public struct Grid: Codable, Hashable, Sendable {
    public var count: Int
    public var columns: GridColumns
    /// Default `fractional`.
    public var cellWidths: GridCellWidths?
    /// A row's height in points.
    public var itemHeight: Double?
    /// Width over height of a cell, in place of `itemHeight` (Flutter `childAspectRatio`).
    public var aspectRatio: Double?
    public var spacing: GridSpacing?
    /// Around the grid (each side >= 0).
    public var padding: Insets?
    public var fullSpan: GridFullSpan?
    /// The ids in order (default the index, 0 … n−1).
    public var ids: [ItemID]?

    public init(count: Int, columns: GridColumns, cellWidths: GridCellWidths? = nil, itemHeight: Double? = nil,
                aspectRatio: Double? = nil, spacing: GridSpacing? = nil, padding: Insets? = nil,
                fullSpan: GridFullSpan? = nil, ids: [ItemID]? = nil) {
        self.count = count; self.columns = columns; self.cellWidths = cellWidths; self.itemHeight = itemHeight
        self.aspectRatio = aspectRatio; self.spacing = spacing; self.padding = padding; self.fullSpan = fullSpan
        self.ids = ids
    }
}

/// How many columns: a count, or as many as fit at least `minimumWidth` wide (CSS `auto-fill`,
/// Compose `GridCells.Adaptive`), or Flutter's `maxCrossAxisExtent` rule.
public enum GridColumns: Codable, Hashable, Sendable {
    case count(Int)
    case minimumWidth(Double)
    case maximumWidth(Double)

    private enum Key: String, CodingKey { case minimumWidth, maximumWidth }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .count(let count):
            var container = encoder.singleValueContainer()
            try container.encode(count)
        case .minimumWidth(let width):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(width, forKey: .minimumWidth)
        case .maximumWidth(let width):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(width, forKey: .maximumWidth)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let count = try? decoder.singleValueContainer().decode(Int.self) { self = .count(count); return }
        let container = try decoder.container(keyedBy: Key.self)
        if let width = try container.decodeIfPresent(Double.self, forKey: .minimumWidth) {
            self = .minimumWidth(width)
        } else {
            self = .maximumWidth(try container.decode(Double.self, forKey: .maximumWidth))
        }
    }
}

/// `fractional`: every column the same share of the width; `integer`: whole units, the
/// leftover ones to the first columns (Compose, in pixels).
public enum GridCellWidths: String, Codable, Hashable, Sendable {
    case fractional, integer
}

/// Between rows and between columns (each >= 0, default 0).
public struct GridSpacing: Codable, Hashable, Sendable {
    public var row: Double?
    public var column: Double?

    public init(row: Double? = nil, column: Double? = nil) { self.row = row; self.column = column }

    /// The same spacing between rows and between columns.
    public init(_ both: Double) { row = both; column = both }
}

/// Items that take a whole row (section headers in a grid), all `height` tall.
public struct GridFullSpan: Codable, Hashable, Sendable {
    public var indexes: [Int]
    public var height: Double

    public init(indexes: [Int], height: Double) { self.indexes = indexes; self.height = height }
}
