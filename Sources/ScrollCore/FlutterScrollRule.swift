/// Flutter's scroll-to rules on the scroll axis, in visual coordinates.
///
/// Sources (flutter/flutter):
/// - `packages/flutter/lib/src/widgets/scroll_position.dart` — `ScrollPosition.ensureVisible`
///   (`switch (_applyAxisDirectionToAlignmentPolicy(alignmentPolicy))`: `explicit` clamps
///   `getOffsetToReveal(object, alignment)` to min/maxScrollExtent; `keepVisibleAtEnd` reveals at
///   1.0 and `if (target < pixels) target = pixels`; `keepVisibleAtStart` at 0.0 and
///   `if (target > pixels) target = pixels`), `_maybeFlipAlignment` (swaps the two for
///   `AxisDirection.up`/`left`). Current text (the snapshot f203e3a6b497 predates the flip).
/// - `packages/flutter/lib/src/rendering/viewport.dart` @ cd5da5d7b41f —
///   `RenderViewportBase.getOffsetToReveal`: `leadingScrollOffset -= extentOfPinnedSlivers`,
///   `mainAxisExtent = size.height - extentOfPinnedSlivers`,
///   `targetOffset = leadingScrollOffset - (mainAxisExtent - targetMainAxisExtent) * alignment`;
///   `RenderViewportBase.showInViewport` + `RevealedOffset.clampOffset`.
/// - `packages/flutter/lib/src/widgets/scroll_position_with_single_context.dart` @ dbe38b52c0ae —
///   `jumpTo`: `forcePixels(value)` then `goBallistic(0.0)` (springs back into the range).
///
/// SliverPadding / ListView padding is scroll extent (`contentInsets`: it extends the range)
/// but not part of the reveal area, so items align to the viewport's edge and the padding
/// scrolls away; pinned slivers (`scrollPadding`) do shrink the area. In a reversed list
/// (`AxisDirection.up`/`left`) the reveal offset is measured from the bottom/right, so
/// `alignment` is `1 - alignment` visually; the flipped policies keep "End" the visual end.
extension ScrollGeometry {
    func flutterOffset(_ call: FlutterScrollCall, target: Span?, on axis: Axis, startsAtFarEnd: Bool) -> PlatformAxisOffset {
        let current = contentOffset[axis]
        let range = self.range
        /// `getOffsetToReveal(object, alignment)` in visual coordinates.
        func reveal(_ target: Span, _ alignment: Double) -> Double {
            offset(
                placing: target, at: startsAtFarEnd ? 1 - alignment : alignment,
                of: .viewportLessScrollPadding, on: axis)
        }
        switch call {
        case .jumpTo(let pixels):
            // pixels count from the list's start: the range minimum, or its maximum when reversed.
            return PlatformAxisOffset(startsAtFarEnd ? range.max[axis] - pixels : range.min[axis] + pixels)
        case .ensureVisible(let alignment, let policy):
            guard let target else { return PlatformAxisOffset(current) }
            switch policy {
            case .explicit:
                let ideal = reveal(target, alignment)
                return PlatformAxisOffset(ideal: ideal, resting: range.clamp(ideal, on: axis))
            case .keepVisibleAtEnd:
                // Visually: reveal at the end, never move backward (flipped twice when reversed).
                let end = offset(placing: target, at: 1, of: .viewportLessScrollPadding, on: axis)
                return PlatformAxisOffset(
                    ideal: Swift.max(current, end), resting: Swift.max(current, range.clamp(end, on: axis)))
            case .keepVisibleAtStart:
                let start = offset(placing: target, at: 0, of: .viewportLessScrollPadding, on: axis)
                return PlatformAxisOffset(
                    ideal: Swift.min(current, start), resting: Swift.min(current, range.clamp(start, on: axis)))
            }
        case .showOnScreen:
            guard let target else { return PlatformAxisOffset(current) }
            // RevealedOffset.clampOffset(leading, trailing, current): stay between the two.
            let leading = reveal(target, 0)
            let trailing = reveal(target, 1)
            let smaller = Swift.min(leading, trailing)
            let larger = Swift.max(leading, trailing)
            let ideal = current > larger ? larger : (current < smaller ? smaller : current)
            return PlatformAxisOffset(ideal: ideal, resting: range.clamp(ideal, on: axis))
        }
    }
}
