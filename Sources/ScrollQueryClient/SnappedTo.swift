/// What a snap answer's resting offset is aligned to: an item (`viewAligned`, `css`), or a page
/// index per axis (`paging`; page n rests at `range.min + n·pageSize`).
public enum SnappedTo: Codable, Hashable, Sendable {
    case id(ItemID)
    case page(Point)

    private enum Key: String, CodingKey { case id, page }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .id(let id): try container.encode(id, forKey: .id)
        case .page(let page): try container.encode(page, forKey: .page)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let page = try container.decodeIfPresent(Point.self, forKey: .page) {
            self = .page(page)
        } else {
            self = .id(try container.decode(ItemID.self, forKey: .id))
        }
    }
}
