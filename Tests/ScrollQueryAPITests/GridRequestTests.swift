import HTTPServer
import ScrollCore
import XCTest

@testable import ItemLayouts
@testable import RequestJSON
@testable import ScrollQueryAPI

/// `grid` and `lanes` in place of `items`: decoding, the derived content size, targets by index
/// and id, answers on offset and visibility, stored layouts, and the refusals (code and pointer)
/// as tables. Numbers are worked out in the comments.
final class GridRequestTests: XCTestCase {
    private typealias Handler = (HTTPRequest, RequestContext) -> HTTPResponse

    private func respond(_ handler: Handler, _ json: String, context: RequestContext = RequestContext()) -> (Int, String) {
        let response = handler(
            HTTPRequest(method: "POST", path: "/", contentType: "application/json", body: utf8(json)), context)
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    private func decode(_ json: String) throws(DecodeFailure) -> ScrollOffsetQuery {
        try ScrollOffsetHandler.decode(utf8(json))
    }

    private let phone = #""viewport":{"width":390,"height":844}"#
    /// The issue's grid: 50,000 photos, 4 columns, 120-point cells, 8-point spacing.
    private let photos = #""grid":{"count":50000,"columns":4,"itemHeight":120,"spacing":{"row":8,"column":8}}"#

    // MARK: - Decoding

    func test_photoGrid_derivesItsContentSize_andIndexIDs() throws {
        // 12,500 rows: 12,500·120 + 12,499·8 = 1,599,992 tall; photo 12,345 in row 3086, column 1.
        let view = try decode(#"{\#(phone),\#(photos),"target":{"index":12345}}"#).scrollView
        XCTAssertEqual(view.geometry.contentSize, Size(width: 390, height: 1_599_992))
        XCTAssertEqual(view.frames.count, 50_000)
        XCTAssertEqual(view.frames[12_345], Rect(x: 99.5, y: 395_008, width: 91.5, height: 120))
        XCTAssertTrue(view.itemIDs.areIndices)
        XCTAssertEqual(view.itemIDs.index(of: .integer(12_345)), 12_345)
    }

    func test_everyField_spacingAsOneNumber_adaptiveColumns_fullSpan_ids() throws {
        // 358 available (16 + 16 padding); minimumWidth 100, spacing 10: floor(368 / 110) = 3
        // columns (112.67 wide). Items: "h0" full span, a b c | d, "h1" full span.
        // Rows: 40 | 100 | 100 | 40 with 10 between, padding top 4: h1 at 4 + 3·10 + 2·100 + 40 = 274.
        let grid = #""grid":{"count":6,"columns":{"minimumWidth":100},"cellWidths":"fractional","itemHeight":100,"spacing":10,"padding":{"top":4,"left":16,"right":16},"fullSpan":{"indexes":[5,0],"height":40},"ids":["h0","a","b","c","d","h1"]}"#
        let view = try decode(#"{\#(phone),\#(grid),"target":{"id":"h1"}}"#).scrollView
        XCTAssertEqual(view.frames[5], Rect(x: 16, y: 274, width: 358, height: 40))
        XCTAssertEqual(view.frames[4].origin, Point(x: 16, y: 164))
        XCTAssertEqual(view.itemIDs.index(of: .string("h1")), 5)
        // 274 + 40 = 314 tall.
        XCTAssertEqual(view.geometry.contentSize.height, 314)
        XCTAssertEqual(view.layout.grid?.fullSpanIndexes, [0, 5])
    }

    func test_offset_photo12345_toTheTop() {
        // y = 395,008 (row 3086); the range ends at 1,599,992 − 844 = 1,599,148.
        let (status, body) = respond(
            ScrollOffsetHandler.handle, #"{\#(phone),\#(photos),"target":{"index":12345},"anchor":"top"}"#)
        XCTAssertEqual(status, 200, body)
        XCTAssertTrue(body.hasPrefix(#"{"contentOffset":{"x":0,"y":395008}"#), body)
        XCTAssertTrue(body.contains(#""targetRect":{"x":99.5,"y":395008,"width":91.5,"height":120}"#), body)
    }

    func test_visibility_countsPhotos() {
        // At y = 395,008 an 844-tall viewport meets rows 3086…3092 (3092 starts at 395,776 <
        // 395,852): 7 rows, 28 photos, the first 12,344.
        let (status, body) = respond(
            VisibilityHandler.handle, #"{\#(phone),\#(photos),"contentOffset":{"x":0,"y":395008},"threshold":0}"#)
        XCTAssertEqual(status, 200, body)
        XCTAssertTrue(body.contains(#""firstVisible":12344"#), body)
        XCTAssertTrue(body.contains(#""lastVisible":12371"#), body)
        XCTAssertTrue(body.contains(#""visibleCount":28"#), body)
    }

    func test_lanes_decodeAndPlace() throws {
        // 3 lanes, spacing 9, heights 310, 240, null (estimate 200), 100: item 3 goes under
        // item 2 (lane 2 ends at 200) at 209. Lanes (390 − 18) / 3 = 124 wide; lane 2 at x 266.
        let lanes = #""lanes":{"count":3,"spacing":9,"sizes":[310,240,null,100],"estimatedSize":200,"ids":["a","b","c","d"]}"#
        let view = try decode(#"{\#(phone),\#(lanes),"target":{"id":"d"}}"#).scrollView
        XCTAssertEqual(view.frames[3], Rect(x: 266, y: 209, width: 124, height: 100))
        XCTAssertEqual(view.geometry.contentSize, Size(width: 390, height: 310))
        XCTAssertTrue(view.layout.reportsEstimates)
        XCTAssertEqual((0..<4).map(view.layout.frameIsEstimated), [false, false, true, true])
    }

    // MARK: - Refusals

    func test_gridRefusals_codesAndPointers() {
        let rows: [(situation: String, grid: String, code: String, pointer: String)] = [
            ("no count", #"{"columns":4,"itemHeight":1}"#, "missing_field", "/grid/count"),
            ("no columns", #"{"count":4,"itemHeight":1}"#, "missing_field", "/grid/columns"),
            ("zero columns", #"{"count":4,"columns":0,"itemHeight":1}"#, "invalid_field", "/grid/columns"),
            ("negative columns", #"{"count":4,"columns":-2,"itemHeight":1}"#, "invalid_field", "/grid/columns"),
            ("fractional columns", #"{"count":4,"columns":2.5,"itemHeight":1}"#, "invalid_type", "/grid/columns"),
            ("zero minimumWidth", #"{"count":4,"columns":{"minimumWidth":0},"itemHeight":1}"#, "invalid_field", "/grid/columns/minimumWidth"),
            ("both width rules", #"{"count":4,"columns":{"minimumWidth":5,"maximumWidth":9},"itemHeight":1}"#, "conflicting_fields", "/grid/columns/maximumWidth"),
            ("empty column rule", #"{"count":4,"columns":{},"itemHeight":1}"#, "missing_field", "/grid/columns/minimumWidth"),
            ("columns a string", #"{"count":4,"columns":"4","itemHeight":1}"#, "invalid_type", "/grid/columns"),
            ("no height", #"{"count":4,"columns":4}"#, "missing_field", "/grid/itemHeight"),
            ("both heights", #"{"count":4,"columns":4,"itemHeight":1,"aspectRatio":1}"#, "conflicting_fields", "/grid/aspectRatio"),
            ("zero aspect ratio", #"{"count":4,"columns":4,"aspectRatio":0}"#, "invalid_field", "/grid/aspectRatio"),
            ("negative count", #"{"count":-1,"columns":4,"itemHeight":1}"#, "invalid_field", "/grid/count"),
            ("negative spacing", #"{"count":4,"columns":4,"itemHeight":1,"spacing":{"row":-1}}"#, "invalid_field", "/grid/spacing/row"),
            ("bad cellWidths", #"{"count":4,"columns":4,"itemHeight":1,"cellWidths":"round"}"#, "invalid_enum", "/grid/cellWidths"),
            ("ids of another length", #"{"count":3,"columns":4,"itemHeight":1,"ids":[1,2]}"#, "invalid_field", "/grid/ids"),
            ("repeated id", #"{"count":2,"columns":4,"itemHeight":1,"ids":["a","a"]}"#, "duplicate_id", "/grid/ids/1"),
            ("full span past the count", #"{"count":4,"columns":4,"itemHeight":1,"fullSpan":{"indexes":[1,4],"height":2}}"#, "invalid_field", "/grid/fullSpan/indexes/1"),
            ("full span repeated", #"{"count":9,"columns":4,"itemHeight":1,"fullSpan":{"indexes":[3,1,3,1],"height":2}}"#, "invalid_field", "/grid/fullSpan/indexes/2"),
            ("full span negative", #"{"count":4,"columns":4,"itemHeight":1,"fullSpan":{"indexes":[-1],"height":2}}"#, "invalid_field", "/grid/fullSpan/indexes/0"),
            ("full span without height", #"{"count":4,"columns":4,"itemHeight":1,"fullSpan":{"indexes":[1]}}"#, "missing_field", "/grid/fullSpan/height"),
            ("unknown member", #"{"count":4,"columns":4,"itemHeight":1,"rows":2}"#, "unknown_field", "/grid/rows"),
            ("past 1e12", #"{"count":1000000000,"columns":1,"itemHeight":1001}"#, "invalid_field", "/grid"),
            ("past 1e12 with one adaptive column", #"{"count":1000000000,"columns":{"minimumWidth":1},"itemHeight":1001}"#, "invalid_field", "/grid"),
            ("past 1e12 by aspect ratio in this viewport", #"{"count":1000000000,"columns":1,"aspectRatio":0.0001}"#, "invalid_field", "/grid"),
            ("not an object", #"[1]"#, "invalid_type", "/grid"),
        ]
        for row in rows {
            let (status, body) = respond(
                ScrollOffsetHandler.handle, #"{\#(phone),"grid":\#(row.grid),"target":{"index":0}}"#)
            XCTAssertEqual(status, 400, "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""code":"\#(row.code)""#), "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""pointer":"\#(row.pointer)""#), "\(row.situation): \(body)")
        }
    }

    func test_transition_anAspectRatioGridTooTallInTheNewViewport_isRefusedThere() {
        // 1,000,000 rows of one column, cells as tall as wide ×1000: 1 point wide, 1e9 tall
        // before; in a viewport 2000 wide each row is 2e6 tall, 2e12 in all.
        let before = #""before":{"viewport":{"width":1,"height":844},"grid":{"count":1000000,"columns":1,"aspectRatio":0.001}}"#
        let rows: [(after: String, pointer: String)] = [
            (#"{"viewport":{"width":2000,"height":844}}"#, "/after/viewport"),
            (#"{"grid":{"count":1000000,"columns":1,"aspectRatio":0.0000001}}"#, "/after/grid"),
        ]
        for row in rows {
            let (status, body) = respond(TransitionHandler.handle, #"{\#(before),"after":\#(row.after)}"#)
            XCTAssertEqual(status, 400, body)
            XCTAssertTrue(body.contains(#""code":"invalid_field""#), body)
            XCTAssertTrue(body.contains(#""pointer":"\#(row.pointer)""#), body)
        }
    }

    func test_lanesRefusals_codesAndPointers() {
        let rows: [(situation: String, lanes: String, code: String, pointer: String)] = [
            ("no lane count", #"{"sizes":[1]}"#, "missing_field", "/lanes/count"),
            ("zero lanes", #"{"count":0,"sizes":[1]}"#, "invalid_field", "/lanes/count"),
            ("too many lanes", #"{"count":1001,"sizes":[1]}"#, "invalid_field", "/lanes/count"),
            ("no sizes, no ids", #"{"count":2}"#, "missing_field", "/lanes/sizes"),
            ("a size missing", #"{"count":2,"sizes":[1,null]}"#, "missing_field", "/lanes/estimatedSize"),
            ("ids of another length", #"{"count":2,"sizes":[1,2],"ids":[1]}"#, "invalid_field", "/lanes/ids"),
            ("negative spacing", #"{"count":2,"sizes":[1],"spacing":-1}"#, "invalid_field", "/lanes/spacing"),
            ("bad ties", #"{"count":2,"sizes":[1],"ties":"random"}"#, "invalid_enum", "/lanes/ties"),
            ("past 1e12", #"{"count":1,"sizes":[1e12,1e12]}"#, "invalid_field", "/lanes"),
        ]
        for row in rows {
            let (status, body) = respond(
                ScrollOffsetHandler.handle, #"{\#(phone),"lanes":\#(row.lanes),"target":{"index":0}}"#)
            XCTAssertEqual(status, 400, "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""code":"\#(row.code)""#), "\(row.situation): \(body)")
            XCTAssertTrue(body.contains(#""pointer":"\#(row.pointer)""#), "\(row.situation): \(body)")
        }
    }

    func test_gridCount_isBoundByTheGridCeiling_notByMaxItems_butItsListsAre() {
        let context = RequestContext(limits: RequestLimits(maxItems: 3))
        // 10 items with --max-items 3: a grid keeps nothing per item.
        let (ok, _) = respond(
            ScrollOffsetHandler.handle, #"{\#(phone),"grid":{"count":10,"columns":2,"itemHeight":5},"target":{"index":9}}"#,
            context: context)
        XCTAssertEqual(ok, 200)
        let rows: [(grid: String, pointer: String)] = [
            (#"{"count":1000000001,"columns":2,"itemHeight":0}"#, "/grid/count"),
            (#"{"count":10,"columns":2,"itemHeight":5,"ids":[1,2,3,4]}"#, "/grid/ids"),
            (#"{"count":10,"columns":2,"itemHeight":5,"fullSpan":{"indexes":[1,2,3,4],"height":1}}"#, "/grid/fullSpan/indexes"),
        ]
        for row in rows {
            let (status, body) = respond(
                ScrollOffsetHandler.handle, #"{\#(phone),"grid":\#(row.grid),"target":{"index":0}}"#, context: context)
            XCTAssertEqual(status, 413, body)
            XCTAssertTrue(body.contains(#""code":"too_many_items""#), body)
            XCTAssertTrue(body.contains(#""pointer":"\#(row.pointer)""#), body)
        }
    }

    func test_itemsStackGridLanesLayout_excludeEachOther_atTheSecond() {
        let grid = #""grid":{"count":1,"columns":1,"itemHeight":1}"#
        let lanes = #""lanes":{"count":1,"sizes":[1]}"#
        for (body, pointer) in [
            (#"{\#(phone),"items":[],\#(grid),"target":{"index":0}}"#, "/grid"),
            (#"{\#(phone),\#(grid),"stack":{"sizes":[1]},"target":{"index":0}}"#, "/stack"),
            (#"{\#(phone),\#(grid),\#(lanes),"target":{"index":0}}"#, "/lanes"),
            (#"{\#(phone),\#(lanes),"items":[],"target":{"index":0}}"#, "/items"),
        ] {
            let (status, answer) = respond(ScrollOffsetHandler.handle, body)
            XCTAssertEqual(status, 400, answer)
            XCTAssertTrue(answer.contains(#""code":"conflicting_fields""#), answer)
            XCTAssertTrue(answer.contains(#""pointer":"\#(pointer)""#), answer)
        }
    }

    func test_targetPastTheGrid_is404_withItsPointer() {
        let (status, body) = respond(ScrollOffsetHandler.handle, #"{\#(phone),\#(photos),"target":{"index":50000}}"#)
        XCTAssertEqual(status, 404, body)
        XCTAssertTrue(body.contains(#""pointer":"/target/index""#), body)
    }

    // MARK: - Stored layouts

    func test_canonicalForm_spellingsAgree_andLayoutsDiffer() throws {
        func id(_ body: String) throws -> String {
            LayoutCanonicalForm.id(of: try LayoutBodyDecoder.decode(utf8(body))).description
        }
        let reference = try id(#"{"grid":{"count":100,"columns":4,"itemHeight":120,"spacing":8,"fullSpan":{"indexes":[0,37],"height":32}}}"#)
        for same in [
            #"{"grid":{"itemHeight":1.2e2,"count":100,"columns":4.0,"spacing":{"row":8,"column":8},"fullSpan":{"height":32,"indexes":[37,0]}}}"#,
            #"{"grid":{"count":100,"columns":4,"itemHeight":120,"spacing":8,"fullSpan":{"indexes":[0,37],"height":32},"ids":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99]}}"#,
        ] {
            XCTAssertEqual(try id(same), reference, same)
        }
        let others = [
            reference,
            try id(#"{"grid":{"count":100,"columns":5,"itemHeight":120,"spacing":8,"fullSpan":{"indexes":[0,37],"height":32}}}"#),
            try id(#"{"grid":{"count":100,"columns":{"minimumWidth":4},"itemHeight":120,"spacing":8,"fullSpan":{"indexes":[0,37],"height":32}}}"#),
            try id(#"{"grid":{"count":100,"columns":4,"aspectRatio":120,"spacing":8,"fullSpan":{"indexes":[0,37],"height":32}}}"#),
            try id(#"{"grid":{"count":100,"columns":4,"itemHeight":120,"spacing":8,"fullSpan":{"indexes":[0,38],"height":32}}}"#),
            try id(#"{"grid":{"count":100,"columns":4,"cellWidths":"integer","itemHeight":120,"spacing":8,"fullSpan":{"indexes":[0,37],"height":32}}}"#),
            try id(#"{"lanes":{"count":4,"sizes":[120,120]}}"#),
            try id(#"{"lanes":{"count":4,"sizes":[120,120],"ties":"earlierItem"}}"#),
            try id(#"{"lanes":{"count":4,"sizes":[120,null],"estimatedSize":120}}"#),
            try id(#"{"stack":{"sizes":[120,120]}}"#),
        ]
        XCTAssertEqual(Set(others).count, others.count)
        // Listed and uniform lanes of one size are one layout.
        XCTAssertEqual(
            try id(#"{"lanes":{"count":3,"sizes":[50,50,50]}}"#), try id(#"{"lanes":{"count":3,"sizes":{"uniform":50,"count":3}}}"#))
    }

    func test_storedGrid_answersAsInline_andRefusesEdits() throws {
        let store = LayoutStore()
        let context = RequestContext(layouts: store)
        let post = LayoutHandlers.create(
            HTTPRequest(method: "POST", path: "/v1/layouts", contentType: "application/json", body: utf8("{\(photos)}")),
            context: context, store: store)
        XCTAssertEqual(post.status, 201, String(decoding: post.body, as: UTF8.self))
        let summary = String(decoding: post.body, as: UTF8.self)
        // The height is the grid's (fixed columns and cells); the width follows the viewport.
        XCTAssertTrue(summary.contains(#""itemCount":50000,"contentSize":{"width":null,"height":1599992}"#), summary)
        let id = try LayoutBodyDecoder.decode(utf8("{\(photos)}")).id
        let inline = respond(ScrollOffsetHandler.handle, #"{\#(phone),\#(photos),"target":{"index":12345}}"#)
        let stored = respond(
            ScrollOffsetHandler.handle, #"{\#(phone),"layout":"\#(id)","target":{"index":12345}}"#, context: context)
        XCTAssertEqual(stored.0, 200)
        XCTAssertEqual(stored.1, inline.1)
        let edit = LayoutHandlers.edit(
            HTTPRequest(
                method: "POST", path: "/v1/layouts/\(id)/edits", contentType: "application/json",
                body: utf8(#"[{"remove":{"ids":[0]}}]"#), pathParameters: ["layoutId": id]),
            context: context, store: store)
        XCTAssertEqual(edit.status, 409)
        XCTAssertTrue(String(decoding: edit.body, as: UTF8.self).contains("layout_conflict"))
    }
}

extension ItemLayout {
    /// The id a store gives the layout.
    fileprivate var id: String { LayoutCanonicalForm.id(of: self).description }
}
