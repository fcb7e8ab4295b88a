import XCTest
import ScrollCore

final class SpanTests: XCTestCase {
    private let area = Span(start: 100, length: 100) // [100, 200]

    func test_end_isStartPlusLength() {
        XCTAssertEqual(Span(start: 30, length: 45).end, 75)
        XCTAssertEqual(Span(start: -47, length: 763).end, 716)
    }

    func test_contains_isTrue_whenOtherStrictlyInside() {
        XCTAssertTrue(area.contains(Span(start: 120, length: 30)))
    }

    func test_contains_isTrue_whenOtherTouchesStartEdge() {
        XCTAssertTrue(area.contains(Span(start: 100, length: 30)))
    }

    func test_contains_isTrue_whenOtherTouchesEndEdge() {
        XCTAssertTrue(area.contains(Span(start: 170, length: 30)))
    }

    func test_contains_isTrue_whenOtherEqualsSpan() {
        XCTAssertTrue(area.contains(Span(start: 100, length: 100)))
    }

    func test_contains_isFalse_whenOtherSticksOutBeforeStart() {
        XCTAssertFalse(area.contains(Span(start: 99, length: 30)))
    }

    func test_contains_isFalse_whenOtherSticksOutPastEnd() {
        XCTAssertFalse(area.contains(Span(start: 171, length: 30))) // end 201
    }

    func test_contains_isFalse_whenOtherLongerAndCovering() {
        XCTAssertFalse(area.contains(Span(start: 50, length: 200)))
    }

    func test_contains_isTrue_forZeroLengthOtherOnEdge() {
        XCTAssertTrue(area.contains(Span(start: 200, length: 0)))
        XCTAssertFalse(area.contains(Span(start: 201, length: 0)))
    }
}
