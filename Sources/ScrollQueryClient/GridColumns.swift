/// A grid's column count in the available width W with column spacing s.
public enum GridColumns: Codable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// n columns, 1 … 1,000,000 (CSS `repeat(n, 1fr)`, Compose `GridCells.Fixed`, Flutter
    /// `SliverGridDelegateWithFixedCrossAxisCount`, Android `GridLayoutManager(spanCount)`).
    case count(Int)
    /// `{"minimumWidth": w}` (w > 0): `max(1, floor((W + s) / (w + s)))` columns (CSS
    /// `repeat(auto-fill, minmax(w, 1fr))`, Compose `GridCells.Adaptive`, SwiftUI `.adaptive(minimum:)`).
    case minimumWidth(Double)
    /// `{"maximumWidth": w}` (w > 0): `max(1, ceil(W / (w + s)))` columns (Flutter
    /// `SliverGridDelegateWithMaxCrossAxisExtent`).
    case maximumWidth(Double)

    public init(integerLiteral value: Int) { self = .count(value) }

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
