/// One section of a section list (`sections`): an optional header and footer, and rows as `count`
/// with `itemHeight` (or `estimatedSize` alone), or as `sizes` (a `nil` takes `estimatedSize`).
/// Headers, rows and footers each take one flat index, in content order.
public struct Section: Codable, Hashable, Sendable {
    /// The header's height; `nil`: no header (and no flat index for it).
    public var header: Double?
    public var count: Int?
    /// Every row's height.
    public var itemHeight: Double?
    /// Each row's height; `nil` for one of unknown size.
    public var sizes: [Double?]?
    /// The height of a row with none; such rows are estimated.
    public var estimatedSize: Double?
    /// Between rows; default 0.
    public var spacing: Double?
    /// The footer's height; `nil`: no footer.
    public var footer: Double?
    /// Ids, all or nothing across the list (default: the flat index): the header's, one per
    /// row, the footer's.
    public var headerId: ItemID?
    public var ids: [ItemID]?
    public var footerId: ItemID?

    public init(header: Double? = nil, count: Int? = nil, itemHeight: Double? = nil, sizes: [Double?]? = nil,
                estimatedSize: Double? = nil, spacing: Double? = nil, footer: Double? = nil,
                headerId: ItemID? = nil, ids: [ItemID]? = nil, footerId: ItemID? = nil) {
        self.header = header; self.count = count; self.itemHeight = itemHeight; self.sizes = sizes
        self.estimatedSize = estimatedSize; self.spacing = spacing; self.footer = footer
        self.headerId = headerId; self.ids = ids; self.footerId = footerId
    }
}

/// A part of a section: a row by its index in the section, the header or the footer.
public enum SectionItem: Codable, Hashable, Sendable {
    case row(Int)
    case header
    case footer

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .row(let row): try container.encode(row)
        case .header: try container.encode("header")
        case .footer: try container.encode("footer")
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let row = try? container.decode(Int.self) { self = .row(row); return }
        switch try container.decode(String.self) {
        case "header": self = .header
        case "footer": self = .footer
        case let other:
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a section item: \(other)")
        }
    }
}

/// The section header stuck at the top (`VisibilityAnswer.pinnedHeader`): its section, and its
/// top edge in viewport coordinates (negative while the next section pushes it out).
public struct PinnedHeader: Codable, Hashable, Sendable {
    public var section: Int
    public var y: Double

    public init(section: Int, y: Double) { self.section = section; self.y = y }
}
