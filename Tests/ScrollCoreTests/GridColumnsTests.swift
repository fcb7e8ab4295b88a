import XCTest
import ScrollCore

/// `GridColumns` and `GridCellWidths`: each platform's column count and cell widths, worked out
/// by hand in the comments.
final class GridColumnsTests: XCTestCase {
    func test_columnCount_perRule_inPhoneAndLandscapeWidths() {
        // (rule, available width, column spacing, columns)
        let cases: [(GridColumns, Double, Double, Int)] = [
            // A count is the count, whatever the width; 0 or less is one column.
            (.count(4), 390, 8, 4), (.count(4), 10, 8, 4), (.count(0), 390, 8, 1),
            // minimumWidth 100, spacing 10: floor((390 + 10) / 110) = floor(3.64) = 3;
            // floor((844 + 10) / 110) = floor(7.76) = 7; floor(60 / 110) = 0 → at least 1.
            (.minimumWidth(100), 390, 10, 3), (.minimumWidth(100), 844, 10, 7), (.minimumWidth(100), 50, 10, 1),
            // Exactly fitting: (320 + 10) / 110 = 3.
            (.minimumWidth(100), 320, 10, 3),
            // maximumWidth 100 (Flutter rounds up): ceil(390 / 110) = ceil(3.55) = 4;
            // ceil(844 / 110) = ceil(7.67) = 8; ceil(0) = 0 → at least 1.
            (.maximumWidth(100), 390, 10, 4), (.maximumWidth(100), 844, 10, 8), (.maximumWidth(100), 0, 10, 1),
            // A tiny minimum in a huge width stops at the bound.
            (.minimumWidth(1e-9), 1e12, 0, GridColumns.maximumCount),
        ]
        for (rule, available, spacing, expected) in cases {
            XCTAssertEqual(rule.count(available: available, spacing: spacing), expected, "\(rule) in \(available)")
        }
    }

    func test_fractionalWidths_shareTheUsableWidthEqually() {
        // 390 wide, 4 columns, spacing 8: usable 390 − 3·8 = 366, each 91.5; x = c·99.5.
        let grid = GridLayout(count: 4, columns: .count(4), itemHeight: .fixed(120), columnSpacing: 8)
        let placed = grid.placement(viewportWidth: 390)
        XCTAssertEqual(placed.cellWidth, 91.5)
        XCTAssertEqual((0..<4).map { placed.column($0).x }, [0, 99.5, 199, 298.5])
        XCTAssertEqual((0..<4).map { placed.column($0).width }, [91.5, 91.5, 91.5, 91.5])
    }

    func test_integerWidths_giveTheLeftoverUnitsToTheFirstColumns_asCompose() {
        // 390 px, 4 columns, spacing 8: usable 366 = 4·91 + 2, so columns 92, 92, 91, 91 at
        // x = c·(91 + 8) + min(c, 2) = 0, 100, 200, 299 (and 299 + 91 = 390).
        let grid = GridLayout(count: 4, columns: .count(4), cellWidths: .integer, itemHeight: .fixed(120), columnSpacing: 8)
        let placed = grid.placement(viewportWidth: 390)
        XCTAssertEqual((0..<4).map { placed.column($0).x }, [0, 100, 200, 299])
        XCTAssertEqual((0..<4).map { placed.column($0).width }, [92, 92, 91, 91])
        // 100 px in 3 columns, no spacing: 34, 33, 33 at 0, 34, 67.
        let three = GridLayout(count: 3, columns: .count(3), cellWidths: .integer, itemHeight: .fixed(10))
            .placement(viewportWidth: 100)
        XCTAssertEqual((0..<3).map { three.column($0).x }, [0, 34, 67])
        XCTAssertEqual((0..<3).map { three.column($0).width }, [34, 33, 33])
    }

    func test_aspectRatio_heightFollowsTheFractionalCellWidth() {
        // Flutter childAspectRatio 0.75 (width / height), 3 columns, spacing 6, 390 wide:
        // cell (390 − 12) / 3 = 126 wide, 126 / 0.75 = 168 tall.
        let grid = GridLayout(count: 6, columns: .count(3), itemHeight: .aspectRatio(0.75), rowSpacing: 6, columnSpacing: 6)
        let placed = grid.placement(viewportWidth: 390)
        XCTAssertEqual(placed.cellHeight, 168)
        XCTAssertEqual(placed.frame(at: 4), Rect(x: 132, y: 174, width: 126, height: 168))
        // Two rows: 2·168 + 6 = 342.
        XCTAssertEqual(placed.mainLength, 342)
    }
}
