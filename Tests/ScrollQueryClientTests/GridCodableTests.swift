import ScrollQueryClient
import XCTest

/// `Grid` and `Lanes` in the client: each form of the request contract, as the server reads it.
final class GridCodableTests: XCTestCase {
    func testGrid_theIssuesPhotoGrid() {
        assertRoundTrip(
            Grid(count: 50000, columns: .count(4), itemHeight: 120, spacing: GridSpacing(row: 8, column: 8),
                 fullSpan: GridFullSpan(indexes: [0, 37, 120], height: 32)),
            #"{"columns":4,"count":50000,"fullSpan":{"height":32,"indexes":[0,37,120]},"itemHeight":120,"spacing":{"column":8,"row":8}}"#)
    }

    func testGridColumns_aCountOrAWidthRule() {
        assertRoundTrip(GridColumns.count(4), "4")
        assertRoundTrip(GridColumns.minimumWidth(120), #"{"minimumWidth":120}"#)
        assertRoundTrip(GridColumns.maximumWidth(90.5), #"{"maximumWidth":90.5}"#)
        assertDecodes(#"{"minimumWidth":null,"maximumWidth":90}"#, GridColumns.maximumWidth(90))
    }

    func testGrid_aspectRatioAndIntegerWidths() {
        assertRoundTrip(
            Grid(count: 3, columns: .minimumWidth(100), cellWidths: .integer, aspectRatio: 0.75, ids: ["a", "b", "c"]),
            #"{"aspectRatio":0.75,"cellWidths":"integer","columns":{"minimumWidth":100},"count":3,"ids":["a","b","c"]}"#)
    }

    func testLanes_sizesLikeAStack() {
        assertRoundTrip(
            Lanes(count: 3, spacing: 8, sizes: .list([310, 240, nil]), estimatedSize: 240, ties: .earlierItem),
            #"{"count":3,"estimatedSize":240,"sizes":[310,240,null],"spacing":8,"ties":"earlierItem"}"#)
    }

    func testStoredLayoutKinds_includeGridAndLanes() {
        assertRoundTrip([LayoutKind.grid, .lanes], #"["grid","lanes"]"#)
        assertRoundTrip(LayoutRequest(grid: Grid(count: 1, columns: .count(1), itemHeight: 1)),
                        #"{"grid":{"columns":1,"count":1,"itemHeight":1}}"#)
    }
}
