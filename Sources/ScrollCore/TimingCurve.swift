/// How an animation moves from `from` to `to`: a timing curve over a fixed duration, or a spring
/// that takes as long as it takes.
public enum TimingCurve: Sendable, Equatable {
    case bezier(CubicBezier)
    case spring(Spring)
}
