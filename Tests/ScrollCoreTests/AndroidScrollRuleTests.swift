import XCTest
import ScrollCore

/// Android Views' rules (`AndroidScrollRule.swift`), worked by hand from the sources. Fixture
/// and columns: `PlatformRow`. Positions are whole px (density 1 unless `scale`), from the
/// list's start (ScrollView: `scrollY`).
final class AndroidScrollRuleTests: XCTestCase {
    // Source lines the rows follow (androidx recyclerview/…/widget/, AOSP core/java/android/widget/).
    static let dtToFit = "LinearSmoothScroller.java@83ad47a9 l.278-300 calculateDtToFit"
    static let snapStart = "LinearSmoothScroller.java@83ad47a9 l.281-282 calculateDtToFit: `case SNAP_TO_START: return boxStart - viewStart`"
    static let snapEnd = "LinearSmoothScroller.java@83ad47a9 l.283-284 calculateDtToFit: `case SNAP_TO_END: return boxEnd - viewEnd`"
    static let snapAnyStart = "LinearSmoothScroller.java@83ad47a9 l.286-289 calculateDtToFit SNAP_TO_ANY: `if (dtStart > 0) return dtStart`"
    static let snapAnyEnd = "LinearSmoothScroller.java@83ad47a9 l.290-293 calculateDtToFit SNAP_TO_ANY: `if (dtEnd < 0) return dtEnd`"
    static let snapAnyStay = "LinearSmoothScroller.java@83ad47a9 l.294, 299 calculateDtToFit SNAP_TO_ANY: `break` … `return 0`"
    static let box = "LinearSmoothScroller.java@83ad47a9 l.320-323 calculateDyToMakeVisible: decorated top/bottom ± margins; `start = getPaddingTop()`, `end = getHeight() - getPaddingBottom()` (physical top/left)"
    static let lmClamp = "LinearLayoutManager.java@e6be9316 scrollBy/fixLayoutStartGap/fixLayoutEndGap: the range"
    static let withOffset = "LinearLayoutManager.java@e6be9316 updateAnchorFromPendingData: `mCoordinate = mShouldReverseLayout ? getEndAfterPadding() - offset : getStartAfterPadding() + offset`"
    static let rtlReverse = "LinearLayoutManager.java@e6be9316 resolveShouldLayoutReverse: horizontal RTL → `mShouldReverseLayout = !mReverseLayout`"
    static let tooBig = "LinearLayoutManager.java@e6be9316 updateAnchorFromPendingData: `if (childSize > getTotalSpace()) assignCoordinateFromPadding()` (end when `mShouldReverseLayout ^ mStackFromEnd`)"
    static let startGap = "LinearLayoutManager.java@e6be9316 updateAnchorFromPendingData: `if (startGap < 0) mCoordinate = getStartAfterPadding()`"
    static let endGap = "LinearLayoutManager.java@e6be9316 updateAnchorFromPendingData: `if (endGap < 0) mCoordinate = getEndAfterPadding()`"
    static let stays = "LinearLayoutManager.java@e6be9316 updateAnchorFromPendingData: `mCoordinate = … getDecoratedStart(child)` (no gap: stays)"
    static let notLaidOut = "LinearLayoutManager.java@e6be9316 updateAnchorFromPendingData: item not visible: `int pos = getPosition(getChildAt(0)); anchorInfo.mLayoutFromEnd = mPendingScrollPosition < pos == mShouldReverseLayout; anchorInfo.assignCoordinateFromPadding()`"
    static let rectTop = "RecyclerView.java@a9b06aaf getChildRectangleOnScreenScrollAmount: `dy = offScreenTop != 0 ? offScreenTop : Math.min(childTop - parentTop, offScreenBottom)`"
    static let rectRTL = "RecyclerView.java@a9b06aaf getChildRectangleOnScreenScrollAmount RTL: `dx = offScreenRight != 0 ? offScreenRight : Math.max(offScreenLeft, childRight - parentRight)`"
    static let rectParent = "RecyclerView.java@a9b06aaf getChildRectangleOnScreenScrollAmount: `parentTop = getPaddingTop(); parentBottom = getHeight() - getPaddingBottom()`"
    static let svVisible = "ScrollView.java@13327cc4 computeScrollDeltaToGetChildRectOnScreen: neither branch → `scrollYDelta = 0` (whole `getHeight()`)"
    static let svDown = "ScrollView.java@13327cc4: `if (rect.bottom > screenBottom && rect.top > screenTop)` → `rect.height() > height ? rect.top - screenTop : rect.bottom - screenBottom`"
    static let svUp = "ScrollView.java@13327cc4: `else if (rect.top < screenTop && rect.bottom < screenBottom)` → `rect.height() > height ? -(screenBottom - rect.bottom) : -(screenTop - rect.top)`"
    static let svFading = "ScrollView.java@13327cc4: `if (rect.top > 0) screenTop += fadingEdge; if (rect.bottom < child height) screenBottom -= fadingEdge`"
    static let svToBottom = "ScrollView.java@13327cc4: `scrollYDelta = Math.min(scrollYDelta, distanceToBottom)` (child's bottom)"
    static let svToTop = "ScrollView.java@13327cc4: `scrollYDelta = Math.max(scrollYDelta, -getScrollY())`"
    static let density = "Android views: int px (density × dp rounded half up)"

    private static func smooth(_ snap: AndroidSnap) -> PlatformScrollCall { .android(.smoothScrollToPosition(snap: snap)) }
    private static func withOffset(_ offset: Double) -> PlatformScrollCall { .android(.scrollToPositionWithOffset(offset: offset)) }
    private static let position = PlatformScrollCall.android(.scrollToPosition)
    private static let rect = PlatformScrollCall.android(.requestChildRectangleOnScreen)
    private static func scrollView(_ fadingEdge: Double) -> PlatformScrollCall {
        .android(.scrollViewRequestChildRectangleOnScreen(fadingEdge: fadingEdge))
    }

    func test_smoothScrollToPosition() {
        assertRows([
            row("an-ss-01 any, visible", Self.snapAnyStay, Self.smooth(.any), item: (1200, 100), rest: 1000, position: 1000),
            row("an-ss-02 any, below", Self.snapAnyEnd, Self.smooth(.any), item: (2000, 100), rest: 1300, position: 1300),
            row("an-ss-03 any, above", Self.snapAnyStart, Self.smooth(.any), item: (500, 100), rest: 500, position: 500),
            row("an-ss-04 any, covering: start", Self.snapAnyStart, Self.smooth(.any), item: (900, 1000), rest: 900, position: 900),
            row("an-ss-05 any, tall starting inside: end", Self.snapAnyEnd, Self.smooth(.any), item: (1100, 1000), rest: 1300, position: 1300),
            row("an-ss-06 any, in the bottom padding", Self.box, Self.smooth(.any), item: (1780, 15), pad: (50, 30), rest: 1025, position: 1075),
            row("an-ss-07 start", Self.snapStart, Self.smooth(.start), item: (2000, 100), rest: 2000, position: 2000),
            row("an-ss-08 end, clamp at 0", Self.lmClamp, Self.smooth(.end), item: (500, 100), rest: 0, position: 0),  // -200
            row("an-ss-09 start, pad", Self.box, Self.smooth(.start), item: (1030, 100), pad: (50, 30), rest: 980, position: 1030),
            row("an-ss-10 start, clamp at the end", Self.lmClamp, Self.smooth(.start), item: (2900, 100), rest: 2200, position: 2200),
            row("an-ss-11 start, reverse: physical top", Self.box, Self.smooth(.start), item: (2000, 100), reverse: true, rest: 2000, position: 200),
            row("an-ss-12 any, horizontal RTL", Self.snapAnyEnd, Self.smooth(.any), item: (2000, 100), horizontal: true, rtl: true, rest: 1300, position: 900),
            row("an-ss-13 any, sticky header ignored", Self.box, Self.smooth(.any), item: (1020, 100), pinned: (60, 0), rest: 1000, position: 1000),
            row("an-ss-14 end, larger than viewport", Self.snapEnd, Self.smooth(.end), item: (1500, 1000), rest: 1700, position: 1700),
        ])
    }

    func test_scrollToPositionWithOffset() {
        assertRows([
            row("an-wo-01 offset 25", Self.withOffset, Self.withOffset(25), item: (2000, 100), rest: 1975, position: 1975),
            row("an-wo-02 from the padded edge", Self.withOffset, Self.withOffset(25), item: (2000, 100), pad: (50, 30), rest: 1925, position: 1975),
            row("an-wo-03 offset -25", Self.withOffset, Self.withOffset(-25), item: (500, 100), rest: 525, position: 525),
            row("an-wo-04 clamp at 0", Self.lmClamp, Self.withOffset(25), item: (10, 100), rest: 0, position: 0),  // -15
            row("an-wo-05 clamp at the end", Self.lmClamp, Self.withOffset(0), item: (2900, 100), rest: 2200, position: 2200),
            row("an-wo-06 reverse, pad", Self.withOffset, Self.withOffset(25), item: (2000, 100), pad: (50, 30), reverse: true, rest: 1355, position: 875),  // 1330 + 25
            row("an-wo-07 horizontal RTL", Self.rtlReverse, Self.withOffset(25), item: (2000, 100), horizontal: true, rtl: true, rest: 1325, position: 875),
            row("an-wo-08 visible still aligns", Self.withOffset, Self.withOffset(0), item: (1200, 100), rest: 1200, position: 1200),
            row("an-wo-09 density 2", Self.density, Self.withOffset(12.3), item: (500, 100), scale: 2, rest: 487.5, position: 975),  // 975.4 px
            row("an-wo-10 horizontal RTL + reverse: left", Self.rtlReverse, Self.withOffset(25), item: (2000, 100), reverse: true, horizontal: true, rtl: true, rest: 1975, position: 1975),
        ])
    }

    func test_scrollToPosition() {
        assertRows([
            row("an-sp-01 visible", Self.stays, Self.position, item: (1200, 100), rest: 1000, position: 1000),
            row("an-sp-02 laid out, sticking out below", Self.endGap, Self.position, item: (1750, 100), rest: 1050, position: 1050),
            row("an-sp-03 laid out, sticking out above", Self.startGap, Self.position, item: (950, 100), rest: 950, position: 950),
            row("an-sp-04 not laid out, below", Self.notLaidOut, Self.position, item: (2000, 100), rest: 1300, position: 1300),
            row("an-sp-05 not laid out, above", Self.notLaidOut, Self.position, item: (500, 100), rest: 500, position: 500),
            row("an-sp-06 laid out, too big: start", Self.tooBig, Self.position, item: (1100, 1000), rest: 1100, position: 1100),
            row("an-sp-07 too big, reverse: end", Self.tooBig, Self.position, item: (1100, 1000), reverse: true, rest: 1300, position: 900),
            row("an-sp-08 covering, too big: start", Self.tooBig, Self.position, item: (900, 1000), rest: 900, position: 900),
            row("an-sp-09 covering, reverse: end", Self.tooBig, Self.position, item: (900, 1000), reverse: true, rest: 1100, position: 1100),
            row("an-sp-10 not laid out, too big, below: end", Self.notLaidOut, Self.position, item: (2000, 1000), rest: 2200, position: 2200),
            row("an-sp-11 in the top padding", Self.startGap, Self.position, item: (1020, 100), pad: (50, 30), rest: 970, position: 1020),
            row("an-sp-12 in the bottom padding", Self.endGap, Self.position, item: (1780, 15), pad: (50, 30), rest: 1025, position: 1075),
            row("an-sp-13 above, clamp at the start", Self.lmClamp, Self.position, item: (0, 100), offset: 500, pad: (50, 30), rest: -50, position: 0),
            row("an-sp-14 longer than the padded area", Self.tooBig, Self.position, item: (1100, 750), pad: (50, 30), rest: 1050, position: 1100),
            row("an-sp-15 horizontal RTL, too big: end", Self.rtlReverse, Self.position, item: (1100, 1000), horizontal: true, rtl: true, rest: 1300, position: 900),
        ])
    }

    func test_requestChildRectangleOnScreen() {
        assertRows([
            row("an-rr-01 visible", Self.rectTop, Self.rect, item: (1200, 100), rest: 1000, position: 1000),
            row("an-rr-02 below", Self.rectTop, Self.rect, item: (2000, 100), rest: 1300, position: 1300),
            row("an-rr-03 above", Self.rectTop, Self.rect, item: (500, 100), rest: 500, position: 500),
            row("an-rr-04 tall, start above: start", Self.rectTop, Self.rect, item: (400, 1000), rest: 400, position: 400),
            row("an-rr-05 tall, start inside: start kept", Self.rectTop, Self.rect, item: (1100, 1000), rest: 1100, position: 1100),
            row("an-rr-06 covering: start", Self.rectTop, Self.rect, item: (900, 1000), rest: 900, position: 900),
            row("an-rr-07 in the bottom padding", Self.rectParent, Self.rect, item: (1780, 15), pad: (50, 30), rest: 1025, position: 1075),
            row("an-rr-08 margin past the end: clamp", Self.lmClamp, Self.rect, item: (2950, 50), margin: (0, 100), rest: 2200, position: 2200),
            row("an-rr-09 reverse changes nothing", Self.rectTop, Self.rect, item: (2000, 100), reverse: true, rest: 1300, position: 900),
            row("an-rr-10 RTL, tall: right edge kept", Self.rectRTL, Self.rect, item: (1100, 1000), horizontal: true, rtl: true, rest: 1300, position: 900),
            row("an-rr-11 RTL, tall sticking out left", Self.rectRTL, Self.rect, item: (400, 1000), horizontal: true, rtl: true, rest: 600, position: 1600),
            row("an-rr-12 RTL, left of the view", Self.rectRTL, Self.rect, item: (500, 100), horizontal: true, rtl: true, rest: 500, position: 1700),
            row("an-rr-13 LTR horizontal, tall", Self.rectTop, Self.rect, item: (1100, 1000), horizontal: true, rest: 1100, position: 1100),
            row("an-rr-14 sticky header ignored", Self.rectParent, Self.rect, item: (1020, 100), pinned: (60, 0), rest: 1000, position: 1000),
        ])
    }

    func test_scrollViewRequestChildRectangleOnScreen() {
        assertRows([
            row("an-sv-01 visible", Self.svVisible, Self.scrollView(0), item: (1200, 100), rest: 1000, position: 1000),
            row("an-sv-02 below", Self.svDown, Self.scrollView(0), item: (2000, 100), rest: 1300, position: 1300),
            row("an-sv-03 padding counts as visible", Self.svVisible, Self.scrollView(0), item: (1010, 30), pad: (50, 30), rest: 1000, position: 1050),
            row("an-sv-04 fading edge 12", Self.svFading, Self.scrollView(12), item: (2000, 100), rest: 1312, position: 1312),
            row("an-sv-05 800 long: chunk test on full height", Self.svDown, Self.scrollView(12), item: (1100, 800), rest: 1112, position: 1112),
            row("an-sv-06 at the content's top: no top edge", Self.svFading, Self.scrollView(12), item: (0, 100), rest: 0, position: 0),
            row("an-sv-07 above, fading edge", Self.svFading, Self.scrollView(12), item: (500, 100), rest: 488, position: 488),
            row("an-sv-08 tall above: end", Self.svUp, Self.scrollView(0), item: (100, 1400), rest: 700, position: 700),
            row("an-sv-09 tall starting inside: start", Self.svDown, Self.scrollView(0), item: (1100, 1000), rest: 1100, position: 1100),
            row("an-sv-10 covering", Self.svVisible, Self.scrollView(0), item: (900, 1000), rest: 1000, position: 1000),
            row("an-sv-11 child-height test ignores paddingTop", Self.svFading, Self.scrollView(12), item: (2960, 30), pad: (50, 30), rest: 2190, position: 2240),
            row("an-sv-12 above, pad: to the view's top", Self.svToTop, Self.scrollView(0), item: (0, 100), pad: (50, 30), rest: 0, position: 50),
            row("an-sv-13 past the child's bottom", Self.svToBottom, Self.scrollView(0), item: (2950, 50), margin: (0, 100), rest: 2200, position: 2200),
            row("an-sv-14 sticky header ignored", Self.svVisible, Self.scrollView(0), item: (1020, 100), pinned: (60, 0), rest: 1000, position: 1000),
        ])
    }

    func test_defaultCall_isSmoothScrollSnapToAny() {
        XCTAssertEqual(AndroidScrollCall.default, .smoothScrollToPosition(snap: .any))
    }
}
