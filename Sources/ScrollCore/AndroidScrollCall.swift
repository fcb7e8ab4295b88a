/// An Android Views scroll call, with the platform's own parameter names. All but the last
/// are RecyclerView with a `LinearLayoutManager`.
public enum AndroidScrollCall: Sendable, Equatable {
    /// `RecyclerView.smoothScrollToPosition(position)` with a `LinearSmoothScroller` whose snap
    /// preference is `snap` (`SNAP_TO_ANY` unless the app overrides `getVerticalSnapPreference`).
    case smoothScrollToPosition(snap: AndroidSnap)
    /// `LinearLayoutManager.scrollToPosition(position)`.
    case scrollToPosition
    /// `LinearLayoutManager.scrollToPositionWithOffset(position, offset)`; `offset` in points
    /// here (Android takes px: the caller divides by the density).
    case scrollToPositionWithOffset(offset: Double)
    /// `RecyclerView.requestChildRectangleOnScreen` (focus, accessibility,
    /// `View.requestRectangleOnScreen`).
    case requestChildRectangleOnScreen
    /// `android.widget.ScrollView.requestChildRectangleOnScreen`; `fadingEdge` is
    /// `getVerticalFadingEdgeLength()` in points (0 unless `requiresFadingEdge` is set).
    case scrollViewRequestChildRectangleOnScreen(fadingEdge: Double)

    /// `smoothScrollToPosition` with the default `SNAP_TO_ANY`.
    public static let `default` = AndroidScrollCall.smoothScrollToPosition(snap: .any)
}

/// `LinearSmoothScroller.SNAP_TO_START`, `SNAP_TO_END`, `SNAP_TO_ANY`.
public enum AndroidSnap: String, Sendable, CaseIterable {
    case start, end, any
}
