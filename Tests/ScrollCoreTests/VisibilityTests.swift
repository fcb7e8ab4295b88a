import XCTest
import ScrollCore

/// `ScrollGeometry.visibility(of:)`: fractions, thresholds, regions, first/last, edges.
///
/// Fixture: a 390×844 phone with a top inset 47 and bottom inset 34, a list of 20 rows 100 tall
/// (row i at y = 100·i), content 2000 tall, scrolled to y 250. The viewport shows y 250…1094,
/// the safe area y 297…1060.
final class VisibilityTests: XCTestCase {
    private let rows = (0..<20).map { Rect(x: 0, y: Double($0) * 100, width: 390, height: 100) }
    private func phone(at y: Double) -> ScrollGeometry {
        ScrollGeometry(
            viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 2000),
            contentInsets: Insets(top: 47, bottom: 34), contentOffset: Point(x: 0, y: y))
    }

    func test_viewportRegion_fractionsOfRowsCutByTheEdges() {
        let result = phone(at: 250).visibility(of: ItemFrames(rows, axis: .vertical))
        // Rows 2…10 meet y 250…1094: row 2 (200…300) shows 50/100, row 10 (1000…1100) 94/100.
        XCTAssertEqual(result.items.map(\.index), Array(2...10))
        XCTAssertEqual(result.items.first?.visibleFraction ?? -1, 0.5, accuracy: tolerance)
        assertRect(result.items.first?.visibleRect, 0, 250, 390, 50)
        XCTAssertEqual(result.items.last?.visibleFraction ?? -1, 0.94, accuracy: tolerance)
        // Threshold 0.5: row 2 (exactly 0.5) counts, as `>=` says.
        XCTAssertEqual(result.firstVisible, 2)
        XCTAssertEqual(result.lastVisible, 10)
        XCTAssertEqual(result.visibleCount, 9)
    }

    func test_safeAreaRegion_shrinksByTheInsets() {
        let result = phone(at: 250).visibility(of: ItemFrames(rows, axis: .vertical), region: .safeArea)
        // Safe area y 297…1060: row 2 shows 3/100, row 10 60/100.
        XCTAssertEqual(result.items.first?.index, 2)
        XCTAssertEqual(result.items.first?.visibleFraction ?? -1, 0.03, accuracy: tolerance)
        XCTAssertEqual(result.items.first?.visible, false)
        XCTAssertEqual(result.items.last?.visibleFraction ?? -1, 0.6, accuracy: tolerance)
        XCTAssertEqual(result.firstVisible, 3)
        XCTAssertEqual(result.lastVisible, 10)
        XCTAssertEqual(result.visibleCount, 8)
    }

    func test_thresholdOne_needsTheWholeItem_thresholdZero_anyPart() {
        let frames = ItemFrames(rows, axis: .vertical)
        let full = phone(at: 250).visibility(of: frames, threshold: 1)
        XCTAssertEqual(full.firstVisible, 3)
        XCTAssertEqual(full.lastVisible, 9)
        let any = phone(at: 250).visibility(of: frames, threshold: 0, region: .safeArea)
        XCTAssertEqual(any.firstVisible, 2)
        XCTAssertEqual(any.visibleCount, 9)
    }

    func test_itemTouchingTheRegionEdge_isNotShown_butAZeroAreaItemThereIs() {
        let geometry = ScrollGeometry(
            viewport: Size(width: 100, height: 100), contentSize: Size(width: 100, height: 1000),
            contentOffset: Point(x: 0, y: 100))
        let frames = [
            Rect(x: 0, y: 0, width: 100, height: 100),  // ends at the top edge: touching
            Rect(x: 0, y: 100, width: 100, height: 0),  // a divider on the top edge
            Rect(x: 50, y: 150, width: 0, height: 0),  // a point inside
            Rect(x: 0, y: 200, width: 100, height: 50),  // starts at the bottom edge: touching
        ]
        let result = geometry.visibility(of: ItemFrames(frames, axis: .vertical), threshold: 1)
        XCTAssertEqual(result.items.map(\.index), [1, 2])
        XCTAssertEqual(result.items.map(\.visibleFraction), [1, 1])
        assertRect(result.items.first?.visibleRect, 0, 100, 100, 0)
        XCTAssertEqual(result.visibleCount, 2)
    }

    func test_gridCells_fractionIsTheAreaRatio() {
        // A 50×50 cell at (80, 80) in a 100×100 view at the origin: 20×20 of it shows, 0.16.
        let geometry = ScrollGeometry(viewport: Size(width: 100, height: 100), contentSize: Size(width: 300, height: 300))
        let result = geometry.visibility(of: ItemFrames([Rect(x: 80, y: 80, width: 50, height: 50)], axis: .vertical))
        XCTAssertEqual(result.items.first?.visibleFraction ?? -1, 0.16, accuracy: tolerance)
        XCTAssertEqual(result.items.first?.visible, false)
    }

    func test_unsortedFrames_giveTheSameAnswerAsSorted() {
        var shuffled = rows
        shuffled.swapAt(0, 7)
        shuffled.swapAt(3, 15)
        let unsorted = ItemFrames(shuffled, axis: .vertical)
        XCTAssertFalse(unsorted.isMonotone)
        let result = phone(at: 250).visibility(of: unsorted)
        // Content order is the list order: index 0 now holds row 7, index 7 row 0 (hidden).
        XCTAssertEqual(result.items.map(\.index), [0, 2, 4, 5, 6, 8, 9, 10, 15])
        XCTAssertEqual(result.firstVisible, 0)
        XCTAssertEqual(result.lastVisible, 15)
        XCTAssertEqual(result.visibleCount, 9)
        XCTAssertEqual(result.examined, 20)
    }

    func test_sortedFrames_examineOnlyTheShownRunPlusTheSearches() {
        let many = (0..<1_000_000).map { Rect(x: 0, y: Double($0) * 10, width: 390, height: 10) }
        let frames = ItemFrames(many, axis: .vertical)
        XCTAssertTrue(frames.isMonotone)
        let geometry = ScrollGeometry(
            viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 10_000_000),
            contentOffset: Point(x: 0, y: 5_000_005))
        let result = geometry.visibility(of: frames)
        // y 5000005…5000849: rows 500000…500084, 85 of them; 2·20 probes for 10^6 items.
        XCTAssertEqual(result.items.count, 85)
        XCTAssertEqual(result.items.first?.index, 500_000)
        XCTAssertEqual(result.examined, 85 + 40)
    }

    func test_edges_distancesAtAndNear() {
        // Range y −47…1190 (2000 + 34 − 844); at 1150 the bottom is 40 away.
        let result = phone(at: 1150).visibility(of: ItemFrames(rows, axis: .vertical), prefetchDistance: 50)
        XCTAssertEqual(result.edges.distanceToTop, 1197)
        XCTAssertEqual(result.edges.distanceToBottom, 40)
        XCTAssertEqual(result.edges.distanceToLeading, 0)
        XCTAssertEqual(result.edges.distanceToTrailing, 0)
        XCTAssertFalse(result.edges.atBottom)
        XCTAssertTrue(result.edges.nearBottom)
        XCTAssertFalse(result.edges.nearTop)
        XCTAssertTrue(result.edges.atLeading)
        XCTAssertTrue(result.edges.atTrailing)
        let almost = ScrollEdges(range: phone(at: 0).range, offset: Point(x: 0, y: 1189.5), prefetchDistance: 0)
        XCTAssertTrue(almost.atBottom)
        XCTAssertFalse(almost.nearBottom)
    }

    func test_swiftUIGeometry_visibleRectAndBounds() {
        let geometry = phone(at: 250)
        assertRect(geometry.visibleRect, 0, 250, 390, 844)
        assertRect(geometry.bounds, 0, 297, 390, 763)
    }
}
