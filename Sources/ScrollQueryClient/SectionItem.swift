/// A part of a section: its header, its row j (from 0), or its footer.
public enum SectionItem: Codable, Hashable, Sendable, ExpressibleByIntegerLiteral {
    case header
    case row(Int)
    case footer

    public init(integerLiteral value: Int) { self = .row(value) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .header: try container.encode("header")
        case .row(let row): try container.encode(row)
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
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown section item \(other)")
        }
    }
}
