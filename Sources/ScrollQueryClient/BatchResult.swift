/// One result of a batch: the answer of the request's endpoint, or its error. Decoded by the
/// answer's own keys (`error`, `frames`, `projectedOffset`, `scrollable`, `edges`, else an offset answer).
public enum BatchResult: Codable, Hashable, Sendable {
    case offset(ScrollOffsetAnswer)
    case visibility(VisibilityAnswer)
    case snap(ScrollSnapAnswer)
    case animation(ScrollAnimationAnswer)
    case range(ScrollRangeAnswer)
    case error(BatchError)

    private enum Key: String, CodingKey { case error, frames, projectedOffset, scrollable, edges }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .offset(let answer): try answer.encode(to: encoder)
        case .visibility(let answer): try answer.encode(to: encoder)
        case .snap(let answer): try answer.encode(to: encoder)
        case .animation(let answer): try answer.encode(to: encoder)
        case .range(let answer): try answer.encode(to: encoder)
        case .error(let error): try error.encode(to: encoder)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if container.contains(.error) { self = .error(try BatchError(from: decoder)) }
        else if container.contains(.frames) { self = .animation(try ScrollAnimationAnswer(from: decoder)) }
        else if container.contains(.projectedOffset) { self = .snap(try ScrollSnapAnswer(from: decoder)) }
        else if container.contains(.scrollable) { self = .range(try ScrollRangeAnswer(from: decoder)) }
        else if container.contains(.edges) { self = .visibility(try VisibilityAnswer(from: decoder)) }
        else { self = .offset(try ScrollOffsetAnswer(from: decoder)) }
    }
}
