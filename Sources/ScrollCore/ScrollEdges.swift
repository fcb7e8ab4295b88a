/// How far the offset is from each end of the range, and what that means for a list that
/// loads more content at its ends.
///
/// Distances are measured in the range (`ScrollRange`), so "at the bottom" of a chat with a
/// bottom inset means the last message sits above the inset, where `scrollTo(.bottom)` puts it.
/// An offset outside the range (rubber-banding) gives a negative distance.
public struct ScrollEdges: Sendable, Equatable {
    /// How close to an end of the range counts as at it: half a point (one pixel at 2×), so an
    /// offset rounded to the pixel grid or off by the platforms' floating-point arithmetic
    /// still counts.
    public static let atTolerance = 0.5

    public var distanceToTop: Double
    public var distanceToBottom: Double
    public var distanceToLeading: Double
    public var distanceToTrailing: Double
    /// The distance at or below which an end is "near" (`prefetchDistance`, ≥ 0): the trigger
    /// for loading the next page before the user reaches the end.
    public var prefetchDistance: Double

    public init(range: ScrollRange, offset: Point, prefetchDistance: Double) {
        distanceToTop = offset.y - range.min.y
        distanceToBottom = range.max.y - offset.y
        distanceToLeading = offset.x - range.min.x
        distanceToTrailing = range.max.x - offset.x
        self.prefetchDistance = prefetchDistance
    }

    public var atTop: Bool { distanceToTop <= Self.atTolerance }
    public var atBottom: Bool { distanceToBottom <= Self.atTolerance }
    public var atLeading: Bool { distanceToLeading <= Self.atTolerance }
    public var atTrailing: Bool { distanceToTrailing <= Self.atTolerance }

    public var nearTop: Bool { distanceToTop <= prefetchDistance }
    public var nearBottom: Bool { distanceToBottom <= prefetchDistance }
    public var nearLeading: Bool { distanceToLeading <= prefetchDistance }
    public var nearTrailing: Bool { distanceToTrailing <= prefetchDistance }
}
