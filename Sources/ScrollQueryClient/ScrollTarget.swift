/// What to scroll to (`target`).
public enum ScrollTarget: Codable, Hashable, Sendable {
    /// The item with this id.
    case id(ItemID)
    /// The item at this position of `items` (or of a stored layout; of a section list, the flat
    /// index: headers, rows and footers each take one, in content order).
    case index(Int)
    /// A part of section `section` of a section list: its header (`item` `nil` or `.header`),
    /// its row j, or its footer.
    case section(Int, item: SectionItem? = nil)
    /// A rect of the content.
    case rect(Rect)
    /// A point of the content (`ScrollPosition.scrollTo(point:)`); anchors do not apply.
    case point(Point)
    /// An edge or corner of the content (`ScrollViewProxy.scrollTo(.bottom)`); anchors do not apply.
    case edge(ContentEdge)
    /// The item after `after`; with `wrap`, the first after the last.
    case next(after: ItemID, wrap: Bool? = nil)
    /// The item before `before`; with `wrap`, the last before the first.
    case previous(before: ItemID, wrap: Bool? = nil)
    /// One viewport less `overlap` (points, default 0) from `contentOffset` that way, clamped; anchors do not apply.
    case page(PageDirection, overlap: Double? = nil)

    private enum Key: String, CodingKey { case id, index, section, item, rect, point, edge, next, previous, page, overlap }
    private struct Step: Codable, Hashable { var after: ItemID?; var before: ItemID?; var wrap: Bool? }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .id(let id): try container.encode(id, forKey: .id)
        case .index(let index): try container.encode(index, forKey: .index)
        case .section(let section, let item):
            try container.encode(section, forKey: .section)
            try container.encodeIfPresent(item, forKey: .item)
        case .rect(let rect): try container.encode(rect, forKey: .rect)
        case .point(let point): try container.encode(point, forKey: .point)
        case .edge(let edge): try container.encode(edge, forKey: .edge)
        case .next(let after, let wrap): try container.encode(Step(after: after, wrap: wrap), forKey: .next)
        case .previous(let before, let wrap): try container.encode(Step(before: before, wrap: wrap), forKey: .previous)
        case .page(let direction, let overlap):
            try container.encode(direction, forKey: .page)
            try container.encodeIfPresent(overlap, forKey: .overlap)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let id = try container.decodeIfPresent(ItemID.self, forKey: .id) { self = .id(id) }
        else if let index = try container.decodeIfPresent(Int.self, forKey: .index) { self = .index(index) }
        else if let section = try container.decodeIfPresent(Int.self, forKey: .section) {
            self = .section(section, item: try container.decodeIfPresent(SectionItem.self, forKey: .item))
        }
        else if let rect = try container.decodeIfPresent(Rect.self, forKey: .rect) { self = .rect(rect) }
        else if let point = try container.decodeIfPresent(Point.self, forKey: .point) { self = .point(point) }
        else if let edge = try container.decodeIfPresent(ContentEdge.self, forKey: .edge) { self = .edge(edge) }
        else if let step = try container.decodeIfPresent(Step.self, forKey: .next), let after = step.after {
            self = .next(after: after, wrap: step.wrap)
        } else if let step = try container.decodeIfPresent(Step.self, forKey: .previous), let before = step.before {
            self = .previous(before: before, wrap: step.wrap)
        } else if let direction = try container.decodeIfPresent(PageDirection.self, forKey: .page) {
            self = .page(direction, overlap: try container.decodeIfPresent(Double.self, forKey: .overlap))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no known target"))
        }
    }
}
