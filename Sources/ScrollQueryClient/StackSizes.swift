/// A stack's sizes along its axis: one per item (`nil`: not known, see `estimatedSize`), or
/// `count` items of one size (`{"uniform", "count"}`; `uniform` `nil`: every item estimated).
public enum StackSizes: Codable, Hashable, Sendable {
    case list([Double?])
    case uniform(Double?, count: Int)

    private enum Key: String, CodingKey { case uniform, count }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .list(let sizes):
            var container = encoder.singleValueContainer()
            try container.encode(sizes)
        case .uniform(let size, let count):
            var container = encoder.container(keyedBy: Key.self)
            try container.encodeIfPresent(size, forKey: .uniform)
            try container.encode(count, forKey: .count)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let sizes = try? decoder.singleValueContainer().decode([Double?].self) { self = .list(sizes); return }
        let container = try decoder.container(keyedBy: Key.self)
        self = .uniform(try container.decodeIfPresent(Double.self, forKey: .uniform),
                        count: try container.decode(Int.self, forKey: .count))
    }
}
