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

    var animation: ScrollAnimation
    var sampling: Sampling
}
