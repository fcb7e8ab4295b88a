import XCTest
import ScrollCore

/// Rounding to 1/scale, half away from zero, and re-clamping after rounding.
final class PixelGridTests: XCTestCase {
    private let one = PixelGrid(scale: 1)
    private let two = PixelGrid(scale: 2)
    private let three = PixelGrid(scale: 3)

    // MARK: - PixelGrid.round

    func test_scale1_roundsToWholePoints() {
        XCTAssertEqual(one.round(10.4), 10)
        XCTAssertEqual(one.round(10.6), 11)
        XCTAssertEqual(one.round(0), 0)
    }

    func test_scale1_roundsHalfAwayFromZero_notToEven() {
        XCTAssertEqual(one.round(10.5), 11)
        XCTAssertEqual(one.round(2.5), 3) // banker's rounding would give 2
    }

    func test_scale1_roundsNegativeHalfAwayFromZero() {
        XCTAssertEqual(one.round(-10.5), -11)
        XCTAssertEqual(one.round(-2.5), -3) // floor(x + 0.5) would give -2
        XCTAssertEqual(one.round(-10.4), -10)
        XCTAssertEqual(one.round(-10.6), -11)
    }

    func test_scale2_roundsToHalfPoints() {
        XCTAssertEqual(two.round(10.2), 10) // 20.4 → 20
        XCTAssertEqual(two.round(10.3), 10.5) // 20.6 → 21
        XCTAssertEqual(two.round(10.5), 10.5) // already on the grid
    }

    func test_scale2_roundsHalfPixelAwayFromZero() {
        XCTAssertEqual(two.round(10.25), 10.5) // 20.5 → 21
        XCTAssertEqual(two.round(0.25), 0.5) // 0.5 → 1 (to even would give 0)
        XCTAssertEqual(two.round(0.75), 1) // 1.5 → 2
        XCTAssertEqual(two.round(-10.25), -10.5) // -20.5 → -21
        XCTAssertEqual(two.round(-0.25), -0.5) // -0.5 → -1
    }

    func test_scale3_roundsToThirds() {
        XCTAssertEqual(three.round(10.1), 10, accuracy: tolerance) // 30.3 → 30
        XCTAssertEqual(three.round(10.2), 10 + 1.0 / 3, accuracy: tolerance) // 30.6 → 31
        XCTAssertEqual(three.round(-10.2), -(10 + 1.0 / 3), accuracy: tolerance) // -30.6 → -31
    }

    func test_scale3_roundsHalfPixelAwayFromZero() {
        XCTAssertEqual(three.round(0.5), 2.0 / 3, accuracy: tolerance) // 1.5 → 2
        XCTAssertEqual(three.round(-0.5), -2.0 / 3, accuracy: tolerance) // -1.5 → -2
        XCTAssertEqual(three.round(1621.5), 1621 + 2.0 / 3, accuracy: tolerance) // 4864.5 → 4865
    }

    // MARK: - Through scrollTo
    //
    // Viewport 100x200, content 1000x2000, insets left 10 top 47: range x [-10, 900], y [-47, 1800].

    private let geometry = ScrollGeometry(
        viewport: Size(width: 100, height: 200), contentSize: Size(width: 1000, height: 2000),
        contentInsets: Insets(top: 47, left: 10)
    )

    private func scroll(_ target: ScrollTarget, anchor: Anchor? = nil, scale: Double?, in geometry: ScrollGeometry? = nil) -> ScrollToResult {
        (geometry ?? self.geometry).scrollTo(ScrollToRequest(
            target: target, anchor: anchor, pixelGrid: scale.map { PixelGrid(scale: $0) }
        ))
    }

    func test_scrollTo_withoutGrid_leavesOffsetUnrounded() {
        XCTAssertEqual(scroll(.point(Point(x: 10.3, y: 20.7)), scale: nil).contentOffset, Point(x: 10.3, y: 20.7))
    }

    func test_scrollTo_scale1_roundsOffset_butNotIdeal() {
        let result = scroll(.point(Point(x: 10.5, y: 20.4)), scale: 1)
        XCTAssertEqual(result.contentOffset, Point(x: 11, y: 20))
        XCTAssertEqual(result.idealOffset, Point(x: 10.5, y: 20.4))
        XCTAssertFalse(result.clampedX)
        XCTAssertFalse(result.clampedY)
    }

    func test_scrollTo_visibleRect_usesRoundedOffset() {
        let result = scroll(.point(Point(x: 10.5, y: 20.4)), scale: 1)
        XCTAssertEqual(result.visibleRect, Rect(x: 11, y: 20, width: 100, height: 200))
    }

    func test_scrollTo_scale2_roundsOffsetToHalfPoints() {
        // 20.5 → 21 → 10.5; 40.4 → 40 → 20
        XCTAssertEqual(scroll(.point(Point(x: 10.25, y: 20.2)), scale: 2).contentOffset, Point(x: 10.5, y: 20))
    }

    func test_scrollTo_scale3_roundsOffsetToThirds() {
        // 1.5 → 2 → 2/3; 30.6 → 31 → 31/3
        assertPoint(scroll(.point(Point(x: 0.5, y: 10.2)), scale: 3).contentOffset, 2.0 / 3, 31.0 / 3)
    }

    func test_scrollTo_scale1_roundsNegativeOffsetsAwayFromZero() {
        XCTAssertEqual(scroll(.point(Point(x: -2.5, y: -10.5)), scale: 1).contentOffset, Point(x: -3, y: -11))
    }

    func test_scrollTo_scale2_roundsNegativeOffsetsAwayFromZero() {
        // -4.5 → -5 → -2.5; -20.5 → -21 → -10.5
        XCTAssertEqual(scroll(.point(Point(x: -2.25, y: -10.25)), scale: 2).contentOffset, Point(x: -2.5, y: -10.5))
    }

    func test_scrollTo_scale3_roundsNegativeOffsetsAwayFromZero() {
        // -1.5 → -2 → -2/3; -30.6 → -31 → -31/3
        assertPoint(scroll(.point(Point(x: -0.5, y: -10.2)), scale: 3).contentOffset, -2.0 / 3, -31.0 / 3)
    }

    func test_scrollTo_roundsAnchoredOffset_withHalfPointCentre() {
        // centre of y [901, 942] (41 tall): 901 - 47 - 0.5·(200 - 47 - 41) = 854 - 56 = 798
        // centre of x [400, 451] (51 wide): 400 - 10 - 0.5·(100 - 10 - 51) = 390 - 19.5 = 370.5 → 371
        let result = scroll(.rect(Rect(x: 400, y: 901, width: 51, height: 41)), anchor: .center, scale: 1)
        XCTAssertEqual(result.idealOffset, Point(x: 370.5, y: 798))
        XCTAssertEqual(result.contentOffset, Point(x: 371, y: 798))
    }

    // MARK: - Re-clamp: an off-grid range bound wins

    func test_scrollTo_keepsOffGridRangeMax_whenRoundingWouldPassIt() {
        // content 200.75 in viewport 100 → max 100.75; ideal 200 → clamp 100.75 → round 101 → clamp 100.75
        let geometry = ScrollGeometry(viewport: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 200.75))
        let result = scroll(.point(Point(x: 0, y: 200)), scale: 1, in: geometry)
        XCTAssertEqual(result.contentOffset.y, 100.75)
        XCTAssertTrue(result.clampedY)
        XCTAssertEqual(result.visibleRect.origin.y, 100.75)
    }

    func test_scrollTo_keepsOffGridRangeMin_whenRoundingWouldPassIt() {
        // top inset 10.75 → min -10.75; ideal -50 → clamp -10.75 → round -11 → clamp -10.75
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 1000),
            contentInsets: Insets(top: 10.75)
        )
        XCTAssertEqual(scroll(.point(Point(x: 0, y: -50)), scale: 1, in: geometry).contentOffset.y, -10.75)
    }

    func test_scrollTo_keepsOffGridRangeMax100_3_whenIdealFarBeyondMax() {
        // Contract example: range max 100.3 (content 200.3 in viewport 100), scale 1, ideal 200 → 100.3.
        let geometry = ScrollGeometry(viewport: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 200.3))
        let result = scroll(.point(Point(x: 0, y: 200)), scale: 1, in: geometry)
        XCTAssertEqual(result.range.max.y, 100.3, accuracy: tolerance)
        XCTAssertEqual(result.contentOffset.y, 100.3, accuracy: tolerance)
        XCTAssertTrue(result.clampedY)
    }

    func test_scrollTo_keepsOffGridRangeMin_whenIdealFarBeforeMin_andBoundRoundsInward() {
        // Same rule at the other end: top inset 10.3 → min -10.3; ideal -50 → -10.3.
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 1000),
            contentInsets: Insets(top: 10.3)
        )
        let result = scroll(.point(Point(x: 0, y: -50)), scale: 1, in: geometry)
        XCTAssertEqual(result.contentOffset.y, -10.3, accuracy: tolerance)
        XCTAssertTrue(result.clampedY)
    }

    func test_scrollTo_stillRounds_whenIdealInsideRangeNearOffGridMax() {
        // max 100.3; ideal 100.2 is inside → 100
        let geometry = ScrollGeometry(viewport: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 200.3))
        let result = scroll(.point(Point(x: 0, y: 100.2)), scale: 1, in: geometry)
        XCTAssertEqual(result.contentOffset.y, 100, accuracy: tolerance)
        XCTAssertFalse(result.clampedY)
    }
}
