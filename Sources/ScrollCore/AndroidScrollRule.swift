/// Android Views' scroll-to rules on the scroll axis, in visual coordinates.
///
/// Sources (androidx/androidx `recyclerview/recyclerview/src/main/java/androidx/recyclerview/widget/`,
/// AOSP `core/java/android/widget/ScrollView.java`):
/// - `LinearSmoothScroller.java` @ 83ad47a9ad3d — `calculateDtToFit` (lines 278–300): `SNAP_TO_START` →
///   `boxStart - viewStart`; `SNAP_TO_END` → `boxEnd - viewEnd`; `SNAP_TO_ANY` → `dtStart` if > 0,
///   else `dtEnd` if < 0, else 0; `calculateDyToMakeVisible` (lines 313–325): the decorated bounds plus margins
///   against `getPaddingTop() … getHeight() - getPaddingBottom()` (physical: `SNAP_TO_START` is
///   the top/left edge in reversed and RTL lists too).
/// - `LinearLayoutManager.java` @ e6be9316b19c — `scrollToPositionWithOffset`:
///   `mCoordinate = mShouldReverseLayout ? getEndAfterPadding() - offset : getStartAfterPadding() + offset`;
///   `updateAnchorFromPendingData` for `scrollToPosition` (`INVALID_OFFSET`): a laid-out child with
///   `childSize > getTotalSpace()` → `assignCoordinateFromPadding()` (end when
///   `mShouldReverseLayout ^ mStackFromEnd`); `startGap < 0` → start; `endGap < 0` → end; else it
///   stays; a child not laid out ("item is not visible"):
///   `anchorInfo.mLayoutFromEnd = mPendingScrollPosition < pos == mShouldReverseLayout` with `pos` the
///   first child's position, then `assignCoordinateFromPadding()`;
///   `fixLayoutStartGap`/`fixLayoutEndGap` clamp to the range.
/// - `RecyclerView.java` @ a9b06aaf32db — `LayoutManager.getChildRectangleOnScreenScrollAmount`:
///   `dy = offScreenTop != 0 ? offScreenTop : Math.min(childTop - parentTop, offScreenBottom)`;
///   RTL: `dx = offScreenRight != 0 ? offScreenRight : Math.max(offScreenLeft, childRight - parentRight)`.
/// - `ScrollView.java` @ 13327cc461d8 — `computeScrollDeltaToGetChildRectOnScreen` (whole
///   `getHeight()`, fading edges only where the rect does not touch the child's top
///   `rect.top > 0` / bottom `rect.bottom < child height`, the "chunk" test against the full
///   height, `Math.min(scrollYDelta, distanceToBottom)`, `Math.max(scrollYDelta, -getScrollY())`),
///   then `scrollTo` clamps to `[0, child height - (getHeight() - paddingTop - paddingBottom)]`.
///
/// RecyclerView padding (`contentInsets`) extends the range and shrinks the area of every
/// RecyclerView rule; ScrollView's padding only extends the range. Neither knows sticky headers.
extension ScrollGeometry {
    func androidOffset(
        _ call: AndroidScrollCall, target: Span?, on axis: Axis, startsAtFarEnd: Bool, rightToLeft: Bool
    ) -> PlatformAxisOffset {
        let current = contentOffset[axis]
        guard let target else { return PlatformAxisOffset(current) }
        let alignStart = offset(placing: target, at: 0, of: .viewportLessContentInsets, on: axis)
        let alignEnd = offset(placing: target, at: 1, of: .viewportLessContentInsets, on: axis)
        let box = aligning(to: .viewportLessContentInsets).alignmentArea(on: axis, at: current)
        switch call {
        case .smoothScrollToPosition(let snap):
            switch snap {
            case .start: return PlatformAxisOffset(alignStart)
            case .end: return PlatformAxisOffset(alignEnd)
            case .any:
                if box.start - target.start > 0 { return PlatformAxisOffset(alignStart) }
                if box.end - target.end < 0 { return PlatformAxisOffset(alignEnd) }
                return PlatformAxisOffset(current)
            }
        case .scrollToPositionWithOffset(let offset):
            return PlatformAxisOffset(startsAtFarEnd ? alignEnd + offset : alignStart - offset)
        case .scrollToPosition:
            // "Laid out": the child overlaps the view (padding included).
            let view = Span(start: current, length: viewport[axis])
            let laidOut = target.start < view.end && target.end > view.start
            if !laidOut {
                return PlatformAxisOffset(target.end <= view.start ? alignStart : alignEnd)
            }
            if target.length > box.length { return PlatformAxisOffset(startsAtFarEnd ? alignEnd : alignStart) }
            if target.start < box.start { return PlatformAxisOffset(alignStart) }
            if target.end > box.end { return PlatformAxisOffset(alignEnd) }
            return PlatformAxisOffset(current)
        case .requestChildRectangleOnScreen:
            let offScreenStart = Swift.min(0, target.start - box.start)
            let offScreenEnd = Swift.max(0, target.end - box.end)
            let delta: Double
            if rightToLeft && axis == .horizontal {
                delta = offScreenEnd != 0 ? offScreenEnd : Swift.max(offScreenStart, target.end - box.end)
            } else {
                delta = offScreenStart != 0 ? offScreenStart : Swift.min(target.start - box.start, offScreenEnd)
            }
            return PlatformAxisOffset(current + delta)
        case .scrollViewRequestChildRectangleOnScreen(let fadingEdge):
            return PlatformAxisOffset(current + scrollViewDelta(target, on: axis, fadingEdge: fadingEdge))
        }
    }

    /// `computeScrollDeltaToGetChildRectOnScreen`, in the ScrollView's own coordinates (the child
    /// starts at `paddingTop`; `scrollY = offset + paddingTop`).
    private func scrollViewDelta(_ target: Span, on axis: Axis, fadingEdge: Double) -> Double {
        let padding = contentInsets.leading(axis)
        let height = viewport[axis]
        let childHeight = contentSize[axis]
        let scrollY = contentOffset[axis] + padding
        let top = target.start + padding
        let bottom = target.end + padding
        var screenTop = scrollY
        var screenBottom = scrollY + height
        if top > 0 { screenTop += fadingEdge }
        if bottom < childHeight { screenBottom -= fadingEdge }
        var delta = 0.0
        if bottom > screenBottom && top > screenTop {
            delta = target.length > height ? top - screenTop : bottom - screenBottom
            let childBottom = padding + childHeight
            delta = Swift.min(delta, childBottom - screenBottom)
        } else if top < screenTop && bottom < screenBottom {
            delta = target.length > height ? -(screenBottom - bottom) : -(screenTop - top)
            delta = Swift.max(delta, -scrollY)
        }
        return delta
    }
}
