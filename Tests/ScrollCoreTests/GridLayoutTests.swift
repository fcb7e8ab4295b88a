import XCTest
import ScrollCore

/// `GridLayout`: placement worked out by hand — the photo grid, full-span rows (greedy,
/// sparse), padding, the content a grid spans — and `ItemFrames` over a 10,000,000-item grid.
final class GridLayoutTests: XCTestCase {
    /// The grid: 50,000 photos, 4 columns, 120-point cells, 8-point spacing.
    private let photos = GridLayout(
        count: 50_000, columns: .count(4), itemHeight: .fixed(120), rowSpacing: 8, columnSpacing: 8)

    func test_photoGrid_photo12345_isInRow3086Column1() {
        // 12,345 = 4·3086 + 1: row 3086, column 1. y = 3086·(120 + 8) = 395,008;
        // x = 1·(91.5 + 8) = 99.5 in a 390-wide phone.
        let placed = photos.placement(viewportWidth: 390)
        XCTAssertEqual(placed.frame(at: 12_345), Rect(x: 99.5, y: 395_008, width: 91.5, height: 120))
        XCTAssertEqual(placed.position(of: 12_345).row, 3086)
        XCTAssertEqual(placed.position(of: 12_345).column, 1)
        // 12,500 rows: 12,500·120 + 12,499·8 = 1,599,992 tall, as wide as the viewport.
        XCTAssertEqual(placed.rowCount, 12_500)
        XCTAssertEqual(placed.contentSize(viewportWidth: 390), Size(width: 390, height: 1_599_992))
    }

    /// 10 items, 3 columns 100 wide (300 wide), cells 100 tall, row spacing 10, items 0 and 5
    /// full span, 40 tall. Rows: [0] [1 2 3] [4 · ·] [5] [6 7 8] [9 · ·] — item 5 does not fit
    /// beside 4, so row 2 is left with two empty cells.
    private let sectioned = GridLayout(
        count: 10, columns: .count(3), itemHeight: .fixed(100), rowSpacing: 10,
        fullSpanIndexes: [0, 5], fullSpanHeight: 40)

    func test_fullSpan_startsItsOwnRow_andLeavesTheRestOfTheRowEmpty() {
        let placed = sectioned.placement(viewportWidth: 300)
        // y = R·10 + (R − k)·100 + k·40 for row R with k full-span rows above.
        let expected: [(Int, Rect)] = [
            (0, Rect(x: 0, y: 0, width: 300, height: 40)),  // R0, k0
            (1, Rect(x: 0, y: 50, width: 100, height: 100)),  // R1, k1: 10 + 0 + 40
            (3, Rect(x: 200, y: 50, width: 100, height: 100)),
            (4, Rect(x: 0, y: 160, width: 100, height: 100)),  // R2: 20 + 100 + 40
            (5, Rect(x: 0, y: 270, width: 300, height: 40)),  // R3, k1: 30 + 200 + 40
            (6, Rect(x: 0, y: 320, width: 100, height: 100)),  // R4, k2: 40 + 200 + 80
            (9, Rect(x: 0, y: 430, width: 100, height: 100)),  // R5, k2: 50 + 300 + 80
        ]
        for (index, frame) in expected {
            XCTAssertEqual(placed.frame(at: index), frame, "item \(index)")
        }
        XCTAssertEqual((0..<10).map { placed.position(of: $0).row }, [0, 1, 1, 1, 2, 3, 4, 4, 4, 5])
        // 4 rows of cells, 2 full-span rows, 5 gaps: 400 + 80 + 50 = 530 (item 9 ends there).
        XCTAssertEqual(placed.mainLength, 530)
        XCTAssertTrue(sectioned.isFullSpan(5))
        XCTAssertFalse(sectioned.isFullSpan(4))
    }

    func test_fullSpan_back_to_back_andAtTheEnd_takeOneRowEach() {
        // 2 columns; 0 and 1 full span, then 2 3 | 4, then 5 full span (the last item).
        // Rows: [0] [1] [2 3] [4 ·] [5]: heights 30, 30, 50, 50, 30 with no spacing → 190.
        let grid = GridLayout(
            count: 6, columns: .count(2), itemHeight: .fixed(50), fullSpanIndexes: [0, 1, 5], fullSpanHeight: 30)
        let placed = grid.placement(viewportWidth: 200)
        XCTAssertEqual((0..<6).map { placed.frame(at: $0).origin.y }, [0, 30, 60, 60, 110, 160])
        XCTAssertEqual(placed.rowCount, 5)
        XCTAssertEqual(placed.mainLength, 190)
        XCTAssertEqual(placed.firstIndex(ofRowOf: 3), 2)
        XCTAssertEqual(placed.firstIndex(ofRowOf: 4), 4)
    }

    func test_padding_offsetsCells_andNarrowsTheAvailableWidth() {
        // Padding 16 left and right, 12 top, 20 bottom in a 390 viewport: 358 available, 2
        // columns with spacing 10: cells 174 wide at x 16 and 200; 3 items → 2 rows of 80.
        let grid = GridLayout(
            count: 3, columns: .count(2), itemHeight: .fixed(80), rowSpacing: 10, columnSpacing: 10,
            padding: Insets(top: 12, left: 16, bottom: 20, right: 16))
        let placed = grid.placement(viewportWidth: 390)
        XCTAssertEqual(placed.available, 358)
        XCTAssertEqual(placed.frame(at: 1), Rect(x: 200, y: 12, width: 174, height: 80))
        XCTAssertEqual(placed.frame(at: 2), Rect(x: 16, y: 102, width: 174, height: 80))
        // 12 + 80 + 10 + 80 + 20 = 202.
        XCTAssertEqual(placed.contentSize(viewportWidth: 390), Size(width: 390, height: 202))
    }

    func test_adaptiveColumns_followTheViewport_andTheRowsWithThem() {
        // minimumWidth 120, spacing 8: 390 → floor(398 / 128) = 3 columns; 844 → floor(852 / 128) = 6.
        // Full span at 7: with 3 columns items 0…6 take rows 0–2 and 7 is row 3; with 6, rows 0–1 and 7 is row 2.
        let grid = GridLayout(
            count: 20, columns: .minimumWidth(120), itemHeight: .fixed(100), rowSpacing: 8, columnSpacing: 8,
            fullSpanIndexes: [7], fullSpanHeight: 40)
        let portrait = grid.placement(viewportWidth: 390)
        let landscape = grid.placement(viewportWidth: 844)
        XCTAssertEqual(portrait.columnCount, 3)
        XCTAssertEqual(landscape.columnCount, 6)
        XCTAssertEqual(portrait.position(of: 7).row, 3)
        XCTAssertEqual(landscape.position(of: 7).row, 2)
        // Portrait: 3·(100 + 8) = 324; landscape 2·108 = 216.
        XCTAssertEqual(portrait.frame(at: 7).origin.y, 324)
        XCTAssertEqual(landscape.frame(at: 7).origin.y, 216)
    }

    func test_emptyGrid_spansItsPadding_andOutOfRangeIndexesAreZeroRects() {
        let grid = GridLayout(count: 0, columns: .count(3), itemHeight: .fixed(100), padding: Insets(top: 8, bottom: 12))
        let placed = grid.placement(viewportWidth: 300)
        XCTAssertEqual(placed.rowCount, 0)
        XCTAssertEqual(placed.mainLength, 20)
        XCTAssertEqual(placed.frame(at: 0), Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(photos.placement(viewportWidth: 390).frame(at: -1), Rect(x: 0, y: 0, width: 0, height: 0))
    }

    func test_fullSpanIndexesThatAreNotSortedDistinctAndInRange_areDropped() {
        let grid = GridLayout(
            count: 5, columns: .count(2), itemHeight: .fixed(10), fullSpanIndexes: [1, 1, 0, 3, 9], fullSpanHeight: 5)
        XCTAssertEqual(grid.fullSpanIndexes, [1, 3])
    }

    func test_tenMillionItems_searchTwoBinarySearches_likeAThousand() {
        // 10,000,000 photos, 4 columns: the last row is row 2,499,999 at y = 2,499,999·128 =
        // 319,999,872; a viewport 844 tall there meets only the last four.
        let big = GridLayout(count: 10_000_000, columns: .count(4), itemHeight: .fixed(120), rowSpacing: 8, columnSpacing: 8)
        let frames = ItemFrames(big.placement(viewportWidth: 390), axis: .vertical)
        XCTAssertTrue(frames.isMonotone)
        XCTAssertEqual(frames[9_999_999], Rect(x: 298.5, y: 319_999_872, width: 91.5, height: 120))
        XCTAssertEqual(frames.candidates(from: 319_999_872, to: 319_999_872 + 844), 9_999_996..<10_000_000)
        // A viewport at 1,000,000: rows 7812 (999,936) to 7819 → 8 rows of 4.
        XCTAssertEqual(frames.candidates(from: 1_000_000, to: 1_000_844), 31_248..<31_280)
        let geometry = ScrollGeometry(
            viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 319_999_992),
            contentOffset: Point(x: 0, y: 1_000_000))
        let small = ItemFrames(
            GridLayout(count: 1_000, columns: .count(4), itemHeight: .fixed(120), rowSpacing: 8, columnSpacing: 8)
                .placement(viewportWidth: 390), axis: .vertical)
        let visible = geometry.visibility(of: frames)
        XCTAssertEqual(visible.items.count, 32)
        // Examined: the 32 candidates and two binary searches of 2·24 probes; a 1,000-item grid
        // at its top examines as many items and 2·10 probes.
        XCTAssertEqual(visible.examined, 32 + 48)
        let top = ScrollGeometry(viewport: Size(width: 390, height: 844), contentSize: Size(width: 390, height: 31_992))
        XCTAssertEqual(top.visibility(of: small).examined, 28 + 20)
    }
}
