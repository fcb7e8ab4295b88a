/// One request of a batch: an endpoint's own request, encoded with `op` beside its fields. It is
/// asked over the batch's scroll view, so its items (`items`, `stack`, `grid`, `lanes`, `sections`,
/// `pinnedHeaders`, `layout`) (and for offset, range and
/// animation's offset request `direction` and `writingMode`) stay `nil`; its `viewport`,
/// `contentSize`, `contentInsets`, `scrollPadding` and `contentOffset` replace the batch's (the
/// request types require `viewport`, so a batch operation always sends its own).
public enum BatchOperation: Codable, Hashable, Sendable {
    case offset(ScrollOffsetRequest)
    case visibility(VisibilityRequest)
    case snap(ScrollSnapRequest)
    case animation(ScrollAnimationRequest)
    case range(ScrollRangeRequest)

    private enum Key: String, CodingKey { case op }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .offset(let request):
            try container.encode("offset", forKey: .op)
            try request.encode(to: encoder)
        case .visibility(let request):
            try container.encode("visibility", forKey: .op)
            try request.encode(to: encoder)
        case .snap(let request):
            try container.encode("snap", forKey: .op)
            try request.encode(to: encoder)
        case .animation(let request):
            try container.encode("animation", forKey: .op)
            try request.encode(to: encoder)
        case .range(let request):
            try container.encode("range", forKey: .op)
            try request.encode(to: encoder)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(String.self, forKey: .op) {
        case "offset": self = .offset(try ScrollOffsetRequest(from: decoder))
        case "visibility": self = .visibility(try VisibilityRequest(from: decoder))
        case "snap": self = .snap(try ScrollSnapRequest(from: decoder))
        case "animation": self = .animation(try ScrollAnimationRequest(from: decoder))
        case "range": self = .range(try ScrollRangeRequest(from: decoder))
        case let op: throw DecodingError.dataCorruptedError(forKey: .op, in: container, debugDescription: "unknown op \(op)")
        }
    }
}
