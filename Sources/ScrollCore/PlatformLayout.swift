/// How a Flutter, Compose or Android list runs along its scroll axis: which axis scrolls,
/// whether it starts at the far end (Flutter `reverse`, Compose `reverseLayout`, RecyclerView
/// `reverseLayout`), and the layout direction (Flutter `Directionality`, Compose
/// `LayoutDirection`, Android `View.LAYOUT_DIRECTION_RTL`).
///
/// Geometry stays in the visual, top-left-origin convention whatever these say: frames and
/// offsets are never mirrored, only the rule is, and the platform's scroll position is measured
/// from the list's start.
public struct PlatformLayout: Sendable, Equatable {
    /// The list's scroll axis (`ListView.scrollDirection`, `LazyColumn`/`LazyRow`,
    /// `LinearLayoutManager` orientation).
    public var orientation: Axis
    public var reverseLayout: Bool
    public var direction: TextDirection

    public init(orientation: Axis = .vertical, reverseLayout: Bool = false, direction: TextDirection = .ltr) {
        self.orientation = orientation
        self.reverseLayout = reverseLayout
        self.direction = direction
    }

    public static let standard = PlatformLayout()

    /// Whether the list starts at the bottom or right on `axis`. Only the scroll axis can: it does
    /// when `reverseLayout` and "horizontal in RTL" differ, because a horizontal list in RTL
    /// starts at the right on all three platforms (Flutter `getAxisDirectionFromAxisReverseAndDirectionality`,
    /// Compose `ScrollableDefaults.reverseDirection`, `LinearLayoutManager.resolveShouldLayoutReverse`:
    /// `mShouldReverseLayout = !mReverseLayout` for a horizontal RTL layout).
    public func startsAtFarEnd(_ axis: Axis) -> Bool {
        guard axis == orientation else { return false }
        return reverseLayout != (axis == .horizontal && direction == .rtl)
    }
}
