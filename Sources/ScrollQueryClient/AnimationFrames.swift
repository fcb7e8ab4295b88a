/// Which instants an animation answers: every 1/`framesPerSecond` s (default 60, at most 240),
/// spread evenly when more than `maxFrames` (default 1000, at most 15000); or exactly
/// `sampleTimes` (seconds in [0, 60], at most 10000), in that order.
public enum AnimationFrames: Hashable, Sendable {
    case rate(framesPerSecond: Double? = nil, maxFrames: Int? = nil)
    case sampleTimes([Double])
}
