/// The answer of POST /v1/scroll/snap.
public struct ScrollSnapAnswer: Codable, Hashable, Sendable {
    /// Where the motion ends before snapping (not clamped).
    public var projectedOffset: Point
    /// The resting offset (snapped, clamped).
    public var contentOffset: Point
    /// The item or page the offset is aligned to; `nil` under `none` or when nothing was chosen.
    public var snappedTo: SnappedTo?
    /// Points per second: the fling that, released at the request's `contentOffset`, rests at
    /// `contentOffset` (a spring's initial velocity there).
    public var velocity: Point

    private enum CodingKeys: String, CodingKey { case projectedOffset, contentOffset, snappedTo, velocity }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(projectedOffset, forKey: .projectedOffset)
        try container.encode(contentOffset, forKey: .contentOffset)
        try container.encode(snappedTo, forKey: .snappedTo)  // null when nothing: the answer has the key
        try container.encode(velocity, forKey: .velocity)
    }
}
