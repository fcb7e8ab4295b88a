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

    /// Where the animation goes: a point, or the answer to an offset request.
    enum Destination: Sendable {
        case point(Point)
        /// `animation.to` (and `from`, when the body has none) are filled in by the handler
        /// from the answer.
        case offsetRequest(ScrollOffsetQuery, fromGiven: Bool)
    }

    var animation: ScrollAnimation
    var destination: Destination
    var sampling: Sampling
}
