/// The answer to a visibility query.
public struct VisibilityResult: Sendable, Equatable {
    /// Every item the region shows any of, in content order.
    public var items: [ItemVisibility]
    /// Content-order positions of the first and last items with `visible` set.
    public var firstVisible: Int?
    public var lastVisible: Int?
    public var visibleCount: Int
    public var edges: ScrollEdges
    /// How many frames the query looked at: the run of candidates plus the bound on the two
    /// binary searches' probes (2·⌈log₂(n + 1)⌉) for monotone frames, every frame otherwise
    /// (what the benchmark prints).
    public var examined: Int
    /// The section header stuck at the top (sections with `pinnedHeaders` only), else nil.
    public var pinnedHeader: PinnedHeader?

    public init(
        items: [ItemVisibility], firstVisible: Int?, lastVisible: Int?, visibleCount: Int,
        edges: ScrollEdges, examined: Int
    ) {
        self.items = items
        self.firstVisible = firstVisible
        self.lastVisible = lastVisible
        self.visibleCount = visibleCount
        self.edges = edges
        self.examined = examined
    }
}
