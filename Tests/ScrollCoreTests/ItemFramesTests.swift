import XCTest
import ScrollCore

/// `ItemOrder` and `ItemFrames.candidates`: the monotone property and the binary searches.
final class ItemFramesTests: XCTestCase {
    func test_candidates_monotoneRowsOfSeveralItems_areOneRun() {
        // Two cells per row, rows 50 tall: the band y 60…140 meets rows 1 and 2 (indices 2…5).
        let cells = (0..<10).map { Rect(x: Double($0 % 2) * 50, y: Double($0 / 2) * 50, width: 50, height: 50) }
        let frames = ItemFrames(cells, axis: .vertical)
        XCTAssertTrue(frames.isMonotone)
        XCTAssertEqual(frames.candidates(from: 60, to: 140), 2..<6)
        XCTAssertEqual(frames.candidates(from: 600, to: 700), 10..<10)
    }

    func test_itemOrder_tallItemFollowedByShortOne_isNotMonotone() {
        var order = ItemOrder(axis: .vertical)
        order.append(Rect(x: 0, y: 0, width: 10, height: 300))
        order.append(Rect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertFalse(order.isMonotone)
    }

    func test_candidates_edgesTouchingCount_theCallerDecides() {
        // Rows 100 tall: the interval 200…300 touches row 1 at 200 and row 3 at 300.
        let frames = ItemFrames((0..<5).map { Rect(x: 0, y: Double($0) * 100, width: 10, height: 100) }, axis: .vertical)
        XCTAssertEqual(frames.candidates(from: 200, to: 300), 1..<4)
    }

    func test_candidates_unsorted_areEveryIndex() {
        let frames = ItemFrames([Rect(x: 0, y: 100, width: 1, height: 1), Rect(x: 0, y: 0, width: 1, height: 1)], axis: .vertical)
        XCTAssertFalse(frames.isMonotone)
        XCTAssertEqual(frames.candidates(from: 0, to: 1), 0..<2)
    }

    func test_horizontalAxis_usesXAndWidth() {
        // Cards 500 wide at x = 600·i: the band x 1000…1700 meets cards 1 (600…1100) and 2 (1200…1700).
        let frames = ItemFrames((0..<6).map { Rect(x: Double($0) * 600, y: 0, width: 500, height: 1080) }, axis: .horizontal)
        XCTAssertTrue(frames.isMonotone)
        XCTAssertEqual(frames.candidates(from: 1000, to: 1700), 1..<3)
    }
}
