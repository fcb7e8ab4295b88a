import XCTest
import ScrollCore

/// `ScrollGeometry.scrollTo(_:)`: target kinds, result fields, clamping, margins.
///
/// Base fixture: viewport 100x200, content 1000x2000, no insets, at rest.
/// Range x [0, 900], y [0, 1800]; the area is the viewport.
final class ScrollToTests: XCTestCase {
    private let geometry = ScrollGeometry(
        viewport: Size(width: 100, height: 200), contentSize: Size(width: 1000, height: 2000)
    )
    /// x [400, 450], y [900, 940].
    private let item = Rect(x: 400, y: 900, width: 50, height: 40)

    private func scroll(
        _ target: ScrollTarget, anchor: Anchor? = nil, margin: Insets = .zero,
        semantics: ScrollSemantics = .swiftui, in geometry: ScrollGeometry? = nil
    ) -> ScrollToResult {
        (geometry ?? self.geometry).scrollTo(
            ScrollToRequest(target: target, anchor: anchor, margin: margin, semantics: semantics)
        )
    }

    // MARK: - Rect target and result fields

    func test_rectTarget_topLeading_putsItemAtViewportOrigin_andFillsEveryResultField() {
        let result = scroll(.rect(item), anchor: .topLeading)
        XCTAssertEqual(result.contentOffset, Point(x: 400, y: 900))
        XCTAssertEqual(result.idealOffset, Point(x: 400, y: 900))
        XCTAssertFalse(result.clampedX)
        XCTAssertFalse(result.clampedY)
        XCTAssertEqual(result.range, ScrollRange(min: Point(x: 0, y: 0), max: Point(x: 900, y: 1800)))
        XCTAssertEqual(result.visibleRect, Rect(x: 400, y: 900, width: 100, height: 200))
        XCTAssertEqual(result.targetRect, item)
    }

    func test_rectTarget_eachNamedUnitPoint_placesItemAtThatPoint() {
        // x: start 400, centre 400 - 0.5·(100 - 50) = 375, end 400 - 50 = 350
        // y: start 900, centre 900 - 0.5·(200 - 40) = 820, end 900 - 160 = 740
        let expected: [String: Point] = [
            "topLeading": Point(x: 400, y: 900),
            "top": Point(x: 375, y: 900),
            "topTrailing": Point(x: 350, y: 900),
            "leading": Point(x: 400, y: 820),
            "center": Point(x: 375, y: 820),
            "trailing": Point(x: 350, y: 820),
            "bottomLeading": Point(x: 400, y: 740),
            "bottom": Point(x: 375, y: 740),
            "bottomTrailing": Point(x: 350, y: 740),
        ]
        XCTAssertEqual(expected.count, 9)
        for (name, point) in expected {
            guard let anchor = Anchor(unitPointName: name) else {
                XCTFail("no anchor named \(name)")
                continue
            }
            XCTAssertEqual(scroll(.rect(item), anchor: anchor).contentOffset, point, name)
        }
    }

    func test_rectTarget_numericAnchors_quarterAndOneAndHalf() {
        // x a=0.25: 400 - 0.25·(100 - 50) = 387.5; y a=1.5: 900 - 1.5·(200 - 40) = 660
        let result = scroll(.rect(item), anchor: Anchor(x: .fraction(0.25), y: .fraction(1.5)))
        XCTAssertEqual(result.contentOffset, Point(x: 387.5, y: 660))
    }

    func test_rectTarget_numericAnchors_minusHalfAndQuarter() {
        // x a=-0.5: 400 + 0.5·50 = 425; y a=0.25: 900 - 0.25·160 = 860
        let result = scroll(.rect(item), anchor: Anchor(x: .fraction(-0.5), y: .fraction(0.25)))
        XCTAssertEqual(result.contentOffset, Point(x: 425, y: 860))
    }

    func test_rectTarget_explicitAnchorIsUsed_inEverySemantics() {
        for semantics in ScrollSemantics.allCases {
            XCTAssertEqual(
                scroll(.rect(item), anchor: .center, semantics: semantics).contentOffset,
                Point(x: 375, y: 820), "\(semantics)"
            )
        }
    }

    // MARK: - Per-axis nearest

    func test_perAxisAnchor_xNearestAlignsStart_whileYUsesQuarter() {
        // offset x 300: area x [300, 400]; target x [150, 200] left of it → 150
        // y a=0.25: 900 - 0.25·(200 - 40) = 860
        var g = geometry
        g.contentOffset = Point(x: 300, y: 0)
        let result = scroll(.rect(Rect(x: 150, y: 900, width: 50, height: 40)),
                            anchor: Anchor(x: .nearest, y: .fraction(0.25)), in: g)
        XCTAssertEqual(result.contentOffset, Point(x: 150, y: 860))
    }

    func test_perAxisAnchor_xNearestDoesNotMove_whenXVisible_whileYAlignsCentre() {
        // offset x 300: target x [320, 370] inside [300, 400] → 300; y centre 820
        var g = geometry
        g.contentOffset = Point(x: 300, y: 0)
        let result = scroll(.rect(Rect(x: 320, y: 900, width: 50, height: 40)),
                            anchor: Anchor(x: .nearest, y: .center), in: g)
        XCTAssertEqual(result.contentOffset, Point(x: 300, y: 820))
    }

    func test_perAxisAnchor_yNearestAlignsEnd_whileXUsesEnd() {
        // x end: 400 - 50 = 350; y nearest from 0: [900, 940] below → 940 - 200 = 740
        let result = scroll(.rect(item), anchor: Anchor(x: .end, y: .nearest))
        XCTAssertEqual(result.contentOffset, Point(x: 350, y: 740))
    }

    // MARK: - Target exactly on the area edges (insets + padding)
    //
    // Insets top 20 bottom 10, padding top 5 bottom 15, offset y 300:
    // area y [300 + 25, 300 + 25 + 150] = [325, 475].

    private var padded: ScrollGeometry {
        ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 100, height: 2000),
            contentInsets: Insets(top: 20, bottom: 10), scrollPadding: Insets(top: 5, bottom: 15),
            contentOffset: Point(x: 0, y: 300)
        )
    }

    func test_nearest_doesNotMove_whenTargetExactlyFillsPaddedArea() {
        for semantics in [ScrollSemantics.swiftui, .uikit] {
            let result = scroll(.rect(Rect(x: 0, y: 325, width: 100, height: 150)), semantics: semantics, in: padded)
            XCTAssertEqual(result.contentOffset.y, 300, "\(semantics)")
        }
    }

    func test_nearest_doesNotMove_whenTargetTouchesPaddedAreaStartOrEnd() {
        for semantics in [ScrollSemantics.swiftui, .uikit] {
            let top = scroll(.rect(Rect(x: 0, y: 325, width: 100, height: 50)), semantics: semantics, in: padded)
            let bottom = scroll(.rect(Rect(x: 0, y: 425, width: 100, height: 50)), semantics: semantics, in: padded)
            XCTAssertEqual(top.contentOffset.y, 300, "\(semantics)")
            XCTAssertEqual(bottom.contentOffset.y, 300, "\(semantics)")
        }
    }

    func test_nearest_movesOnePoint_whenTargetPassesPaddedAreaEndByOne() {
        // [426, 476]: 300 + (476 - 475) = 301
        for semantics in [ScrollSemantics.swiftui, .uikit] {
            let result = scroll(.rect(Rect(x: 0, y: 426, width: 100, height: 50)), semantics: semantics, in: padded)
            XCTAssertEqual(result.contentOffset.y, 301, "\(semantics)")
        }
    }

    func test_nearest_movesOnePoint_whenTargetPassesPaddedAreaStartByOne() {
        // [324, 374]: 300 + (324 - 325) = 299
        for semantics in [ScrollSemantics.swiftui, .uikit] {
            let result = scroll(.rect(Rect(x: 0, y: 324, width: 100, height: 50)), semantics: semantics, in: padded)
            XCTAssertEqual(result.contentOffset.y, 299, "\(semantics)")
        }
    }

    // MARK: - Clamping

    func test_clampsToRangeMin_andReportsClamp_whenAnchorAsksForOffsetBeforeStart() {
        // centre of [10, 30] x [30, 70]: x 10 - 0.5·(100 - 20) = -30, y 30 - 0.5·(200 - 40) = -50
        let result = scroll(.rect(Rect(x: 10, y: 30, width: 20, height: 40)), anchor: .center)
        XCTAssertEqual(result.idealOffset, Point(x: -30, y: -50))
        XCTAssertEqual(result.contentOffset, Point(x: 0, y: 0))
        XCTAssertTrue(result.clampedX)
        XCTAssertTrue(result.clampedY)
        XCTAssertEqual(result.visibleRect, Rect(x: 0, y: 0, width: 100, height: 200))
    }

    func test_clampsToRangeMax_andReportsClamp_whenAnchorAsksForOffsetPastEnd() {
        let result = scroll(.rect(Rect(x: 960, y: 1950, width: 40, height: 50)), anchor: .topLeading)
        XCTAssertEqual(result.idealOffset, Point(x: 960, y: 1950))
        XCTAssertEqual(result.contentOffset, Point(x: 900, y: 1800))
        XCTAssertTrue(result.clampedX)
        XCTAssertTrue(result.clampedY)
        XCTAssertEqual(result.visibleRect, Rect(x: 900, y: 1800, width: 100, height: 200))
    }

    func test_reportsClampOnlyOnAxisThatLeftRange() {
        // x start 400 is in range; y start 1950 > 1800
        let result = scroll(.rect(Rect(x: 400, y: 1950, width: 50, height: 50)), anchor: .topLeading)
        XCTAssertEqual(result.contentOffset, Point(x: 400, y: 1800))
        XCTAssertFalse(result.clampedX)
        XCTAssertTrue(result.clampedY)
    }

    func test_doesNotReportClamp_whenIdealLandsExactlyOnRangeMax() {
        // bottomTrailing of [950, 1000] x [1960, 2000]: x 950 - 50 = 900, y 1960 - 160 = 1800
        let result = scroll(.rect(Rect(x: 950, y: 1960, width: 50, height: 40)), anchor: .bottomTrailing)
        XCTAssertEqual(result.contentOffset, Point(x: 900, y: 1800))
        XCTAssertFalse(result.clampedX)
        XCTAssertFalse(result.clampedY)
    }

    func test_doesNotReportClamp_whenIdealLandsExactlyOnRangeMin() {
        let result = scroll(.rect(Rect(x: 0, y: 0, width: 50, height: 40)), anchor: .topLeading)
        XCTAssertEqual(result.contentOffset, Point(x: 0, y: 0))
        XCTAssertFalse(result.clampedX)
        XCTAssertFalse(result.clampedY)
    }

    // MARK: - Content smaller than the viewport

    private let small = ScrollGeometry(
        viewport: Size(width: 100, height: 200), contentSize: Size(width: 80, height: 150)
    )

    func test_contentSmallerThanViewport_anyAnchorClampsToZero() {
        // centre of [10, 30] x [100, 140]: x 10 - 40 = -30, y 100 - 80 = 20; range is the single point (0, 0)
        let result = scroll(.rect(Rect(x: 10, y: 100, width: 20, height: 40)), anchor: .center, in: small)
        XCTAssertEqual(result.idealOffset, Point(x: -30, y: 20))
        XCTAssertEqual(result.contentOffset, Point(x: 0, y: 0))
        XCTAssertTrue(result.clampedX)
        XCTAssertTrue(result.clampedY)
        XCTAssertEqual(result.range.min, result.range.max)
    }

    func test_contentSmallerThanViewport_nearestDoesNotMove_andDoesNotClamp() {
        let result = scroll(.rect(Rect(x: 10, y: 100, width: 20, height: 40)), in: small)
        XCTAssertEqual(result.contentOffset, Point(x: 0, y: 0))
        XCTAssertFalse(result.clampedX)
        XCTAssertFalse(result.clampedY)
    }

    // MARK: - Insets vs padding vs margin
    //
    // Viewport 100x200, content 100x1000, 40 points of top space given three ways.
    // Anchor top on the first row [0, 50]: every way asks for -40, only insets can scroll there.

    private func spaced(insets: Insets = .zero, padding: Insets = .zero) -> ScrollGeometry {
        ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 100, height: 1000),
            contentInsets: insets, scrollPadding: padding
        )
    }

    private let firstRow = Rect(x: 0, y: 0, width: 100, height: 50)

    func test_topInset_letsFirstRowSitBelowInset() {
        let result = scroll(.rect(firstRow), anchor: .top, in: spaced(insets: Insets(top: 40)))
        XCTAssertEqual(result.idealOffset.y, -40)
        XCTAssertEqual(result.contentOffset.y, -40)
        XCTAssertFalse(result.clampedY)
        XCTAssertEqual(result.range.min.y, -40)
    }

    func test_topPadding_asksForSameOffset_butIsClampedToZero() {
        let result = scroll(.rect(firstRow), anchor: .top, in: spaced(padding: Insets(top: 40)))
        XCTAssertEqual(result.idealOffset.y, -40)
        XCTAssertEqual(result.contentOffset.y, 0)
        XCTAssertTrue(result.clampedY)
        XCTAssertEqual(result.range.min.y, 0)
    }

    func test_topMargin_outsetsTarget_andIsClampedToZero() {
        let result = scroll(.rect(firstRow), anchor: .top, margin: Insets(top: 40), in: spaced())
        XCTAssertEqual(result.targetRect, Rect(x: 0, y: -40, width: 100, height: 90))
        XCTAssertEqual(result.idealOffset.y, -40)
        XCTAssertEqual(result.contentOffset.y, 0)
        XCTAssertTrue(result.clampedY)
    }

    func test_insetPaddingAndMargin_giveSameOffset_forRowInMiddle() {
        // row [500, 550], anchor top: 500 - 40 = 460 in each case
        let row = Rect(x: 0, y: 500, width: 100, height: 50)
        XCTAssertEqual(scroll(.rect(row), anchor: .top, in: spaced(insets: Insets(top: 40))).contentOffset.y, 460)
        XCTAssertEqual(scroll(.rect(row), anchor: .top, in: spaced(padding: Insets(top: 40))).contentOffset.y, 460)
        XCTAssertEqual(scroll(.rect(row), anchor: .top, margin: Insets(top: 40), in: spaced()).contentOffset.y, 460)
    }

    func test_bottomInset_extendsRangeMax_butBottomPaddingDoesNot() {
        // last row [950, 1000], anchor bottom; area length 200 - 40 = 160 in both:
        // ideal = 950 - 0 - (160 - 50) = 840; inset max 1000 + 40 - 200 = 840, padding max 800
        let lastRow = Rect(x: 0, y: 950, width: 100, height: 50)
        let inset = scroll(.rect(lastRow), anchor: .bottom, in: spaced(insets: Insets(bottom: 40)))
        let padded = scroll(.rect(lastRow), anchor: .bottom, in: spaced(padding: Insets(bottom: 40)))
        XCTAssertEqual(inset.idealOffset.y, 840)
        XCTAssertEqual(inset.contentOffset.y, 840)
        XCTAssertFalse(inset.clampedY)
        XCTAssertEqual(padded.idealOffset.y, 840)
        XCTAssertEqual(padded.contentOffset.y, 800)
        XCTAssertTrue(padded.clampedY)
    }

    // MARK: - Margin

    func test_margin_targetRectIsOutsetRect() {
        // (400-4, 900-8, 50+4+6, 40+8+12) = (396, 892, 60, 60)
        let result = scroll(.rect(item), anchor: .topLeading, margin: Insets(top: 8, left: 4, bottom: 12, right: 6))
        XCTAssertEqual(result.targetRect, Rect(x: 396, y: 892, width: 60, height: 60))
        XCTAssertEqual(result.contentOffset, Point(x: 396, y: 892))
    }

    func test_margin_leavesSpaceAfterTarget_withBottomTrailingAnchor() {
        // outset (396, 892, 60, 60): x 396 - (100 - 60) = 356, y 892 - (200 - 60) = 752
        // check: viewport x [356, 456] = item end 450 + 6; y [752, 952] = 940 + 12
        let result = scroll(.rect(item), anchor: .bottomTrailing, margin: Insets(top: 8, left: 4, bottom: 12, right: 6))
        XCTAssertEqual(result.contentOffset, Point(x: 356, y: 752))
    }

    func test_margin_makesNearestMove_whenItemVisibleButMarginSticksOut() {
        // item y [170, 190] visible in [0, 200]; with bottom margin 20 → [170, 210] → 210 - 200 = 10
        let visible = Rect(x: 10, y: 170, width: 20, height: 20)
        XCTAssertEqual(scroll(.rect(visible)).contentOffset.y, 0)
        XCTAssertEqual(scroll(.rect(visible), margin: Insets(bottom: 20)).contentOffset.y, 10)
    }

    func test_margin_appliesToCssBlockStart() {
        // css default y start: 900 - 8 = 892
        let result = scroll(.rect(item), margin: Insets(top: 8), semantics: .css)
        XCTAssertEqual(result.contentOffset.y, 892)
    }

    func test_negativeMargin_shrinksTargetRect() {
        let result = scroll(.rect(item), anchor: .topLeading, margin: Insets(top: -5, left: -5, bottom: -5, right: -5))
        XCTAssertEqual(result.targetRect, Rect(x: 405, y: 905, width: 40, height: 30))
        XCTAssertEqual(result.contentOffset, Point(x: 405, y: 905))
    }

    func test_rectTarget_withoutMargin_targetRectIsTheRectItself() {
        XCTAssertEqual(scroll(.rect(item)).targetRect, item)
    }

    // MARK: - Point target

    func test_pointTarget_clampsPoint_andKeepsPointAsIdeal() {
        let result = scroll(.point(Point(x: 30, y: 2500)))
        XCTAssertEqual(result.contentOffset, Point(x: 30, y: 1800))
        XCTAssertEqual(result.idealOffset, Point(x: 30, y: 2500))
        XCTAssertFalse(result.clampedX)
        XCTAssertTrue(result.clampedY)
        XCTAssertNil(result.targetRect)
        XCTAssertEqual(result.visibleRect, Rect(x: 30, y: 1800, width: 100, height: 200))
    }

    func test_pointTarget_insideRange_isTheOffset_ignoringAnchorAndMargin() {
        let result = scroll(
            .point(Point(x: 250, y: 600)), anchor: .center, margin: Insets(top: 10, left: 10, bottom: 10, right: 10),
            semantics: .css
        )
        XCTAssertEqual(result.contentOffset, Point(x: 250, y: 600))
        XCTAssertEqual(result.idealOffset, Point(x: 250, y: 600))
        XCTAssertNil(result.targetRect)
    }

    func test_pointTarget_mayScrollIntoLeadingInset_butNotPastIt() {
        // insets left 10, top 47: range min (-10, -47); point (-20, -30) → (-10, -30)
        let inset = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 1000, height: 2000),
            contentInsets: Insets(top: 47, left: 10)
        )
        let result = scroll(.point(Point(x: -20, y: -30)), in: inset)
        XCTAssertEqual(result.contentOffset, Point(x: -10, y: -30))
        XCTAssertTrue(result.clampedX)
        XCTAssertFalse(result.clampedY)
    }

    func test_pointTarget_doesNotDependOnCurrentOffset() {
        var g = geometry
        g.contentOffset = Point(x: 500, y: 1000)
        XCTAssertEqual(scroll(.point(Point(x: 30, y: 40)), in: g).contentOffset, Point(x: 30, y: 40))
    }
}
