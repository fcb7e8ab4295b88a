/// The answer of POST /v1/scroll/animation.
public struct ScrollAnimationAnswer: Codable, Hashable, Sendable {
    /// One keyframe: `t` seconds from the start, the offset, and its velocity in points per second.
    public struct Frame: Codable, Hashable, Sendable {
        public var t: Double
        public var x: Double
        public var y: Double
        public var vx: Double
        public var vy: Double
    }

    public var frames: [Frame]
    /// The motion's length in seconds.
    public var duration: Double
    /// Whether a spring settled within 60 s (a timing curve always does).
    public var settled: Bool
    /// Per axis, how far the motion goes past the end; `nil` when it never does.
    public var overshoot: Point?

    private enum CodingKeys: String, CodingKey { case frames, duration, settled, overshoot }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(frames, forKey: .frames)
        try container.encode(duration, forKey: .duration)
        try container.encode(settled, forKey: .settled)
        try container.encode(overshoot, forKey: .overshoot)  // null when it never does: the answer has the key
    }
}
