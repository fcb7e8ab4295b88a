/// What to scroll to (`target`).
public enum ScrollTarget: Codable, Hashable, Sendable {
    /// The item with this id.
    case id(ItemID)
    /// The item at this position of `items` (or of a stored layout).
    case index(Int)
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
    /// A part of a section list: row `item` of section `section`, its header (`.header`, or
    /// `nil`) or its footer.
    case section(Int, item: SectionItem? = nil)

    private enum Key: String, CodingKey { case id, index, rect, point, edge, next, previous, page, overlap, section, item }
    private struct Step: Codable, Hashable { var after: ItemID?; var before: ItemID?; var wrap: Bool? }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .id(let id): try container.encode(id, forKey: .id)
        case .index(let index): try container.encode(index, forKey: .index)
        case .rect(let rect): try container.encode(rect, forKey: .rect)
        case .point(let point): try container.encode(point, forKey: .point)
        case .edge(let edge): try container.encode(edge, forKey: .edge)
        case .next(let after, let wrap): try container.encode(Step(after: after, wrap: wrap), forKey: .next)
        case .previous(let before, let wrap): try container.encode(Step(before: before, wrap: wrap), forKey: .previous)
        case .page(let direction, let overlap):
            try container.encode(direction, forKey: .page)
            try container.encodeIfPresent(overlap, forKey: .overlap)
        case .section(let section, let item):
            try container.encode(section, forKey: .section)
            try container.encodeIfPresent(item, forKey: .item)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let id = try container.decodeIfPresent(ItemID.self, forKey: .id) { self = .id(id) }
        else if let index = try container.decodeIfPresent(Int.self, forKey: .index) { self = .index(index) }
        else if let rect = try container.decodeIfPresent(Rect.self, forKey: .rect) { self = .rect(rect) }
        else if let point = try container.decodeIfPresent(Point.self, forKey: .point) { self = .point(point) }
        else if let edge = try container.decodeIfPresent(ContentEdge.self, forKey: .edge) { self = .edge(edge) }
        else if let step = try container.decodeIfPresent(Step.self, forKey: .next), let after = step.after {
            self = .next(after: after, wrap: step.wrap)
        } else if let step = try container.decodeIfPresent(Step.self, forKey: .previous), let before = step.before {
            self = .previous(before: before, wrap: step.wrap)
        } else if let direction = try container.decodeIfPresent(PageDirection.self, forKey: .page) {
            self = .page(direction, overlap: try container.decodeIfPresent(Double.self, forKey: .overlap))
        } else if let section = try container.decodeIfPresent(Int.self, forKey: .section) {
            self = .section(section, item: try container.decodeIfPresent(SectionItem.self, forKey: .item))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no known target"))
        }
    }
}
