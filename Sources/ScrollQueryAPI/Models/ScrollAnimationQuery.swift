import ScrollCore

/// A validated `POST /v1/scroll/animation` request.
struct ScrollAnimationQuery: Sendable {
    /// How the frames are sampled.
    enum Sampling: Sendable {
        /// Every 1/fps seconds from 0, plus the end; at most `maxFrames` frames.
        case rate(framesPerSecond: Double, maxFrames: Int)
        /// Exactly these instants, in the order given.
        case times([Double])
    }

    /// Where the animation goes: a point, or the answer to an offset or a snap request.
    enum Destination: Sendable {
        case point(Point)
        /// `animation.to` is filled in by the handler from the answer; `from`, when the body has
        /// none, is the request's `contentOffset`.
        case offsetRequest(ScrollOffsetQuery)
        /// `animation.to` is the snap's resting `contentOffset`, filled in by the handler; when
        /// the body has no `initialVelocity`, a spring starts at the snap's answer `velocity`
        /// (points per second, like `initialVelocity`; no conversion).
        case snapRequest(ScrollSnapQuery, velocityGiven: Bool)
    }

    var animation: ScrollAnimation
    var destination: Destination
    var sampling: Sampling
}
