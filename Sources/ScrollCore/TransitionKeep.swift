/// What a scroll view keeps still when its content or size changes.
public enum TransitionKeep: Sendable, Equatable {
    /// What the platform named by the semantics does by itself (`ScrollTransition.autoRule`).
    case auto
    /// Stay pinned to the top (the range minimum on y).
    case top
    /// Stay pinned to the bottom (the range maximum on y): a chat showing its newest message.
    case bottom
    /// Keep this item's on-screen position; the index is its position in `before`.
    case item(Int)
    /// Keep the on-screen position of the first item the safe area shows.
    case firstVisible
    /// Keep the raw offset, clamped to the new range.
    case offset
}
