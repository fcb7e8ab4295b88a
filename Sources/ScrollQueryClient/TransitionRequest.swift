/// POST /v1/scroll/transition: where the offset goes when the content or the viewport changes.
public struct TransitionRequest: Codable, Hashable, Sendable {
    /// The scroll view with the offset the user was at.
    public var before: ScrollView
    public var after: ScrollViewChange
    public var keep: TransitionKeep?
    public var semantics: Semantics?

    public init(before: ScrollView, after: ScrollViewChange, keep: TransitionKeep? = nil, semantics: Semantics? = nil) {
        self.before = before; self.after = after; self.keep = keep; self.semantics = semantics
    }
}
