/// A Flutter, Compose or Android scroll call on a `ScrollGeometry`.
///
/// Conventions (`other-platforms.md`): `contentInsets` carry the platform's padding (ListView
/// padding / SliverPadding, Compose `contentPadding`, RecyclerView and ScrollView padding): they
/// extend the range on all three, and shrink the alignment area only where the platform's rule
/// does. `scrollPadding` carries pinned slivers and sticky headers, which only Flutter and
/// Compose's `bringIntoView` account for.
public struct PlatformScrollRequest: Sendable, Equatable {
    public var call: PlatformScrollCall
    /// The item or rect to reveal, in content coordinates; nil for `jumpTo`, which needs none
    /// (a call that needs a target and has none leaves the offset where it is).
    public var target: Rect?
    /// Outset of the target: Android item margins and `ItemDecoration` insets (the decorated
    /// bounds `LinearSmoothScroller` and `LinearLayoutManager` align).
    public var margin: Insets
    public var layout: PlatformLayout
    /// Device pixels per point: Android's and Compose's density. Nil means 1.
    public var displayScale: Double?

    public init(
        call: PlatformScrollCall, target: Rect?, margin: Insets = .zero,
        layout: PlatformLayout = .standard, displayScale: Double? = nil
    ) {
        self.call = call
        self.target = target
        self.margin = margin
        self.layout = layout
        self.displayScale = displayScale
    }
}
