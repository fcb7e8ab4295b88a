import ScrollQueryClient
import XCTest

/// `grid` and `lanes` encode to the spec's `Grid` and `Lanes` objects, key for key.
final class GridCodableTests: XCTestCase {
    func testGrid_encodesTheIssuesRequestForm() {
        let photos = Grid(count: 50000, columns: 4, cellHeight: .itemHeight(120), spacing: .axes(row: 8, column: 8),
                          padding: Insets(top: 0, left: 0, bottom: 0, right: 0),
                          fullSpan: GridFullSpan(indexes: [0, 37, 120], height: 32))
        assertRoundTrip(photos, #"{"columns":4,"count":50000,"fullSpan":{"height":32,"indexes":[0,37,120]},"itemHeight":120,"padding":{"bottom":0,"left":0,"right":0,"top":0},"spacing":{"column":8,"row":8}}"#)
    }

    func testGrid_eachField_isItsOwnKey() {
        let table: [(Grid, String)] = [
            (Grid(count: 0, columns: 1, cellHeight: .itemHeight(0)), #"{"columns":1,"count":0,"itemHeight":0}"#),
            (Grid(count: 9, columns: .minimumWidth(100), cellHeight: .aspectRatio(1.5)),
             #"{"aspectRatio":1.5,"columns":{"minimumWidth":100},"count":9}"#),
            (Grid(count: 9, columns: .maximumWidth(150), cellHeight: .itemHeight(80), spacing: .both(4)),
             #"{"columns":{"maximumWidth":150},"count":9,"itemHeight":80,"spacing":4}"#),
            (Grid(count: 3, columns: 2, cellWidths: .integer, cellHeight: .itemHeight(10), spacing: .axes(row: 2)),
             #"{"cellWidths":"integer","columns":2,"count":3,"itemHeight":10,"spacing":{"row":2}}"#),
            (Grid(count: 2, columns: 2, cellWidths: .fractional, cellHeight: .itemHeight(10), ids: ["a", 7]),
             #"{"cellWidths":"fractional","columns":2,"count":2,"ids":["a",7],"itemHeight":10}"#),
            (Grid(count: 2, columns: 2, cellHeight: .itemHeight(10), fullSpan: GridFullSpan()),
             #"{"columns":2,"count":2,"fullSpan":{},"itemHeight":10}"#),
        ]
        for (grid, json) in table { assertRoundTrip(grid, json) }
    }

    func testGrid_withExplicitNulls_decodes() {
        assertDecodes(#"{"count":4,"columns":{"minimumWidth":null,"maximumWidth":90},"itemHeight":null,"aspectRatio":2,"spacing":null,"padding":null,"fullSpan":null,"ids":null,"cellWidths":null}"#,
                      Grid(count: 4, columns: .maximumWidth(90), cellHeight: .aspectRatio(2)))
        assertDecodes(#"{"count":4,"columns":3,"itemHeight":50,"aspectRatio":null,"spacing":{"row":null,"column":6}}"#,
                      Grid(count: 4, columns: 3, cellHeight: .itemHeight(50), spacing: .axes(column: 6)))
    }

    func testLanes_encodesTheIssuesRequestForm() {
        assertRoundTrip(Lanes(count: 3, spacing: 8, sizes: .list([310, 240, nil, 180]), estimatedSize: 240),
                        #"{"count":3,"estimatedSize":240,"sizes":[310,240,null,180],"spacing":8}"#)
    }

    func testLanes_eachField_isItsOwnKey() {
        let table: [(Lanes, String)] = [
            (Lanes(count: 1, sizes: .uniform(100, count: 5)), #"{"count":1,"sizes":{"count":5,"uniform":100}}"#),
            (Lanes(count: 2, padding: Insets(top: 4, left: 6), estimatedSize: 50, ids: ["x", "y"], ties: .earlierItem),
             #"{"count":2,"estimatedSize":50,"ids":["x","y"],"padding":{"left":6,"top":4},"ties":"earlierItem"}"#),
            (Lanes(count: 2, sizes: .list([1]), ties: .lowerLane), #"{"count":2,"sizes":[1],"ties":"lowerLane"}"#),
        ]
        for (lanes, json) in table { assertRoundTrip(lanes, json) }
    }

    func testLayoutRequest_isGridOrLanes() {
        assertRoundTrip(LayoutRequest(grid: Grid(count: 10, columns: 3, cellHeight: .itemHeight(100))),
                        #"{"grid":{"columns":3,"count":10,"itemHeight":100}}"#)
        assertRoundTrip(LayoutRequest(lanes: Lanes(count: 2, sizes: .list([1, 2])), contentSize: Size(width: 1, height: 2)),
                        #"{"contentSize":{"height":2,"width":1},"lanes":{"count":2,"sizes":[1,2]}}"#)
    }

    func testEveryRequest_sendsGridAndLanesBesideTheViewport() {
        let phone = Size(width: 390, height: 844)
        let grid = Grid(count: 50000, columns: 4, cellHeight: .itemHeight(120), spacing: .both(8))
        let gridJSON = #""grid":{"columns":4,"count":50000,"itemHeight":120,"spacing":8}"#
        let viewJSON = #""viewport":{"height":844,"width":390}"#
        let view = ScrollView(viewport: phone, grid: grid)
        assertRoundTrip(view, "{\(gridJSON),\(viewJSON)}")
        assertRoundTrip(ScrollOffsetRequest(view, target: .index(12345), anchor: .top),
                        #"{"anchor":"top",\#(gridJSON),"target":{"index":12345},\#(viewJSON)}"#)
        assertRoundTrip(VisibilityRequest(view, threshold: 1), "{\(gridJSON),\"threshold\":1,\(viewJSON)}")
        assertRoundTrip(ScrollSnapRequest(viewport: phone, grid: grid, motion: .velocity(Point(x: 0, y: 900))),
                        #"{\#(gridJSON),"velocity":{"x":0,"y":900},\#(viewJSON)}"#)
        assertRoundTrip(ScrollViewChange(viewport: Size(width: 844, height: 390), grid: grid),
                        #"{\#(gridJSON),"viewport":{"height":390,"width":844}}"#)
        assertRoundTrip(BatchRequest(viewport: phone, lanes: Lanes(count: 2, sizes: .list([5])), requests: []),
                        #"{"lanes":{"count":2,"sizes":[5]},"requests":[],\#(viewJSON)}"#)
    }

    func testLayoutKind_namesEveryStoredForm() {
        assertRoundTrip([LayoutKind.items, .stack, .grid, .sections, .lanes], #"["items","stack","grid","sections","lanes"]"#)
    }
}
