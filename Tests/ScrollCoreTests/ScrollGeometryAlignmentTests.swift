import XCTest
import ScrollCore

/// The alignment area and the anchor formula
/// `ideal = target.start − area.start − a·(area.length − target.length)`.
final class ScrollGeometryAlignmentTests: XCTestCase {
    // MARK: - Default offset

    func test_defaultContentOffset_isRangeMin() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 300, height: 1000),
            contentInsets: Insets(top: 47, left: 10, bottom: 34, right: 20),
            scrollPadding: Insets(top: 5, left: 5, bottom: 5, right: 5)
        )
        XCTAssertEqual(geometry.contentOffset, Point(x: -10, y: -47))
    }

    func test_explicitContentOffset_isKept() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 300, height: 1000),
            contentOffset: Point(x: 40, y: 300)
        )
        XCTAssertEqual(geometry.contentOffset, Point(x: 40, y: 300))
    }

    // MARK: - Alignment area

    func test_alignmentArea_isWholeViewportAtOffset_whenNoInsetsOrPadding() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 300, height: 1000)
        )
        XCTAssertEqual(geometry.alignmentArea(on: .vertical, at: 300), Span(start: 300, length: 200))
        XCTAssertEqual(geometry.alignmentArea(on: .horizontal, at: 40), Span(start: 40, length: 100))
    }

    func test_alignmentArea_shrinksByInsetsAndPaddingOnBothSides() {
        // y: start 100 + 47 + 10 = 157, length 844 - 47 - 34 - 10 - 20 = 733
        // x: start 0 + 0 + 5 = 5, length 390 - 5 - 7 = 378
        let geometry = ScrollGeometry(
            viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 5000),
            contentInsets: Insets(top: 47, bottom: 34),
            scrollPadding: Insets(top: 10, left: 5, bottom: 20, right: 7)
        )
        XCTAssertEqual(geometry.alignmentArea(on: .vertical, at: 100), Span(start: 157, length: 733))
        XCTAssertEqual(geometry.alignmentArea(on: .horizontal, at: 0), Span(start: 5, length: 378))
    }

    func test_alignmentArea_hasZeroLengthAtLeadingEdge_whenInsetsAndPaddingExceedViewport() {
        // 100 - (60 + 30 + 20) = -10 → length 0; start 0 + 60 + 20 = 80
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 1000),
            contentInsets: Insets(top: 60, bottom: 30),
            scrollPadding: Insets(top: 20)
        )
        XCTAssertEqual(geometry.alignmentArea(on: .vertical, at: 0), Span(start: 80, length: 0))
    }

    func test_insetsAndPadding_shrinkAreaAlike_butOnlyInsetsExtendRange() {
        let withInsets = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 100, height: 1000),
            contentInsets: Insets(top: 40, bottom: 40)
        )
        let withPadding = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 100, height: 1000),
            scrollPadding: Insets(top: 40, bottom: 40)
        )
        // Same area: start 0 + 40, length 200 - 80 = 120.
        XCTAssertEqual(withInsets.alignmentArea(on: .vertical, at: 0), Span(start: 40, length: 120))
        XCTAssertEqual(withPadding.alignmentArea(on: .vertical, at: 0), Span(start: 40, length: 120))
        // Insets: [-40, 1000 + 40 - 200 = 840]; padding: [0, 1000 - 200 = 800].
        XCTAssertEqual(withInsets.range.min.y, -40)
        XCTAssertEqual(withInsets.range.max.y, 840)
        XCTAssertEqual(withPadding.range.min.y, 0)
        XCTAssertEqual(withPadding.range.max.y, 800)
    }

    // MARK: - Numeric anchors
    //
    // Viewport height 200, insets top 20 bottom 10, padding top 5 bottom 15:
    // area starts 25 below the viewport's top and is 200 - 50 = 150 long.
    // Target [500, 550] (length 50): ideal = 500 - 25 - a·(150 - 50) = 475 - 100a.

    private let geometry = ScrollGeometry(
        viewport: Size(width: 100, height: 200), contentSize: Size(width: 1000, height: 2000),
        contentInsets: Insets(top: 20, bottom: 10),
        scrollPadding: Insets(top: 5, bottom: 15)
    )
    private let target = Span(start: 500, length: 50)

    private func ideal(_ a: Double, in geometry: ScrollGeometry? = nil) -> Double {
        (geometry ?? self.geometry).idealOffset(
            on: .vertical, toPlace: target, at: .fraction(a), nearest: .leastMovement
        )
    }

    func test_anchor0_alignsTargetStartWithAreaStart() {
        // at 475 the area starts at 475 + 25 = 500 = target start
        XCTAssertEqual(ideal(0), 475)
    }

    func test_anchorHalf_alignsTargetCentreWithAreaCentre() {
        // at 425 the area is [450, 600], centre 525 = target centre
        XCTAssertEqual(ideal(0.5), 425)
    }

    func test_anchor1_alignsTargetEndWithAreaEnd() {
        // at 375 the area is [400, 550], end 550 = target end
        XCTAssertEqual(ideal(1), 375)
    }

    func test_anchorQuarter_alignsQuarterPoints() {
        // target point 500 + 12.5 = 512.5; at 450 area point 475 + 37.5 = 512.5
        XCTAssertEqual(ideal(0.25), 450)
    }

    func test_anchorMinusHalf_placesTargetBeforeAreaStart() {
        // target point 500 - 25 = 475; at 525 area point 550 - 75 = 475
        XCTAssertEqual(ideal(-0.5), 525)
    }

    func test_anchorOneAndHalf_placesTargetPastAreaEnd() {
        // target point 500 + 75 = 575; at 325 area point 350 + 225 = 575
        XCTAssertEqual(ideal(1.5), 325)
    }

    func test_fractionAnchor_doesNotDependOnCurrentOffset() {
        var scrolled = geometry
        scrolled.contentOffset = Point(x: 0, y: 900)
        XCTAssertEqual(ideal(0, in: scrolled), 475)
        XCTAssertEqual(ideal(1, in: scrolled), 375)
    }

    func test_anchorHalf_centresTargetLongerThanArea() {
        // target [500, 750]: 500 - 25 - 0.5·(150 - 250) = 525; at 525 area [550, 700], centre 625
        let ideal = geometry.idealOffset(
            on: .vertical, toPlace: Span(start: 500, length: 250), at: .center, nearest: .leastMovement
        )
        XCTAssertEqual(ideal, 525)
    }

    func test_horizontalAnchor_usesLeftAndRightInsetsAndPadding() {
        // area start 8 + 2 = 10, length 100 - 8 - 4 - 2 - 6 = 80
        // a = 1, target [300, 320]: 300 - 10 - (80 - 20) = 230; at 230 area [240, 320]
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 200), contentSize: Size(width: 1000, height: 2000),
            contentInsets: Insets(left: 8, right: 4),
            scrollPadding: Insets(left: 2, right: 6)
        )
        let ideal = geometry.idealOffset(
            on: .horizontal, toPlace: Span(start: 300, length: 20), at: .end, nearest: .leastMovement
        )
        XCTAssertEqual(ideal, 230)
    }

    // MARK: - Nearest goes through the geometry's current offset

    func test_nearest_measuresFromCurrentOffset_andDoesNotMove_whenTargetInsideArea() {
        // offset 300: area [325, 475]; target [400, 450] inside
        var scrolled = geometry
        scrolled.contentOffset = Point(x: 0, y: 300)
        let ideal = scrolled.idealOffset(
            on: .vertical, toPlace: Span(start: 400, length: 50), at: .nearest, nearest: .leastMovement
        )
        XCTAssertEqual(ideal, 300)
    }

    func test_nearest_alignsEnds_whenTargetBelowAreaOfScrolledGeometry() {
        // offset 300: area [325, 475]; target [500, 550]: 300 + (550 - 475) = 375
        var scrolled = geometry
        scrolled.contentOffset = Point(x: 0, y: 300)
        for rule in [NearestRule.leastMovement, .startAboveAlignsStart] {
            let ideal = scrolled.idealOffset(on: .vertical, toPlace: target, at: .nearest, nearest: rule)
            XCTAssertEqual(ideal, 375, "\(rule)")
        }
    }
}
