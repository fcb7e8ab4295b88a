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

    private enum Key: String, CodingKey { case id, index, rect, point, edge, next, previous }
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
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no known target"))
        }
    }
}

/// An edge or corner of the content.
public enum ContentEdge: String, Codable, Hashable, Sendable {
    case top, bottom, leading, trailing, center, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// Where the target goes in the view: a named anchor (SwiftUI's `UnitPoint`s, UIKit's scroll
/// positions, CSS `block`/`inline`), or a fraction per axis (0 top/leading … 1 bottom/trailing).
public enum ScrollAnchor: Codable, Hashable, Sendable {
    case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing, nearest
    case axes(x: AxisAnchor?, y: AxisAnchor?)

    private static let names: [(ScrollAnchor, String)] = [
        (.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"), (.leading, "leading"),
        (.center, "center"), (.trailing, "trailing"), (.bottomLeading, "bottomLeading"), (.bottom, "bottom"),
        (.bottomTrailing, "bottomTrailing"), (.nearest, "nearest"),
    ]
    private struct Axes: Codable { var x: AxisAnchor?; var y: AxisAnchor? }

    public func encode(to encoder: any Encoder) throws {
        if case .axes(let x, let y) = self { return try Axes(x: x, y: y).encode(to: encoder) }
        var container = encoder.singleValueContainer()
        try container.encode(Self.names.first { $0.0 == self }!.1)
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            guard let anchor = Self.names.first(where: { $0.1 == name })?.0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown anchor \(name)"))
            }
            self = anchor
        } else {
            let axes = try Axes(from: decoder)
            self = .axes(x: axes.x, y: axes.y)
        }
    }
}

/// One axis of an anchor: a fraction of the view (0…1), or `nearest` (the least scrolling).
public enum AxisAnchor: Codable, Hashable, Sendable {
    case fraction(Double)
    case nearest

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .fraction(let value): try container.encode(value)
        case .nearest: try container.encode("nearest")
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) { self = .fraction(value) } else {
            guard try container.decode(String.self) == "nearest" else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a number or nearest"))
            }
            self = .nearest
        }
    }
}

/// POST /v1/scroll/offset: where the content offset should be to show `target`.
public struct ScrollOffsetRequest: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var contentOffset: Point?
    public var items: [Item]?
    public var layout: String?
    public var target: ScrollTarget
    public var anchor: ScrollAnchor?
    public var margin: Insets?
    public var semantics: Semantics?
    /// Pixels per point: the answer is rounded to the pixel grid.
    public var displayScale: Double?

    public init(viewport: Size, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, items: [Item]? = nil, layout: String? = nil, target: ScrollTarget,
                anchor: ScrollAnchor? = nil, margin: Insets? = nil, semantics: Semantics? = nil, displayScale: Double? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.items = items; self.layout = layout
        self.target = target; self.anchor = anchor; self.margin = margin; self.semantics = semantics
        self.displayScale = displayScale
    }

    /// The request for `view` (its viewport, content, insets, offset, items or layout).
    public init(_ view: ScrollView, target: ScrollTarget, anchor: ScrollAnchor? = nil, margin: Insets? = nil,
                semantics: Semantics? = nil, displayScale: Double? = nil) {
        self.init(viewport: view.viewport, contentSize: view.contentSize, contentInsets: view.contentInsets,
                  scrollPadding: view.scrollPadding, contentOffset: view.contentOffset, items: view.items,
                  layout: view.layout, target: target, anchor: anchor, margin: margin, semantics: semantics,
                  displayScale: displayScale)
    }
}

/// The answer of POST /v1/scroll/offset.
public struct ScrollOffsetAnswer: Codable, Hashable, Sendable {
    /// Where to scroll: `idealOffset` clamped to `range` (and rounded with `displayScale`).
    public var contentOffset: Point
    /// Where the anchor rule puts the target, before clamping.
    public var idealOffset: Point
    public var clamped: AxisFlags
    public var range: OffsetRange
    /// The content rect the view shows at `contentOffset`.
    public var visibleRect: Rect
    /// The target's rect (targets that name a frame).
    public var targetRect: Rect?
    /// The item scrolled to, for `next`/`previous` targets.
    public var targetId: ItemID?
    /// CSS's scrollLeft/scrollTop for `contentOffset` (semantics css, right-to-left and vertical modes).
    public var scrollPosition: ScrollPosition?
    /// Whether the answer rests on estimated sizes (stored layouts with unknown sizes).
    public var estimated: Bool?
}

/// CSS `scrollLeft`/`scrollTop`.
public struct ScrollPosition: Codable, Hashable, Sendable {
    public var left: Double
    public var top: Double
}
