import ScrollCore
import XCTest

final class RangePositionTests: XCTestCase {
    /// A phone list: viewport 390×844, content 390×3000, insets top 47 and bottom 34.
    private func phone(at offset: Point?) -> ScrollGeometry {
        ScrollGeometry(
            viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 3000),
            contentInsets: Insets(top: 47, bottom: 34), contentOffset: offset)
    }

    func test_midway_remainingRunsToEachEndOfTheRange() {
        // range y: min −47, max 3000 + 34 − 844 = 2190; x: 0…0
        let position = RangePosition(phone(at: Point(x: 0, y: 1000)))
        XCTAssertEqual(position.range, ScrollRange(min: Point(x: 0, y: -47), max: Point(x: 0, y: 2190)))
        XCTAssertEqual(position.contentOffset, Point(x: 0, y: 1000))
        XCTAssertEqual(position.visibleRect, Rect(x: 0, y: 1000, width: 390, height: 844))
        // top 1000 + 47 = 1047, bottom 2190 − 1000 = 1190
        XCTAssertEqual(position.remaining, Insets(top: 1047, left: 0, bottom: 1190, right: 0))
        XCTAssertEqual([position.scrollsX, position.scrollsY], [false, true])
    }

    func test_noOffset_restsAtTheRangeMinimum_withNothingLeftAboveIt() {
        let position = RangePosition(phone(at: nil))
        XCTAssertEqual(position.contentOffset, Point(x: 0, y: -47))
        XCTAssertEqual(position.remaining, Insets(top: 0, left: 0, bottom: 2237, right: 0))
    }

    func test_anOffsetPastTheEnd_isTakenAsGiven_itsDistanceThereClampsAtZero() {
        // 2300 is 110 past max 2190: bottom clamps at 0, top counts from 2300: 2347
        let position = RangePosition(phone(at: Point(x: -5, y: 2300)))
        XCTAssertEqual(position.contentOffset, Point(x: -5, y: 2300))
        XCTAssertEqual(position.visibleRect, Rect(x: -5, y: 2300, width: 390, height: 844))
        XCTAssertEqual(position.remaining, Insets(top: 2347, left: 0, bottom: 0, right: 5))
    }

    func test_contentShorterThanTheViewport_scrollsNeitherAxis() {
        let position = RangePosition(ScrollGeometry(
            viewport: Size(width: 320, height: 480), contentSize: Size(width: 200, height: 300)))
        XCTAssertEqual([position.scrollsX, position.scrollsY], [false, false])
        XCTAssertEqual(position.remaining, .zero)
    }

    func test_aWideCarousel_scrollsX_only() {
        // range x: 0…1280 − 320 = 960; at 320: left 320, right 640
        let position = RangePosition(ScrollGeometry(
            viewport: Size(width: 320, height: 480), contentSize: Size(width: 1280, height: 480),
            contentOffset: Point(x: 320, y: 0)))
        XCTAssertEqual([position.scrollsX, position.scrollsY], [true, false])
        XCTAssertEqual(position.remaining, Insets(top: 0, left: 320, bottom: 0, right: 640))
    }
}
