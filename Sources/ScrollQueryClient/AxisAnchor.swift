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
