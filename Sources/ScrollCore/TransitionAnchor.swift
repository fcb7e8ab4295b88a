/// What a transition held still.
public enum TransitionAnchor: Sendable, Equatable {
    /// An item: its index in `before` and in `after`, and its on-screen position (content
    /// position less the offset) before the change and after the answer.
    case item(beforeIndex: Int, afterIndex: Int, before: Point, after: Point)
    /// An end of the range.
    case top
    case bottom
    /// Nothing: the raw offset was kept (clamped).
    case none
}
