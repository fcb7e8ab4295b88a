/// An item held at the same place on screen (`before`/`after`: its y on screen), or a pinned edge.
public enum TransitionAnchor: Codable, Hashable, Sendable {
    case item(id: ItemID, before: Double, after: Double)
    case edge(PinnedEdge)

    private struct ItemAnchor: Codable { var id: ItemID; var before: Double; var after: Double }
    private struct EdgeAnchor: Codable { var edge: PinnedEdge }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .item(let id, let before, let after): try ItemAnchor(id: id, before: before, after: after).encode(to: encoder)
        case .edge(let edge): try EdgeAnchor(edge: edge).encode(to: encoder)
        }
    }

    public init(from decoder: any Decoder) throws {
        if let edge = try? EdgeAnchor(from: decoder) {
            self = .edge(edge.edge)
        } else {
            let item = try ItemAnchor(from: decoder)
            self = .item(id: item.id, before: item.before, after: item.after)
        }
    }
}
