import XCTest
import ScrollCore

/// Compose's rules (`ComposeScrollRule.swift`), worked by hand from the sources. Fixture and
/// columns: `PlatformRow`. Positions are whole px (density 1 unless `scale`), from the list's start.
final class ComposeScrollRuleTests: XCTestCase {
    // Source lines the rows follow (androidx/androidx, compose/foundation/foundation/src/…/foundation/).
    static let scrollToItem = "LazyListState.kt@7f7d1d7d scrollToItem: \"brings the item at [index] to the top of the viewport, offset by [scrollOffset] pixels\""
    static let beforePadding = "LazyListMeasure.kt@7f7d1d7d measureLazyList: items start after `beforeContentPadding` (`reverseLayout ? bottomPadding : topPadding`)"
    static let clampStart = "LazyListMeasure.kt@7f7d1d7d: `if (currentFirstItemIndex == 0 && currentFirstItemScrollOffset < 0)` → 0"
    static let scrollBack = "LazyListMeasure.kt@7f7d1d7d: `if (currentMainAxisOffset < maxOffset) { val toScrollBack = maxOffset - currentMainAxisOffset`"
    static let roundPx = "LazyListState.kt@7f7d1d7d: Int offsets; scrollOffset and consumed deltas are whole px (`roundToInt`)"
    static let rtlRow = "Scrollable.kt ScrollableDefaults.reverseDirection: a LazyRow in RTL starts at the right"
    static let visible = "BringIntoViewSpec.kt@41d3eec5 l.86 defaultCalculateScrollDistance: `leadingEdge >= 0 && trailingEdge <= containerSize -> 0f`"
    static let larger = "BringIntoViewSpec.kt@41d3eec5 l.89: `leadingEdge < 0 && trailingEdge > containerSize -> 0f` (visible but larger than the parent)"
    static let closest = "BringIntoViewSpec.kt@41d3eec5 l.94-95: `abs(leadingEdge) < abs(trailingEdge - containerSize) -> leadingEdge`, `else -> trailingEdge - containerSize`"
    static let container = "ContentInViewNode.kt@ae5af288 relocationOffset: child's physical top/left against the whole node's size (contentPadding does not shrink it)"
    static let threshold = "ContentInViewNode.kt@ae5af288 isMaxVisible: `abs(relocationOffset.y) <= MinScrollThreshold` (0.5 px) → no scroll"
    static let sticky = "LazyLayoutBringIntoViewSpec.kt@e9f4923d sticky headers: `offset - stickySize`, `containerSize - stickySize`"
    static let clampScroll = "ContentInViewNode.kt@ae5af288: the animation stops when `consumedScroll < delta` (the list's end) → clamped"
    static let pivot = "BringIntoViewSpec.android.kt@31adf48a l.48, 62-63, 75: `parentFraction = 0.3f`, `initialTargetForLeadingEdge = parentFraction * containerSize - …`, `return leadingEdgeOfItemRequestingFocus - targetForLeadingEdge`"
    static let pivotFit = "BringIntoViewSpec.android.kt@31adf48a l.66-73: `if (childSmallerThanParent && spaceAvailableToShowItem < sizeOfItemRequestingFocus) containerSize - sizeOfItemRequestingFocus`"

    private static func item(_ offset: Double) -> PlatformScrollCall { .compose(.scrollToItem(scrollOffset: offset)) }
    private static let bring = PlatformScrollCall.compose(.bringIntoView(spec: .default))
    private static let tv = PlatformScrollCall.compose(.bringIntoView(spec: .tv))

    func test_scrollToItem() {
        assertRows([
            row("co-si-01", Self.scrollToItem, Self.item(0), item: (500, 100), rest: 500, position: 500),
            row("co-si-02 scrollOffset 30", Self.scrollToItem, Self.item(30), item: (500, 100), rest: 530, position: 530),
            row("co-si-03 scrollOffset -30", Self.scrollToItem, Self.item(-30), item: (500, 100), rest: 470, position: 470),
            row("co-si-04 padding 50/30", Self.beforePadding, Self.item(0), item: (1030, 100), pad: (50, 30), rest: 980, position: 1030),
            row("co-si-05 sticky header ignored", Self.scrollToItem, Self.item(0), item: (1020, 100), pinned: (60, 0), rest: 1020, position: 1020),
            row("co-si-06 visible still aligns", Self.scrollToItem, Self.item(0), item: (1200, 100), rest: 1200, position: 1200),
            row("co-si-07 clamp at the start", Self.clampStart, Self.item(-30), item: (0, 100), rest: 0, position: 0),
            row("co-si-08 clamp at the start, pad", Self.clampStart, Self.item(0), item: (0, 100), pad: (50, 30), rest: -50, position: 0),
            row("co-si-09 scroll-back at the end", Self.scrollBack, Self.item(0), item: (2900, 100), rest: 2200, position: 2200),
            row("co-si-10 scroll-back, pad", Self.scrollBack, Self.item(0), item: (2900, 100), pad: (50, 30), rest: 2230, position: 2280),
            row("co-si-11 larger than viewport", Self.scrollToItem, Self.item(0), item: (1100, 1000), rest: 1100, position: 1100),
            row("co-si-12 reverse, pad", Self.beforePadding, Self.item(0), item: (2000, 100), pad: (50, 30), reverse: true, rest: 1330, position: 900),  // 2100 + 30 - 800
            row("co-si-13 reverse, scrollOffset 30", Self.scrollToItem, Self.item(30), item: (2000, 100), pad: (50, 30), reverse: true, rest: 1300, position: 930),
            row("co-si-14 LazyRow RTL", Self.rtlRow, Self.item(0), item: (2000, 100), horizontal: true, rtl: true, rest: 1300, position: 900),
            row("co-si-15 LazyRow", Self.scrollToItem, Self.item(0), item: (2000, 100), horizontal: true, rest: 2000, position: 2000),
            row("co-si-16 density 3: whole px", Self.roundPx, Self.item(0), item: (500.2, 100), scale: 3, rest: 1501.0 / 3, position: 1501),  // 1500.6 px
            row("co-si-17 density 2: half up", Self.roundPx, Self.item(10.25), item: (500, 100), scale: 2, rest: 510.5, position: 1021),  // 1020.5 px
        ])
    }

    func test_bringIntoView_default() {
        assertRows([
            row("co-bd-01 visible", Self.visible, Self.bring, item: (1200, 100), rest: 1000, position: 1000),
            row("co-bd-02 below: trailing", Self.closest, Self.bring, item: (2000, 100), rest: 1300, position: 1300),
            row("co-bd-03 above: leading", Self.closest, Self.bring, item: (500, 100), rest: 500, position: 500),
            row("co-bd-04 covering", Self.larger, Self.bring, item: (900, 1000), rest: 1000, position: 1000),
            row("co-bd-05 in the bottom padding: visible", Self.container, Self.bring, item: (1780, 15), pad: (50, 30), rest: 1000, position: 1050),
            row("co-bd-06 720 long, pad ignored", Self.container, Self.bring, item: (1100, 720), pad: (50, 30), rest: 1020, position: 1070),  // trailing 820 - 800
            row("co-bd-07 under a sticky header", Self.sticky, Self.bring, item: (1020, 100), pinned: (60, 0), rest: 960, position: 960),
            row("co-bd-08 0.4 px: below the threshold", Self.threshold, Self.bring, item: (1700.4, 100), rest: 1000, position: 1000),
            row("co-bd-09 0.8 px at density 2: moves", Self.threshold, Self.bring, item: (1700.4, 100), scale: 2, rest: 1000.5, position: 2001),  // 2000.8 px
            row("co-bd-10 sticky at the bottom, clamp", Self.clampScroll, Self.bring, item: (2950, 50), pinned: (0, 60), reverse: true, rest: 2200, position: 0),  // 2260
            row("co-bd-11 sticky on top, clamp at 0", Self.clampScroll, Self.bring, item: (0, 50), pinned: (60, 0), rest: 0, position: 0),  // -60
            row("co-bd-12 reverse", Self.closest, Self.bring, item: (2000, 100), reverse: true, rest: 1300, position: 900),
            row("co-bd-13 tall starting inside", Self.closest, Self.bring, item: (1100, 1000), rest: 1100, position: 1100),  // |100| < |300|
            row("co-bd-14 tall sticking out above", Self.closest, Self.bring, item: (400, 1000), rest: 600, position: 600),  // |-600| vs |-200|
            row("co-bd-15 LazyRow RTL", Self.closest, Self.bring, item: (2000, 100), horizontal: true, rtl: true, rest: 1300, position: 900),
        ])
    }

    func test_bringIntoView_tvPivot() {
        assertRows([
            row("co-tv-01 below: leading edge at 240", Self.pivot, Self.tv, item: (2000, 100), rest: 1760, position: 1760),
            row("co-tv-02 visible still moves", Self.pivot, Self.tv, item: (1200, 100), rest: 960, position: 960),
            row("co-tv-03 larger than viewport", Self.pivot, Self.tv, item: (900, 1000), rest: 660, position: 660),
            row("co-tv-04 does not fit below the pivot", Self.pivotFit, Self.tv, item: (1500, 600), rest: 1300, position: 1300),  // 800 - 600
            row("co-tv-05 clamp at 0", Self.pivot, Self.tv, item: (100, 100), rest: 0, position: 0),  // -140
            row("co-tv-06 clamp at the end", Self.pivot, Self.tv, item: (2900, 100), rest: 2200, position: 2200),  // 2660
            row("co-tv-07 reverse: physical top", Self.container, Self.tv, item: (2000, 100), reverse: true, rest: 1760, position: 440),
            row("co-tv-08 padding ignored", Self.container, Self.tv, item: (2000, 100), pad: (50, 30), rest: 1760, position: 1810),
            row("co-tv-09 sticky 60: 30 % of 740", Self.sticky, Self.tv, item: (2000, 100), pinned: (60, 0), rest: 1718, position: 1718),  // 940 - 222
            row("co-tv-10 0.3 px from the pivot", Self.threshold, Self.tv, item: (1240.3, 100), rest: 1000, position: 1000),
            row("co-tv-11 LazyRow RTL: physical left", Self.container, Self.tv, item: (2000, 100), horizontal: true, rtl: true, rest: 1760, position: 440),
        ])
    }

    func test_defaultCall_isScrollToItem() {
        XCTAssertEqual(ComposeScrollCall.default, .scrollToItem(scrollOffset: 0))
    }
}
