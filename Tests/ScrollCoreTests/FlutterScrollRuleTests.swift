import XCTest
import ScrollCore

/// Flutter's rules (`FlutterScrollRule.swift`), one table per call, worked by hand from the
/// sources. Fixture and columns: `PlatformRow`. Flutter positions are unrounded `pixels`:
/// `offset + pad.leading`, or for a reversed list `max - offset` (max 2200, or 2230 with pad 50/30).
final class FlutterScrollRuleTests: XCTestCase {
    // Source lines the rows follow (flutter/flutter).
    static let reveal = "viewport.dart@cd5da5d7 getOffsetToReveal: `targetOffset = leadingScrollOffset - (mainAxisExtent - targetMainAxisExtent) * alignment`"
    static let pinned = "viewport.dart@cd5da5d7 getOffsetToReveal: `leadingScrollOffset -= extentOfPinnedSlivers; mainAxisExtent = size.height - extentOfPinnedSlivers`"
    static let reverse = "viewport.dart@cd5da5d7 getOffsetToReveal, GrowthDirection/AxisDirection.up: `leadingScrollOffset += pivotExtent - rect.bottom` (visual anchor 1 - alignment)"
    static let explicitClamp = "scroll_position.dart ensureVisible explicit: `target = clampDouble(getOffsetToReveal(object, alignment).offset, minScrollExtent, maxScrollExtent)`"
    static let atEnd = "scroll_position.dart ensureVisible keepVisibleAtEnd: `getOffsetToReveal(object, 1.0)`, `if (target < pixels) target = pixels`"
    static let atStart = "scroll_position.dart ensureVisible keepVisibleAtStart: `getOffsetToReveal(object, 0.0)`, `if (target > pixels) target = pixels`"
    static let flip = "scroll_position.dart _applyAxisDirectionToAlignmentPolicy: `AxisDirection.up || AxisDirection.left => _maybeFlipAlignment(alignmentPolicy)`"
    static let clampOffset = "viewport.dart@cd5da5d7 showInViewport → RevealedOffset.clampOffset: `if (currentOffset > larger.offset) return larger; else if (currentOffset < smaller.offset) return smaller; else return null`"
    static let jump = "scroll_position_with_single_context.dart@dbe38b52 jumpTo: `forcePixels(value)` then `goBallistic(0.0)` (springs back to min/maxScrollExtent)"
    static let sliverPadding = "scroll_view.dart@5ac8b275 BoxScrollView.buildSlivers: padding is a SliverPadding (scroll extent, not reveal area)"

    private static func ensure(_ alignment: Double, _ policy: FlutterAlignmentPolicy = .explicit) -> PlatformScrollCall {
        .flutter(.ensureVisible(alignment: alignment, alignmentPolicy: policy))
    }

    func test_ensureVisible_explicit() {
        assertRows([
            // ideal = start - pinned - a·((800 - pinned) - length)
            row("fl-ev-01 start", Self.reveal, Self.ensure(0), item: (2000, 100), rest: 2000, position: 2000),
            row("fl-ev-02 center", Self.reveal, Self.ensure(0.5), item: (2000, 100), rest: 1650, position: 1650),  // 2000 - 350
            row("fl-ev-03 end", Self.reveal, Self.ensure(1), item: (2000, 100), rest: 1300, position: 1300),  // 2000 - 700
            row("fl-ev-04 visible still aligns", Self.reveal, Self.ensure(0), item: (1200, 100), rest: 1200, position: 1200),
            row("fl-ev-05 clamp at min", Self.explicitClamp, Self.ensure(0.5), item: (100, 100), rest: 0, position: 0),  // -250
            row("fl-ev-06 clamp at max", Self.explicitClamp, Self.ensure(0), item: (2900, 100), rest: 2200, position: 2200),
            row("fl-ev-07 padding scrolls away", Self.sliverPadding, Self.ensure(0), item: (0, 100), pad: (50, 30), rest: 0, position: 50),
            row("fl-ev-08 padding, end", Self.reveal, Self.ensure(1), item: (2900, 100), pad: (50, 30), rest: 2200, position: 2250),  // 3000 - 800; max 2230
            row("fl-ev-09 padding + pinned 60", Self.pinned, Self.ensure(0), item: (1030, 100), pad: (50, 30), pinned: (60, 0), rest: 970, position: 1020),
            row("fl-ev-10 pinned, end", Self.pinned, Self.ensure(1), item: (2000, 100), pinned: (60, 0), rest: 1300, position: 1300),  // 2000 - 60 - 640
            row("fl-ev-11 larger than viewport", Self.reveal, Self.ensure(0.5), item: (1000, 1000), rest: 1100, position: 1100),  // 1000 + 100
            row("fl-ev-12 reverse, pad", Self.reverse, Self.ensure(0), item: (2500, 100), pad: (50, 30), reverse: true, rest: 1800, position: 430),  // 2600 - 800; 2230 - 1800
            row("fl-ev-13 reverse, alignment 1", Self.reverse, Self.ensure(1), item: (500, 100), reverse: true, rest: 500, position: 1700),
            row("fl-ev-14 reverse, pinned at bottom", Self.reverse, Self.ensure(0), item: (2500, 100), pinned: (0, 60), reverse: true, rest: 1860, position: 340),  // 2500 - 640
            row("fl-ev-15 horizontal RTL (left)", Self.reverse, Self.ensure(0), item: (2500, 100), horizontal: true, rtl: true, rest: 1800, position: 400),
            row("fl-ev-16 horizontal RTL + reverse (right)", Self.reveal, Self.ensure(0), item: (2000, 100), reverse: true, horizontal: true, rtl: true, rest: 2000, position: 2000),
            row("fl-ev-17 horizontal, center", Self.reveal, Self.ensure(0.5), item: (2000, 100), horizontal: true, rest: 1650, position: 1650),
        ])
    }

    func test_ensureVisible_keepVisibleAtEnd() {
        let end = Self.ensure(0.7, .keepVisibleAtEnd)  // alignment is ignored
        assertRows([
            row("fl-ke-01 below", Self.atEnd, end, item: (2000, 100), rest: 1300, position: 1300),
            row("fl-ke-02 above: never backward", Self.atEnd, end, item: (500, 100), rest: 1000, position: 1000),
            row("fl-ke-03 covering: aligns end", Self.atEnd, end, item: (900, 1000), rest: 1100, position: 1100),  // 1900 - 800
            row("fl-ke-04 visible", Self.atEnd, end, item: (1200, 100), rest: 1000, position: 1000),  // 500 < 1000
            row("fl-ke-05 clamp at max", Self.atEnd, end, item: (2950, 50), pad: (50, 30), rest: 2200, position: 2250),
            row("fl-ke-06 pinned does not shrink the end", Self.atEnd, end, item: (2000, 100), pinned: (60, 0), rest: 1300, position: 1300),
            row("fl-ke-07 reverse: visual end (flipped)", Self.flip, end, item: (2000, 100), reverse: true, rest: 1300, position: 900),
            row("fl-ke-08 reverse, above", Self.flip, end, item: (500, 100), reverse: true, rest: 1000, position: 1200),
            row("fl-ke-09 larger than viewport, below", Self.atEnd, end, item: (1500, 1000), rest: 1700, position: 1700),  // 2500 - 800
        ])
    }

    func test_ensureVisible_keepVisibleAtStart() {
        let start = Self.ensure(0.7, .keepVisibleAtStart)
        assertRows([
            row("fl-ks-01 below: never forward", Self.atStart, start, item: (2000, 100), rest: 1000, position: 1000),
            row("fl-ks-02 above", Self.atStart, start, item: (500, 100), rest: 500, position: 500),
            row("fl-ks-03 covering: aligns start", Self.atStart, start, item: (900, 1000), rest: 900, position: 900),
            row("fl-ks-04 visible", Self.atStart, start, item: (1200, 100), rest: 1000, position: 1000),
            row("fl-ks-05 pinned, clamp at min", Self.atStart, start, item: (20, 50), pinned: (60, 0), rest: 0, position: 0),  // -40
            row("fl-ks-06 padding scrolls away", Self.atStart, start, item: (20, 50), pad: (50, 30), rest: 20, position: 70),
            row("fl-ks-07 reverse, above", Self.flip, start, item: (500, 100), reverse: true, rest: 500, position: 1700),
            row("fl-ks-08 reverse, below", Self.flip, start, item: (2000, 100), reverse: true, rest: 1000, position: 1200),
        ])
    }

    func test_showOnScreen() {
        let show = PlatformScrollCall.flutter(.showOnScreen)
        assertRows([
            row("fl-so-01 visible", Self.clampOffset, show, item: (1200, 100), rest: 1000, position: 1000),
            row("fl-so-02 below: trailing", Self.clampOffset, show, item: (2000, 100), rest: 1300, position: 1300),
            row("fl-so-03 above: leading", Self.clampOffset, show, item: (500, 100), rest: 500, position: 500),
            row("fl-so-04 covering: stays", Self.clampOffset, show, item: (900, 1000), rest: 1000, position: 1000),
            row("fl-so-05 tall above, pad", Self.clampOffset, show, item: (400, 1000), pad: (50, 30), rest: 600, position: 650),
            row("fl-so-06 tall starting inside", Self.clampOffset, show, item: (1100, 1000), rest: 1100, position: 1100),
            row("fl-so-07 under pinned 60", Self.pinned, show, item: (1020, 100), pinned: (60, 0), rest: 960, position: 960),
            row("fl-so-08 clamp at max", Self.clampOffset, show, item: (2950, 50), rest: 2200, position: 2200),
            row("fl-so-09 reverse", Self.reverse, show, item: (2000, 100), reverse: true, rest: 1300, position: 900),
            row("fl-so-10 in the bottom padding: visible", Self.sliverPadding, show, item: (1780, 15), pad: (50, 30), rest: 1000, position: 1050),
        ])
    }

    func test_jumpTo() {
        assertRows([
            row("fl-jt-01", Self.jump, .flutter(.jumpTo(pixels: 1234.5)), item: nil, rest: 1234.5, position: 1234.5),
            row("fl-jt-02 pad", Self.jump, .flutter(.jumpTo(pixels: 1234.5)), item: nil, pad: (50, 30), rest: 1184.5, position: 1234.5),
            row("fl-jt-03 past the end", Self.jump, .flutter(.jumpTo(pixels: 5000)), item: nil, rest: 2200, position: 2200),
            row("fl-jt-04 before the start", Self.jump, .flutter(.jumpTo(pixels: -100)), item: nil, rest: 0, position: 0),
            row("fl-jt-05 reverse", Self.jump, .flutter(.jumpTo(pixels: 100)), item: nil, reverse: true, rest: 2100, position: 100),
            row("fl-jt-06 reverse, pad, 0", Self.jump, .flutter(.jumpTo(pixels: 0)), item: nil, pad: (50, 30), reverse: true, rest: 2230, position: 0),
            row("fl-jt-07 unrounded at density 3", Self.jump, .flutter(.jumpTo(pixels: 100.1)), item: nil, scale: 3, rest: 100.1, position: 100.1),
        ])
    }

    func test_jumpTo_reportsTheUnclampedIdeal() {
        let row = row("fl-jt-08", Self.jump, .flutter(.jumpTo(pixels: 5000)), item: nil, rest: 2200, position: 2200)
        let result = row.geometry.scrollTo(row.request)
        XCTAssertEqual(result.scroll.idealOffset.y, 5000)
        XCTAssertTrue(result.scroll.clampedY)
        XCTAssertFalse(result.scroll.clampedX)
    }

    func test_defaultCall_isEnsureVisibleAtZero() {
        XCTAssertEqual(FlutterScrollCall.default, .ensureVisible(alignment: 0, alignmentPolicy: .explicit))
    }
}
