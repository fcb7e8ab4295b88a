/// What comes to rest: a fling released at `contentOffset` (`velocity`, points per second), an
/// intended end (`proposedOffset`, CSS `scrollTo`) or an intended move (`delta`, CSS `scrollBy`).
/// Encoded as that one key of the snap request.
public enum SnapMotion: Hashable, Sendable {
    case velocity(Point)
    case proposedOffset(Point)
    case delta(Point)
}
