/// A spring: SwiftUI's `smooth`, `snappy`, `bouncy`, or `{"spring": …}` with one
/// parameterisation — `response`/`dampingFraction` (stiffness (2π/response)², damping
/// 4π·dampingFraction/response), `duration`/`bounce`, or `mass`/`stiffness`/`damping` (mass default 1).
public enum SpringCurve: Codable, Hashable, Sendable {
    case smooth, snappy, bouncy
    /// At least one of the two (defaults 0.5 and 0.825).
    case response(Double?, dampingFraction: Double?)
    /// At least one of the two (defaults 0.5 and 0).
    case duration(Double?, bounce: Double?)
    case physical(mass: Double? = nil, stiffness: Double, damping: Double)

    private enum Key: String, CodingKey { case spring, response, dampingFraction, duration, bounce, mass, stiffness, damping }

    public func encode(to encoder: any Encoder) throws {
        let name: String
        switch self {
        case .smooth: name = "smooth"
        case .snappy: name = "snappy"
        case .bouncy: name = "bouncy"
        case .response(let response, let dampingFraction):
            var spring = Self.springContainer(encoder)
            try spring.encodeIfPresent(response, forKey: .response)
            try spring.encodeIfPresent(dampingFraction, forKey: .dampingFraction)
            return
        case .duration(let duration, let bounce):
            var spring = Self.springContainer(encoder)
            try spring.encodeIfPresent(duration, forKey: .duration)
            try spring.encodeIfPresent(bounce, forKey: .bounce)
            return
        case .physical(let mass, let stiffness, let damping):
            var spring = Self.springContainer(encoder)
            try spring.encodeIfPresent(mass, forKey: .mass)
            try spring.encode(stiffness, forKey: .stiffness)
            try spring.encode(damping, forKey: .damping)
            return
        }
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    private static func springContainer(_ encoder: any Encoder) -> KeyedEncodingContainer<Key> {
        var container = encoder.container(keyedBy: Key.self)
        return container.nestedContainer(keyedBy: Key.self, forKey: .spring)
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "smooth": self = .smooth
            case "snappy": self = .snappy
            case "bouncy": self = .bouncy
            default: throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown spring \(name)"))
            }
            return
        }
        let spring = try decoder.container(keyedBy: Key.self).nestedContainer(keyedBy: Key.self, forKey: .spring)
        if let stiffness = try spring.decodeIfPresent(Double.self, forKey: .stiffness) {
            self = .physical(mass: try spring.decodeIfPresent(Double.self, forKey: .mass), stiffness: stiffness,
                             damping: try spring.decode(Double.self, forKey: .damping))
        } else if spring.contains(.duration) || spring.contains(.bounce) {
            self = .duration(try spring.decodeIfPresent(Double.self, forKey: .duration),
                             bounce: try spring.decodeIfPresent(Double.self, forKey: .bounce))
        } else {
            self = .response(try spring.decodeIfPresent(Double.self, forKey: .response),
                             dampingFraction: try spring.decodeIfPresent(Double.self, forKey: .dampingFraction))
        }
    }
}
