/// What changed between `before` and `after` of a transition: only the fields given change.
public struct ScrollViewChange: Codable, Hashable, Sendable {
    public var viewport: Size?
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var items: [Item]?
    public var layout: String?

    public init(viewport: Size? = nil, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                items: [Item]? = nil, layout: String? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.items = items; self.layout = layout
    }
}

/// What a transition holds still (`keep`; default `auto`: what the platform of `semantics` does).
public enum TransitionKeep: Codable, Hashable, Sendable {
    case auto, top, bottom, firstVisible, offset
    case item(ItemID)

    private struct ItemKeep: Codable { var id: ItemID }

    public func encode(to encoder: any Encoder) throws {
        if case .item(let id) = self { return try ItemKeep(id: id).encode(to: encoder) }
        var container = encoder.singleValueContainer()
        switch self {
        case .auto: try container.encode("auto")
        case .top: try container.encode("top")
        case .bottom: try container.encode("bottom")
        case .firstVisible: try container.encode("firstVisible")
        case .offset, .item: try container.encode("offset")
        }
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "auto": self = .auto
            case "top": self = .top
            case "bottom": self = .bottom
            case "firstVisible": self = .firstVisible
            case "offset": self = .offset
            default: throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown keep \(name)"))
            }
        } else {
            self = .item(try ItemKeep(from: decoder).id)
        }
    }
}

/// POST /v1/scroll/transition: where the offset goes when the content or the viewport changes.
public struct TransitionRequest: Codable, Hashable, Sendable {
    /// The scroll view with the offset the user was at.
    public var before: ScrollView
    public var after: ScrollViewChange
    public var keep: TransitionKeep?
    public var semantics: Semantics?

    public init(before: ScrollView, after: ScrollViewChange, keep: TransitionKeep? = nil, semantics: Semantics? = nil) {
        self.before = before; self.after = after; self.keep = keep; self.semantics = semantics
    }
}

/// The answer of POST /v1/scroll/transition.
public struct TransitionAnswer: Codable, Hashable, Sendable {
    public var contentOffset: Point
    /// What was held still: an item, a pinned edge, or `nil` (the raw offset).
    public var anchor: TransitionAnchor?
    /// `contentOffset` less `before`'s offset.
    public var delta: Point
    public var clamped: AxisFlags

    private enum CodingKeys: String, CodingKey { case contentOffset, anchor, delta, clamped }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contentOffset, forKey: .contentOffset)
        try container.encode(anchor, forKey: .anchor)  // null when nothing was held: the answer has the key
        try container.encode(delta, forKey: .delta)
        try container.encode(clamped, forKey: .clamped)
    }
}

/// An item held at the same place on screen (`before`/`after`: its y on screen), or a pinned edge.
public enum TransitionAnchor: Codable, Hashable, Sendable {
    case item(id: ItemID, before: Double, after: Double)
    case edge(String)

    private struct ItemAnchor: Codable { var id: ItemID; var before: Double; var after: Double }
    private struct EdgeAnchor: Codable { var edge: String }

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
