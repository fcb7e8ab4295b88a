/// Velocity kept per millisecond of a fling: `normal` 0.998, `fast` 0.99, or a rate in [0.001, 1).
public enum DecelerationRate: Codable, Hashable, Sendable {
    case normal, fast
    case rate(Double)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .normal: try container.encode("normal")
        case .fast: try container.encode("fast")
        case .rate(let rate): try container.encode(rate)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let rate = try? container.decode(Double.self) { self = .rate(rate); return }
        switch try container.decode(String.self) {
        case "normal": self = .normal
        case "fast": self = .fast
        case let name:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown rate \(name)"))
        }
    }
}
