import XCTest
import ScrollCore

final class RectTests: XCTestCase {
    func test_xywhInit_equalsOriginSizeInit() {
        XCTAssertEqual(
            Rect(x: 1, y: 2, width: 3, height: 4),
            Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
        )
    }

    func test_span_horizontal_isXAndWidth() {
        let span = Rect(x: 10, y: 500, width: 50, height: 40).span(.horizontal)
        XCTAssertEqual(span, Span(start: 10, length: 50))
    }

    func test_span_vertical_isYAndHeight() {
        let span = Rect(x: 10, y: 500, width: 50, height: 40).span(.vertical)
        XCTAssertEqual(span, Span(start: 500, length: 40))
    }

    func test_outset_growsEachSideByItsOwnInset() {
        // x 10-4 = 6, y 500-8 = 492, width 50+4+6 = 60, height 40+8+12 = 60
        let rect = Rect(x: 10, y: 500, width: 50, height: 40)
            .outset(by: Insets(top: 8, left: 4, bottom: 12, right: 6))
        XCTAssertEqual(rect, Rect(x: 6, y: 492, width: 60, height: 60))
    }

    func test_outset_withNegativeInsets_shrinksRect() {
        // x 10+5 = 15, y 500+5 = 505, width 50-10 = 40, height 40-10 = 30
        let rect = Rect(x: 10, y: 500, width: 50, height: 40)
            .outset(by: Insets(top: -5, left: -5, bottom: -5, right: -5))
        XCTAssertEqual(rect, Rect(x: 15, y: 505, width: 40, height: 30))
    }

    func test_outset_byZero_leavesRectUnchanged() {
        let rect = Rect(x: 10, y: 500, width: 50, height: 40)
        XCTAssertEqual(rect.outset(by: .zero), rect)
    }
}
