/// `scroll-snap-type`: `mandatory`, or `proximity` within `proximity` points (default a third of
/// the snapport); `axis` default `both`.
public enum CSSSnapType: Codable, Hashable, Sendable {
    case mandatory(axis: CSSSnapAxis? = nil)
    case proximity(_ proximity: Double? = nil, axis: CSSSnapAxis? = nil)

    private enum Key: String, CodingKey { case type, proximity, axis }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .mandatory(let axis):
            try container.encode("mandatory", forKey: .type)
            try container.encodeIfPresent(axis, forKey: .axis)
        case .proximity(let proximity, let axis):
            try container.encode("proximity", forKey: .type)
            try container.encodeIfPresent(proximity, forKey: .proximity)
            try container.encodeIfPresent(axis, forKey: .axis)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let axis = try container.decodeIfPresent(CSSSnapAxis.self, forKey: .axis)
        switch try container.decode(String.self, forKey: .type) {
        case "mandatory": self = .mandatory(axis: axis)
        case "proximity": self = .proximity(try container.decodeIfPresent(Double.self, forKey: .proximity), axis: axis)
        case let type:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type \(type)")
        }
    }
}
