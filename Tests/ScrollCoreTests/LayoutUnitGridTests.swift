import XCTest
@testable import ScrollCore

/// `GridLayout.Rounding.layoutUnits`: aspect-ratio grids as Chromium lays them out in 1/64 px.
/// Every length below is what Chromium 1xx's `getBoundingClientRect` gave for the same CSS grid
/// (`repeat(n, 1fr)`, items with `aspect-ratio`), times 64.
final class LayoutUnitGridTests: XCTestCase {
    func test_layoutRatio_isExactInSixtyFourths_elseTheFirstConvergentWithinAMillionth() {
        let cases: [(ratio: Double, p: Int, q: Int)] = [
            (1.5, 96, 64), (0.75, 48, 64), (1, 64, 64),
            (1.41, 141, 100), (2.35, 47, 20), (0.66, 33, 50), (1.77, 177, 100),
            // Float(1.333) = 1.33299994…: the convergent 1329/997 is within 1e-6 before 1333/1000.
            (1.333, 1329, 997),
        ]
        for (ratio, p, q) in cases {
            let got = LayoutRatio(ratio)
            XCTAssertEqual(got?.p, p, "\(ratio)")
            XCTAssertEqual(got?.q, q, "\(ratio)")
        }
    }

    /// Ratios a LayoutUnit cannot hold keep exact lengths: 1e12 is past 2²⁵ px; 1e-12's first
    /// convergent within a millionth is 0/1.
    func test_ratiosPastALayoutUnit_keepExactLengths() {
        for ratio in [1e12, 1e-12] {
            XCTAssertNil(LayoutRatio(ratio), "\(ratio)")
            let grid = GridLayout(count: 3, columns: .count(2), itemHeight: .aspectRatio(ratio), rounding: .layoutUnits)
            XCTAssertFalse(grid.isRoundedByLayoutUnits)
            XCTAssertEqual(grid.placement(viewportWidth: 300).frame(at: 2).size.height, 150 / ratio)
        }
    }

    /// 300 px, 7 columns, ratio 1.41: fr = Float(300/7); column 0 is 2742/64 wide, the others
    /// 2743/64. Items are ⌊w·100/141⌋: 1944/64 in column 0, 1945/64 elsewhere. A row is its
    /// tallest item, so the partial row holding only column 0 is 1944/64 tall.
    func test_narrowColumnsHoldShorterItems_andAPartialRowIsItsTallestItem() {
        let grid = GridLayout(count: 8, columns: .count(7), itemHeight: .aspectRatio(1.41), rounding: .layoutUnits)
        let placed = grid.placement(viewportWidth: 300)
        XCTAssertEqual(placed.frame(at: 0), Rect(x: 0, y: 0, width: 2742 / 64, height: 1944 / 64))
        XCTAssertEqual(placed.frame(at: 1), Rect(x: 2742 / 64, y: 0, width: 2743 / 64, height: 1945 / 64))
        XCTAssertEqual(placed.frame(at: 7), Rect(x: 0, y: 1945 / 64, width: 2742 / 64, height: 1944 / 64))
        XCTAssertEqual(placed.mainLength, (1945 + 1944) / 64)
        XCTAssertFalse(placed.alignedOrder(along: .vertical).isMonotone)
        // Exact rounding: every cell (300/7)/1.41 tall.
        let exact = grid.rounded(.exact).placement(viewportWidth: 300)
        XCTAssertEqual(exact.frame(at: 7).origin.y, 300 / 7 / 1.41)
    }

    /// The same columns around a full-span item: rows [0] (1944/64), [1] (10 px), [2…8] (1945/64),
    /// [9] (1944/64). Each partial row is short of a full one by 1/64.
    func test_partialRowsBeforeFullSpanItems_moveTheRowsAfterThemUp() {
        let grid = GridLayout(
            count: 10, columns: .count(7), itemHeight: .aspectRatio(1.41), fullSpanIndexes: [1], fullSpanHeight: 10,
            rounding: .layoutUnits)
        let placed = grid.placement(viewportWidth: 300)
        XCTAssertEqual(placed.frame(at: 1), Rect(x: 0, y: 1944 / 64, width: 300, height: 10))
        XCTAssertEqual(placed.frame(at: 2).origin.y, (1944 + 640) / 64)
        XCTAssertEqual(placed.frame(at: 9), Rect(x: 0, y: (1944 + 640 + 1945) / 64, width: 2742 / 64, height: 1944 / 64))
        XCTAssertEqual(placed.mainLength, (1944 + 640 + 1945 + 1944) / 64)
    }

    /// 429 px less 36 + 9 padding = 384 px in 5 columns: fr = 76.8, columns 4915/64 wide but the
    /// last, 4916/64; square items as tall. Full rows are 4916/64, a run of one cell 4915/64:
    /// Chromium puts the full-span items 17 and 19 at 31,119/64 and 42,882/64.
    func test_runsOfNarrowCells_betweenFullSpanItems_areTheirOwnHeight() {
        let grid = GridLayout(
            count: 20, columns: .count(5), itemHeight: .aspectRatio(1), rowSpacing: 14,
            padding: Insets(top: 30, left: 36, right: 9), fullSpanIndexes: [0, 17, 19], fullSpanHeight: 79,
            rounding: .layoutUnits)
        let placed = grid.placement(viewportWidth: 429)
        let tops = [0, 1, 6, 11, 16, 17, 18, 19].map { placed.frame(at: $0).origin.y * 64 }
        XCTAssertEqual(tops, [1920, 7872, 13684, 19496, 25308, 31119, 37071, 42882])
        XCTAssertEqual(placed.frame(at: 5), Rect(x: 36 + 19660 / 64, y: 7872 / 64, width: 4916 / 64, height: 4916 / 64))
        XCTAssertEqual(placed.mainLength * 64, 42882 + 5056)
    }

    func test_layoutUnits_leaveFixedHeightsAndIntegerWidthsAlone() {
        for grid in [
            GridLayout(count: 9, columns: .count(7), itemHeight: .fixed(33)),
            GridLayout(count: 9, columns: .count(7), cellWidths: .integer, itemHeight: .aspectRatio(1.41)),
        ] {
            XCTAssertFalse(grid.isRoundedByLayoutUnits)
            XCTAssertEqual(grid.rounded(.layoutUnits).placement(viewportWidth: 300).frame(at: 8),
                           grid.placement(viewportWidth: 300).frame(at: 8))
        }
    }
}
