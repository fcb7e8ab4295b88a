/// An item's `scroll-snap-align`: one value for both axes, or per axis (`nil` is `start`).
public enum SnapAlign: Codable, Hashable, Sendable {
    case both(SnapAlignName)
    case axes(x: SnapAlignName?, y: SnapAlignName?)

    private enum Key: String, CodingKey { case x, y }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .both(let name):
            var container = encoder.singleValueContainer()
            try container.encode(name)
        case .axes(let x, let y):
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(x, forKey: .x)
            try container.encodeIfPresent(y, forKey: .y)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(SnapAlignName.self) { self = .both(name); return }
        let container = try decoder.container(keyedBy: Key.self)
        self = .axes(x: try container.decodeIfPresent(SnapAlignName.self, forKey: .x),
                     y: try container.decodeIfPresent(SnapAlignName.self, forKey: .y))
    }
}
