import XCTest
import ScrollCore

/// `ItemStep` and `PageDirection`: the relative targets of `/v1/scroll/offset`.
final class RelativeTargetTests: XCTestCase {
    func test_itemStep_table() {
        let cases: [(ItemStep, Int, Int, Bool, Int)] = [
            (.next, 0, 5, false, 1),
            (.next, 4, 5, false, 4),
            (.next, 4, 5, true, 0),
            (.previous, 3, 5, false, 2),
            (.previous, 0, 5, false, 0),
            (.previous, 0, 5, true, 4),
            (.next, 0, 1, true, 0),
        ]
        for (step, from, count, wrap, expected) in cases {
            XCTAssertEqual(step.index(from: from, count: count, wrap: wrap), expected, "\(step) \(from)/\(count) wrap \(wrap)")
        }
    }

    func test_page_movesAViewportLessTheOverlap_thenClamps() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 320, height: 480), contentSize: Size(width: 640, height: 1000),
            contentOffset: Point(x: 0, y: 100))
        func page(_ direction: PageDirection, _ overlap: Double) -> Point {
            geometry.scrollTo(ScrollToRequest(target: .page(direction, overlap: overlap))).contentOffset
        }
        assertPoint(page(.down, 40), 0, 520)  // 100 + 480 − 40 = 540, past the range max 520
        assertPoint(page(.down, 200), 0, 380)
        assertPoint(page(.up, 0), 0, 0)  // 100 − 480 → 0
        assertPoint(page(.right, 20), 300, 100)
        assertPoint(page(.left, 0), 0, 100)
        assertPoint(page(.down, 1000), 0, 100)  // overlap larger than the viewport: no move
    }
}
