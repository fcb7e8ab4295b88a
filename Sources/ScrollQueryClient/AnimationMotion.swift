/// How an animation moves. A timing curve (default `easeInOut`) runs for `duration` seconds
/// (default 0.25, in [0.001, 60]) from rest. A spring starts at `initialVelocity` (points per
/// second; default 0, or a snap destination's velocity) and settles within `epsilon` points
/// (default 0.5).
public enum AnimationMotion: Hashable, Sendable {
    case timing(TimingCurve? = nil, duration: Double? = nil)
    case spring(SpringCurve, initialVelocity: Point? = nil, epsilon: Double? = nil)
}
