import XCTest
import ScrollCore

/// `LaneLayout`: masonry placement worked out by hand, both tie-breaks, the lanes' x, and the
/// candidates' two binary searches over ends that may decrease.
final class LaneLayoutTests: XCTestCase {
    /// 3 lanes, spacing 9, heights 310, 240, 200, 100, 150, 120 (a Pinterest feed).
    private let feed = LaneLayout(laneCount: 3, spacing: 9, sizes: [310, 240, 200, 100, 150, 120])

    func test_eachItemGoesToTheShortestLane() {
        // Seeds: 0 → lane 0 [0, 310], 1 → lane 1 [0, 240], 2 → lane 2 [0, 200].
        // 3: lane ends 310, 240, 200 → lane 2 at 209, ends 309.
        // 4: 310, 240, 309 → lane 1 at 249, ends 399.
        // 5: 310, 399, 309 → lane 2 at 318, ends 438.
        XCTAssertEqual((0..<6).map(feed.lane(at:)), [0, 1, 2, 2, 1, 2])
        XCTAssertEqual((0..<6).map(feed.start(at:)), [0, 0, 0, 209, 249, 318])
        XCTAssertEqual(feed.mainLength, 438)
        // 390 wide: lanes (390 − 18) / 3 = 124 wide at x 0, 133, 266.
        let width = feed.laneWidth(available: 390)
        XCTAssertEqual(width, 124)
        XCTAssertEqual(feed.frame(at: 4, laneWidth: width), Rect(x: 133, y: 249, width: 124, height: 150))
        XCTAssertEqual(feed.frame(at: 5, laneWidth: width), Rect(x: 266, y: 318, width: 124, height: 120))
        XCTAssertEqual(feed.contentSize(viewportWidth: 390), Size(width: 390, height: 438))
    }

    func test_ties_lowerLane_or_earlierItem() {
        // 2 lanes, no spacing: 0 → lane 0 [0, 100], 1 → lane 1 [0, 200], 2 → lane 0 [100, 200].
        // Both lanes end at 200: lowerLane takes lane 0 (Compose); earlierItem takes lane 1,
        // whose last item (1) is earlier than lane 0's (2) (TanStack `getFurthestMeasurement`).
        let sizes: [Double] = [100, 200, 100, 50]
        let lower = LaneLayout(laneCount: 2, tieBreak: .lowerLane, sizes: sizes)
        let earlier = LaneLayout(laneCount: 2, tieBreak: .earlierItem, sizes: sizes)
        XCTAssertEqual((0..<4).map(lower.lane(at:)), [0, 1, 0, 0])
        XCTAssertEqual((0..<4).map(earlier.lane(at:)), [0, 1, 0, 1])
        XCTAssertEqual(lower.start(at: 3), 200)
        XCTAssertEqual(earlier.start(at: 3), 200)
    }

    func test_oneSize_goesRoundTheLanes_withoutArrays() {
        // 7 items 100 tall, 3 lanes, spacing 8: item i in lane i % 3, row i / 3 at 108·row.
        let even = LaneLayout(laneCount: 3, spacing: 8, uniformSize: 100, count: 7)
        XCTAssertEqual(even.uniformSize, 100)
        XCTAssertEqual(even.heapBytes, 0)
        XCTAssertEqual((0..<7).map(even.lane(at:)), [0, 1, 2, 0, 1, 2, 0])
        XCTAssertEqual((0..<7).map(even.start(at:)), [0, 0, 0, 108, 108, 108, 216])
        // Three rows: 216 + 100 = 316.
        XCTAssertEqual(even.mainLength, 316)
        // The same sizes listed place the same.
        let listed = LaneLayout(laneCount: 3, spacing: 8, sizes: [Double](repeating: 100, count: 7))
        XCTAssertEqual((0..<7).map(listed.start(at:)), (0..<7).map(even.start(at:)))
    }

    func test_candidates_searchTheRunningMaximumOfTheEnds() {
        // Ends 310, 240, 200, 309, 399, 438: running maximum 310, 310, 310, 310, 399, 438.
        let frames = ItemFrames(feed, laneWidth: 124, axis: .vertical)
        XCTAssertFalse(frames.isMonotone)
        // [400, 500]: only item 5 reaches past 400.
        XCTAssertEqual(frames.candidates(from: 400, to: 500), 5..<6)
        // [0, 100]: every start is at or before 100 up to item 2; item 3 starts at 209.
        XCTAssertEqual(frames.candidates(from: 0, to: 100), 0..<3)
        // [250, 300] in a 390 × 50 viewport: candidates 0…4 (item 5 starts at 318), each
        // tested: 0 (ends 310), 3 (209–309) and 4 (249–399) meet it; 1 and 2 end before 250.
        let geometry = ScrollGeometry(
            viewport: Size(width: 390, height: 50), contentSize: Size(width: 390, height: 438),
            contentOffset: Point(x: 0, y: 250))
        let shown = geometry.visibility(of: frames, threshold: 0).items.map(\.index)
        XCTAssertEqual(shown, [0, 3, 4])
    }

    func test_estimates_markEveryFrameFromTheFirstEstimatedItem() {
        let lanes = LaneLayout(laneCount: 2, sizes: [100, 80, 80, 50], estimated: [false, true, false, false])
        XCTAssertEqual(lanes.estimatedCount, 1)
        XCTAssertEqual((0..<4).map(lanes.isEstimated), [false, true, false, false])
        XCTAssertEqual((0..<4).map(lanes.frameIsEstimated), [false, true, true, true])
    }
}
