/// The answer of POST /v1/scroll/transition.
public struct TransitionAnswer: Codable, Hashable, Sendable {
    public var contentOffset: Point
    /// What was held still: an item, a pinned edge, or `nil` (the raw offset).
    public var anchor: TransitionAnchor?
    /// `contentOffset` less `before`'s offset.
    public var delta: Point
    public var clamped: AxisFlags

    private enum CodingKeys: String, CodingKey { case contentOffset, anchor, delta, clamped }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contentOffset, forKey: .contentOffset)
        try container.encode(anchor, forKey: .anchor)  // null when nothing was held: the answer has the key
        try container.encode(delta, forKey: .delta)
        try container.encode(clamped, forKey: .clamped)
    }
}
