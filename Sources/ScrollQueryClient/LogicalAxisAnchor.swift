/// One logical axis of an anchor: CSS `ScrollLogicalPosition` (start 0, center 0.5, end 1, from
/// the axis' start side), `nearest`, or a unit position within ±1e6.
public enum LogicalAxisAnchor: Codable, Hashable, Sendable {
    case start, center, end, nearest
    case fraction(Double)

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .start: try container.encode("start")
        case .center: try container.encode("center")
        case .end: try container.encode("end")
        case .nearest: try container.encode("nearest")
        case .fraction(let value): try container.encode(value)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) { self = .fraction(value); return }
        switch try container.decode(String.self) {
        case "start": self = .start
        case "center": self = .center
        case "end": self = .end
        case "nearest": self = .nearest
        case let name:
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown logical anchor \(name)"))
        }
    }
}
