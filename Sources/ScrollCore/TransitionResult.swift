/// The answer to a `ScrollTransition`.
public struct TransitionResult: Sendable, Equatable {
    /// The offset after the change, inside the new range.
    public var contentOffset: Point
    public var anchor: TransitionAnchor
    /// `contentOffset` less the offset before the change.
    public var delta: Point
    /// Per axis, whether the offset the rule asked for lay outside the new range.
    public var clampedX: Bool
    public var clampedY: Bool

    public init(contentOffset: Point, anchor: TransitionAnchor, delta: Point, clampedX: Bool, clampedY: Bool) {
        self.contentOffset = contentOffset
        self.anchor = anchor
        self.delta = delta
        self.clampedX = clampedX
        self.clampedY = clampedY
    }
}
