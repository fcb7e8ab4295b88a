/// Jetpack Compose's scroll-to rules for a lazy list on the scroll axis, in visual coordinates.
///
/// Sources (androidx/androidx, `compose/foundation/foundation/src/…/foundation/`):
/// - `lazy/LazyListState.kt`, `lazy/LazyListMeasure.kt` @ 7f7d1d7d243a — `scrollToItem(index,
///   scrollOffset)` ("brings the item at [index] to the top of the viewport, offset by
///   [scrollOffset] pixels"); `measureLazyList` places it after `beforeContentPadding`
///   (`reverseLayout ? bottomPadding : topPadding`) and clamps both ends (`currentFirstItemScrollOffset < 0`
///   → 0; `toScrollBack = maxOffset - currentMainAxisOffset`). Sticky headers are not considered.
/// - `gestures/ContentInViewNode.kt` @ ae5af28860ed — `relocationOffset(childBounds, containerSize)`
///   passes the child's physical `top`/`left` and the whole node's size to the spec;
///   `isMaxVisible`: `abs(relocationOffset) <= MinScrollThreshold` (0.5 px) does not scroll.
/// - `gestures/BringIntoViewSpec.kt` @ 41d3eec5d657 (the research note read aae42a2c5df6) —
///   `defaultCalculateScrollDistance`, lines 76–97: visible → 0 (l. 86);
///   `leadingEdge < 0 && trailingEdge > containerSize` → 0 (l. 89);
///   `abs(leadingEdge) < abs(trailingEdge - containerSize)` → `leadingEdge`, else
///   `trailingEdge - containerSize` (l. 94–95).
/// - `src/androidMain/…/gestures/BringIntoViewSpec.android.kt` @ 31adf48a5ba2 (the research
///   note read 6ff110c6f6a7) — `PivotBringIntoViewSpec`, lines 46–77: `parentFraction = 0.3f`
///   (l. 48), `childFraction = 0f` (l. 49), `initialTargetForLeadingEdge` (l. 62–63),
///   `containerSize - sizeOfItemRequestingFocus` when a child that fits would not fit below the
///   pivot (l. 66–73), `return leadingEdgeOfItemRequestingFocus - targetForLeadingEdge` (l. 75);
///   chosen when `hasSystemFeature(FEATURE_LEANBACK)` (l. 36–42).
/// - `lazy/layout/LazyLayoutBringIntoViewSpec.kt` @ e9f4923d7d24 — sticky headers: `offset -
///   stickySize`, `containerSize - stickySize` (`scrollPadding`, given at the side it sticks to).
///
/// `contentPadding` (`contentInsets`) extends the range for both calls, shrinks `scrollToItem`'s
/// area at the list's start, and is ignored by `bringIntoView`.
extension ScrollGeometry {
    func composeOffset(
        _ call: ComposeScrollCall, target: Span?, on axis: Axis, startsAtFarEnd: Bool, scale: Double
    ) -> PlatformAxisOffset {
        let current = contentOffset[axis]
        guard let target else { return PlatformAxisOffset(current) }
        switch call {
        case .scrollToItem(let scrollOffset):
            // The item's start after the start padding, pushed `scrollOffset` past it (reversed:
            // its end before the bottom/right padding, pushed down/right).
            let ideal = startsAtFarEnd
                ? offset(placing: target, at: 1, of: .viewportLessContentInsets, on: axis) - scrollOffset
                : offset(placing: target, at: 0, of: .viewportLessContentInsets, on: axis) + scrollOffset
            return PlatformAxisOffset(ideal)
        case .bringIntoView(let spec):
            let container = aligning(to: .viewportLessScrollPadding).alignmentArea(on: axis, at: current)
            let leading = target.start - container.start
            let distance: Double
            switch spec {
            case .default:
                distance = Self.composeDefaultScrollDistance(
                    leadingEdge: leading, trailingEdge: leading + target.length, containerSize: container.length)
            case .tv:
                distance = Self.composePivotScrollDistance(
                    offset: leading, size: target.length, containerSize: container.length)
            }
            // MinScrollThreshold is in px.
            if Swift.abs(distance * scale) <= 0.5 { return PlatformAxisOffset(current) }
            return PlatformAxisOffset(current + distance)
        }
    }

    /// `BringIntoViewSpec.calculateScrollDistance`'s default: least movement.
    static func composeDefaultScrollDistance(leadingEdge: Double, trailingEdge: Double, containerSize: Double) -> Double {
        if leadingEdge >= 0 && trailingEdge <= containerSize { return 0 }
        if leadingEdge < 0 && trailingEdge > containerSize { return 0 }
        if Swift.abs(leadingEdge) < Swift.abs(trailingEdge - containerSize) { return leadingEdge }
        return trailingEdge - containerSize
    }

    /// `PivotBringIntoViewSpec.calculateScrollDistance`: the leading (top/left) edge at 30 %.
    static func composePivotScrollDistance(offset: Double, size: Double, containerSize: Double) -> Double {
        let size = Swift.abs(size)
        let childSmallerThanParent = size <= containerSize
        let initialTarget = 0.3 * containerSize
        let spaceAvailable = containerSize - initialTarget
        let target = childSmallerThanParent && spaceAvailable < size ? containerSize - size : initialTarget
        return offset - target
    }
}
