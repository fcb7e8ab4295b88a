/// The answer of POST /v1/scroll/visibility (its `geometry` is left out: the request holds it).
public struct VisibilityAnswer: Codable, Hashable, Sendable {
    public struct VisibleItem: Codable, Hashable, Sendable {
        public var id: ItemID
        public var visibleFraction: Double
        public var visibleRect: Rect
        public var visible: Bool
        public var estimated: Bool?
        /// With `sections`: the item's section.
        public var section: Int?
        /// With `sections`: the row's index in its section, or its header or footer.
        public var item: SectionItem?
        /// With `sections` and `pinnedHeaders`: how much of the item's visible height the pinned
        /// header covers (0 for the header itself); `visibleFraction` and `visible` count only
        /// the uncovered part.
        public var coveredByPinnedHeader: Double?
    }

    public struct Edges: Codable, Hashable, Sendable {
        public var atTop, atBottom, atLeading, atTrailing: Bool
        public var nearTop, nearBottom, nearLeading, nearTrailing: Bool
        public var distanceToTop, distanceToBottom, distanceToLeading, distanceToTrailing: Double
    }

    /// The items that intersect the view, in order.
    public var items: [VisibleItem]
    public var firstVisible: ItemID?
    public var lastVisible: ItemID?
    public var visibleCount: Int
    /// With `sections` and `pinnedHeaders`: the header stuck at the top; `nil` when none is
    /// (above the first section, past the last, a section without a header) or without them.
    public var pinnedHeader: PinnedHeader?
    public var edges: Edges
}
