/// New items before index `at` (0 … the item count): into a stack `sizes` (`nil`: estimated)
/// and `ids` (exactly when the stack has explicit ids); into an `items` layout `items`.
public enum LayoutInsert: Codable, Hashable, Sendable {
    case stack(at: Int, sizes: [Double?], ids: [ItemID]? = nil)
    case items(at: Int, items: [Item])

    private enum Key: String, CodingKey { case at, sizes, ids, items }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .stack(let at, let sizes, let ids):
            try container.encode(at, forKey: .at)
            try container.encode(sizes, forKey: .sizes)
            try container.encodeIfPresent(ids, forKey: .ids)
        case .items(let at, let items):
            try container.encode(at, forKey: .at)
            try container.encode(items, forKey: .items)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let at = try container.decode(Int.self, forKey: .at)
        if let items = try container.decodeIfPresent([Item].self, forKey: .items) {
            self = .items(at: at, items: items)
        } else {
            self = .stack(at: at, sizes: try container.decode([Double?].self, forKey: .sizes),
                          ids: try container.decodeIfPresent([ItemID].self, forKey: .ids))
        }
    }
}
