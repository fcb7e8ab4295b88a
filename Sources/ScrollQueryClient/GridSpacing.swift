/// A grid's spacing (>= 0, default 0): one number for both ways (CSS `gap`), or between rows
/// (`row`) and between columns (`column`) apart.
public enum GridSpacing: Codable, Hashable, Sendable {
    case both(Double)
    case axes(row: Double? = nil, column: Double? = nil)

    private struct Axes: Codable { var row: Double?; var column: Double? }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .both(let spacing):
            var container = encoder.singleValueContainer()
            try container.encode(spacing)
        case .axes(let row, let column): try Axes(row: row, column: column).encode(to: encoder)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let spacing = try? decoder.singleValueContainer().decode(Double.self) { self = .both(spacing); return }
        let axes = try Axes(from: decoder)
        self = .axes(row: axes.row, column: axes.column)
    }
}
