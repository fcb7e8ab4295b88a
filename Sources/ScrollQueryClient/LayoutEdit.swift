/// One edit of POST /v1/layouts/{layoutId}/edits, applied in order. Encoded as
/// `{"insert": …}`, `{"remove": {"ids": …}}` or `{"resize": {"id", "size"}}`.
public enum LayoutEdit: Codable, Hashable, Sendable {
    case insert(LayoutInsert)
    /// Takes items out by id; in a stack the items after each close up.
    case remove(ids: [ItemID])
    /// Sets one item's size; in a stack the items after it move.
    case resize(id: ItemID, size: LayoutEditSize)

    private enum Key: String, CodingKey { case insert, remove, resize, ids, id, size }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .insert(let insert): try container.encode(insert, forKey: .insert)
        case .remove(let ids):
            var remove = container.nestedContainer(keyedBy: Key.self, forKey: .remove)
            try remove.encode(ids, forKey: .ids)
        case .resize(let id, let size):
            var resize = container.nestedContainer(keyedBy: Key.self, forKey: .resize)
            try resize.encode(id, forKey: .id)
            try resize.encode(size, forKey: .size)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let insert = try container.decodeIfPresent(LayoutInsert.self, forKey: .insert) {
            self = .insert(insert)
        } else if container.contains(.remove) {
            let remove = try container.nestedContainer(keyedBy: Key.self, forKey: .remove)
            self = .remove(ids: try remove.decode([ItemID].self, forKey: .ids))
        } else {
            let resize = try container.nestedContainer(keyedBy: Key.self, forKey: .resize)
            self = .resize(id: try resize.decode(ItemID.self, forKey: .id), size: try resize.decode(LayoutEditSize.self, forKey: .size))
        }
    }
}
