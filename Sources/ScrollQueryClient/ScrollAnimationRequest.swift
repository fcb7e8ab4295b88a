/// POST /v1/scroll/animation: the keyframes of a scroll animation from `from` to `destination`.
public struct ScrollAnimationRequest: Codable, Hashable, Sendable {
    /// Required with `.to`; with an offset or snap request, default its `contentOffset`.
    public var from: Point?
    public var destination: AnimationDestination
    public var motion: AnimationMotion
    /// Default `.rate()`: 60 per second.
    public var frames: AnimationFrames?

    public init(from: Point? = nil, destination: AnimationDestination, motion: AnimationMotion = .timing(),
                frames: AnimationFrames? = nil) {
        self.from = from; self.destination = destination; self.motion = motion; self.frames = frames
    }

    private enum Key: String, CodingKey {
        case from, to, offsetRequest, snapRequest, initialVelocity, curve, duration, epsilon
        case framesPerSecond, maxFrames, sampleTimes
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(from, forKey: .from)
        switch destination {
        case .to(let to): try container.encode(to, forKey: .to)
        case .offsetRequest(let request): try container.encode(request, forKey: .offsetRequest)
        case .snapRequest(let request): try container.encode(request, forKey: .snapRequest)
        }
        switch motion {
        case .timing(let curve, let duration):
            try container.encodeIfPresent(curve, forKey: .curve)
            try container.encodeIfPresent(duration, forKey: .duration)
        case .spring(let curve, let initialVelocity, let epsilon):
            try container.encode(curve, forKey: .curve)
            try container.encodeIfPresent(initialVelocity, forKey: .initialVelocity)
            try container.encodeIfPresent(epsilon, forKey: .epsilon)
        }
        switch frames {
        case .rate(let framesPerSecond, let maxFrames)?:
            try container.encodeIfPresent(framesPerSecond, forKey: .framesPerSecond)
            try container.encodeIfPresent(maxFrames, forKey: .maxFrames)
        case .sampleTimes(let times)?: try container.encode(times, forKey: .sampleTimes)
        case nil: break
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        from = try container.decodeIfPresent(Point.self, forKey: .from)
        if let to = try container.decodeIfPresent(Point.self, forKey: .to) {
            destination = .to(to)
        } else if let request = try container.decodeIfPresent(ScrollOffsetRequest.self, forKey: .offsetRequest) {
            destination = .offsetRequest(request)
        } else {
            destination = .snapRequest(try container.decode(ScrollSnapRequest.self, forKey: .snapRequest))
        }
        if let spring = try? container.decode(SpringCurve.self, forKey: .curve) {
            motion = .spring(spring, initialVelocity: try container.decodeIfPresent(Point.self, forKey: .initialVelocity),
                             epsilon: try container.decodeIfPresent(Double.self, forKey: .epsilon))
        } else {
            motion = .timing(try container.decodeIfPresent(TimingCurve.self, forKey: .curve),
                             duration: try container.decodeIfPresent(Double.self, forKey: .duration))
        }
        if let times = try container.decodeIfPresent([Double].self, forKey: .sampleTimes) {
            frames = .sampleTimes(times)
        } else if container.contains(.framesPerSecond) || container.contains(.maxFrames) {
            frames = .rate(framesPerSecond: try container.decodeIfPresent(Double.self, forKey: .framesPerSecond),
                           maxFrames: try container.decodeIfPresent(Int.self, forKey: .maxFrames))
        } else {
            frames = nil
        }
    }
}
