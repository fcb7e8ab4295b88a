/// A Jetpack Compose scroll call on a lazy list, with Compose's own parameter names.
public enum ComposeScrollCall: Sendable, Equatable {
    /// `LazyListState.scrollToItem(index, scrollOffset)` (and `animateScrollToItem`, which ends at
    /// the same place). `scrollOffset` in points here (Compose takes px: the caller divides by
    /// the density).
    case scrollToItem(scrollOffset: Double)
    /// `BringIntoViewRequester.bringIntoView()` / focus, under `LocalBringIntoViewSpec`.
    case bringIntoView(spec: ComposeBringIntoViewSpec)

    /// The call a Compose list is most often scrolled with: `scrollToItem(index)`.
    public static let `default` = ComposeScrollCall.scrollToItem(scrollOffset: 0)
}

/// Which `BringIntoViewSpec` a Compose scrollable uses.
public enum ComposeBringIntoViewSpec: String, Sendable, CaseIterable {
    /// `BringIntoViewSpec.DefaultBringIntoViewSpec`: least movement.
    case `default`
    /// `PivotBringIntoViewSpec`, the default on TV (`FEATURE_LEANBACK`): the target's leading
    /// edge at 30 % of the container.
    case tv
}
