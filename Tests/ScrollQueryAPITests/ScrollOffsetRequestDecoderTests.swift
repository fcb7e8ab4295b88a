import HTTPServer
import ScrollCore
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `POST /v1/scroll/offset` bodies in, validated queries or pointed 4xx errors out. Refusals
/// are tables, one per error code: a row is a situation, a body and what the client gets.
final class ScrollOffsetRequestDecoderTests: XCTestCase {
    // MARK: - Rows

    /// A body the decoder must refuse with 400 `code` at `pointer`; `message` nil where only the
    /// code and pointer are pinned down.
    private struct Refusal {
        let situation: String
        let body: [UInt8]
        let code: String
        let pointer: String
        let message: String?

        init(_ situation: String, _ body: String, _ code: String, at pointer: String, _ message: String? = nil) {
            self.init(situation, bytes: utf8(body), code, at: pointer, message)
        }

        init(_ situation: String, bytes: [UInt8], _ code: String, at pointer: String, _ message: String? = nil) {
            self.situation = situation
            self.body = bytes
            self.code = code
            self.pointer = pointer
            self.message = message
        }
    }

    private func assertRefused(_ rows: [Refusal], file: StaticString = #filePath, line: UInt = #line) {
        for row in rows {
            do {
                let query = try ScrollOffsetHandler.decode(row.body)
                XCTFail("\(row.situation): accepted, target \(query.target)", file: file, line: line)
            } catch {
                XCTAssertEqual(error.status, 400, row.situation, file: file, line: line)
                XCTAssertEqual(error.code, row.code, row.situation, file: file, line: line)
                XCTAssertEqual(error.pointer, row.pointer, row.situation, file: file, line: line)
                if let message = row.message {
                    XCTAssertEqual(error.message, message, row.situation, file: file, line: line)
                }
            }
        }
    }

    /// Bodies that must decode, each to a query whose `property` is `expected`.
    private func assertDecoded<Value: Equatable>(
        _ property: (ScrollOffsetQuery) -> Value, _ rows: [(body: String, expected: Value)],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (body, expected) in rows {
            guard let query = decodeOK(body, file: file, line: line) else { continue }
            XCTAssertEqual(property(query), expected, body, file: file, line: line)
        }
    }

    private let frame = unitFrame

    // MARK: - Every field

    func test_decode_everyField_isReadIntoTheQuery() {
        let json = #"""
            {"viewport":{"width":390,"height":844},
             "contentSize":{"width":400,"height":2000.5},
             "contentInsets":{"top":47,"left":-1,"bottom":34,"right":2},
             "scrollPadding":{"top":3,"left":4,"bottom":5,"right":6},
             "contentOffset":{"x":7,"y":-8.5},
             "items":[{"id":"row-0","frame":{"x":0,"y":0,"width":390,"height":100}},
                      {"id":7,"frame":{"x":-1,"y":100,"width":390,"height":50.5}}],
             "target":{"id":7},
             "anchor":"bottomTrailing",
             "margin":{"top":-1,"left":2,"bottom":3,"right":4},
             "semantics":"uikit",
             "displayScale":3}
            """#
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.viewport, Size(width: 390, height: 844))
        XCTAssertEqual(query.scrollView.geometry.contentSize, Size(width: 400, height: 2000.5))
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: 47, left: -1, bottom: 34, right: 2))
        XCTAssertEqual(query.scrollView.geometry.scrollPadding, Insets(top: 3, left: 4, bottom: 5, right: 6))
        XCTAssertEqual(query.scrollView.geometry.contentOffset, Point(x: 7, y: -8.5))
        XCTAssertEqual(
            query.scrollView.frames.array,
            [Rect(x: 0, y: 0, width: 390, height: 100), Rect(x: -1, y: 100, width: 390, height: 50.5)])
        XCTAssertEqual(query.scrollView.itemIDs.ids, [.string("row-0"), .integer(7)])
        XCTAssertEqual(query.target, .id(.integer(7)))
        XCTAssertEqual(query.anchor, Anchor(x: .fraction(1), y: .fraction(1)))
        XCTAssertEqual(query.margin, Insets(top: -1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(query.semantics, .uikit)
        XCTAssertEqual(query.pixelGrid, PixelGrid(scale: 3))
    }

    func test_decode_keysSpelledWithEscapes_areTheSameKeys() {
        let json = #"{"\u0076iewport":{"width":390,"h\u0065ight":844},"contentSize":{"width":1,"height":1},"t\u0061rget":{"\u0065dge":"b\u006Fttom"}}"#
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.viewport, Size(width: 390, height: 844))
        XCTAssertEqual(query.target, .edge(.bottom))
    }

    func test_decode_whitespaceEverywhere_isAccepted() {
        let json = " \n{ \"viewport\" : { \"width\" : 390 ,\t\"height\" : 844 } ,\r\n \"contentSize\":{\"width\":1 , \"height\":1},"
            + " \"items\" : [ { \"id\" : \"a\" , \"frame\" : { \"x\" : 0 , \"y\" : 1 , \"width\" : 2 , \"height\" : 3 } } ] ,"
            + " \"target\" : { \"id\" : \"a\" } , \"anchor\" : { \"x\" : \"nearest\" , \"y\" : 0.5 } } \n"
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.frames.array, [Rect(x: 0, y: 1, width: 2, height: 3)])
        XCTAssertEqual(query.anchor, Anchor(x: .nearest, y: .fraction(0.5)))
    }

    func test_decode_manyItems_keepTheirOrderAndIds() {
        let items = (0..<100).map { #"{"id":\#($0),"frame":{"x":0,"y":\#($0 * 10),"width":1,"height":10}}"# }
        guard let query = decodeOK(request("\"items\":[" + items.joined(separator: ",") + "]")) else { return }
        XCTAssertEqual(query.scrollView.frames.array.count, 100)
        XCTAssertEqual(query.scrollView.frames.array[99], Rect(x: 0, y: 990, width: 1, height: 10))
        XCTAssertEqual(query.scrollView.itemIDs.ids, (0..<100).map { .integer(Int64($0)) })
        XCTAssertEqual(query.scrollView.itemIDs.index(of: .integer(73)), 73)
    }

    func test_firstReservation_isTheBound_butAShortListStartsSmall() {
        // (bound, reserved): up to 24 the bound; 25…96 (a pretty body's short list) 24; past it the bound.
        let rows = [(0, 0), (1, 1), (15, 15), (24, 24), (25, 24), (38, 24), (96, 24), (97, 97), (10_000, 10_000)]
        for (bound, reserved) in rows {
            XCTAssertEqual(JSONReader.firstReservation(forBound: bound), reserved, "bound \(bound)")
        }
    }

    func test_decode_prettyListLongerThanItsFirstReservation_keepsEveryItemAndFindsRepeats() {
        // 36 pretty-printed items with string ids in no order: about 4,200 bytes, a bound of 84
        // items, so room for 24 at first; past the linear limit the ids go to a table.
        let ids = (0..<36).map { "row-\(($0 * 7) % 36)" }
        let items = ids.enumerated().map { index, id in
            "{\n    \"id\": \"\(id)\",\n    \"frame\": {\n      \"x\": 0,\n      \"y\": \(index * 10),"
                + "\n      \"width\": 1,\n      \"height\": 10\n    }\n  }"
        }
        let list = "\"items\": [\n  " + items.joined(separator: ",\n  ") + "\n]"
        XCTAssertEqual(JSONReader.firstReservation(forBound: list.utf8.count / JSONReader.minimumItemSize), 24)
        guard let query = decodeOK(request(list)) else { return }
        XCTAssertEqual(query.scrollView.frames.array.count, 36)
        XCTAssertEqual(query.scrollView.frames.array[35], Rect(x: 0, y: 350, width: 1, height: 10))
        XCTAssertEqual(query.scrollView.itemIDs.ids, ids.map { .string($0) })
        XCTAssertEqual(query.scrollView.itemIDs.index(of: .string("row-33")), 15)

        let repeated = list.replacingOccurrences(of: "\"\(ids[30])\"", with: "\"\(ids[2])\"")
        XCTAssertNotEqual(repeated, list)
        assertRefused([Refusal("a repeat past the first reservation", request(repeated), "duplicate_id", at: "/items/30/id")])
    }

    func test_decode_membersInAnyOrder_giveTheSameQuery() {
        let json = #"{"semantics":"css","target":{"index":0},"contentSize":{"height":2000,"width":390},"viewport":{"height":844,"width":390}}"#
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.viewport, Size(width: 390, height: 844))
        XCTAssertEqual(query.scrollView.geometry.contentSize, Size(width: 390, height: 2000))
        XCTAssertEqual(query.semantics, .css)
    }

    // MARK: - Defaults and null

    func test_decode_minimalRequest_usesDocumentedDefaults() {
        guard let query = decodeOK(request()) else { return }
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.scrollView.geometry.scrollPadding, Insets(top: 0, left: 0, bottom: 0, right: 0))
        // No contentOffset: the range minimum, which is (0, 0) without insets.
        XCTAssertEqual(query.scrollView.geometry.contentOffset, Point(x: 0, y: 0))
        XCTAssertEqual(query.scrollView.frames.array, [])
        XCTAssertEqual(query.scrollView.itemIDs.ids, [])
        XCTAssertEqual(query.target, .index(0))
        XCTAssertNil(query.anchor)
        XCTAssertEqual(query.margin, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.semantics, .swiftui)
        XCTAssertNil(query.pixelGrid)
    }

    func test_decode_nullForEveryOptionalField_meansAbsent() {
        let json = request(
            #""contentInsets":null"#, #""scrollPadding":null"#, #""contentOffset":null"#, #""items":null"#,
            #""anchor":null"#, #""margin":null"#, #""semantics":null"#, #""displayScale":null"#)
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.scrollView.geometry.scrollPadding, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.scrollView.geometry.contentOffset, Point(x: 0, y: 0))
        XCTAssertEqual(query.scrollView.frames.array, [])
        XCTAssertNil(query.anchor)
        XCTAssertEqual(query.margin, Insets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(query.semantics, .swiftui)
        XCTAssertNil(query.pixelGrid)
    }

    func test_decode_displayScaleAbsent_isOneForCSS_andNoGridOtherwise() {
        // A browser at device scale factor 1 never rests between pixels; SwiftUI and UIKit
        // round only to a grid the client names.
        let cases: [(semantics: String, displayScale: String?, grid: PixelGrid?)] = [
            ("css", nil, PixelGrid(scale: 1)),
            ("css", "null", PixelGrid(scale: 1)),
            ("css", "2", PixelGrid(scale: 2)),
            ("swiftui", nil, nil),
            ("uikit", nil, nil),
            ("uikit", "3", PixelGrid(scale: 3)),
        ]
        for (semantics, displayScale, grid) in cases {
            let json = request("\"semantics\":\"\(semantics)\"", displayScale.map { "\"displayScale\":\($0)" } ?? "\"margin\":null")
            XCTAssertEqual(decodeOK(json)?.pixelGrid, grid, "\(semantics) \(displayScale ?? "absent")")
        }
    }

    func test_decode_partialOrNullInsetsAndOffsets_takeTheirDefaults() {
        assertDecoded({ $0.scrollView.geometry.contentInsets }, [
            // Sides left out, or null, are 0.
            (request(#""contentInsets":{"bottom":34}"#), Insets(top: 0, left: 0, bottom: 34, right: 0)),
            (request(#""contentInsets":{"top":null,"left":5}"#), Insets(top: 0, left: 5, bottom: 0, right: 0)),
        ])
        assertDecoded({ $0.margin }, [
            (request(#""margin":{"left":5}"#), Insets(top: 0, left: 5, bottom: 0, right: 0)),
        ])
        // No contentOffset: minus the leading insets.
        assertDecoded({ $0.scrollView.geometry.contentOffset }, [
            (request(#""contentInsets":{"top":47,"left":10}"#), Point(x: -10, y: -47)),
        ])
    }

    // MARK: - Targets

    func test_decode_targets_mapToTheirReferences() {
        let edges: [(String, ContentEdge)] = [
            ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
            ("center", .center), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
            ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
        ]
        assertDecoded({ $0.target }, [
            (request(target: #"{"id":"row-7"}"#), .id(.string("row-7"))),
            (request(target: #"{"id":-3}"#), .id(.integer(-3))),
            (request(target: #"{"index":12}"#), .index(12)),
            (request(target: #"{"edge":"bottomLeading"}"#), .edge(.bottomLeading)),
            (request(target: #"{"rect":{"x":1,"y":2,"width":3,"height":0}}"#), .rect(Rect(x: 1, y: 2, width: 3, height: 0))),
            (request(target: #"{"point":{"x":-5.5,"y":1e3}}"#), .point(Point(x: -5.5, y: 1000))),
            // An integral index spelled as a fraction or an exponent is that integer.
            (request(target: #"{"index":3.0}"#), .index(3)),
            (request(target: #"{"index":3e0}"#), .index(3)),
            (request(target: #"{"index":-0}"#), .index(0)),
            // A negative index is kept, for the handler to report it not found.
            (request(target: #"{"index":-1}"#), .index(-1)),
            // So is an integral id spelled as a fraction; ±2^53 is the largest exact id.
            (request(target: #"{"id":7.0}"#), .id(.integer(7))),
            (request(target: #"{"id":9007199254740992}"#), .id(.integer(9_007_199_254_740_992))),
            (request(target: #"{"id":-9007199254740992}"#), .id(.integer(-9_007_199_254_740_992))),
            (request(target: #"{"id":9007199254740991}"#), .id(.integer(9_007_199_254_740_991))),
            (request(target: #"{"id":-0}"#), .id(.integer(0))),
            // However it is spelt, an integral value within ±2^53 is that integer.
            (request(target: #"{"id":-9007199254740992.0}"#), .id(.integer(-9_007_199_254_740_992))),
            (request(target: #"{"id":9.007199254740992e15}"#), .id(.integer(9_007_199_254_740_992))),
            (request(target: #"{"id":70e-1}"#), .id(.integer(7))),
            (request(target: #"{"id":0.0e5}"#), .id(.integer(0))),
            (request(target: #"{"id":1200E-2}"#), .id(.integer(12))),
            // A null kind beside another is absent.
            (request(target: #"{"id":null,"index":2,"edge":null}"#), .index(2)),
        ] + edges.map { (request(target: "{\"edge\":\"\($0.0)\"}"), .edge($0.1)) })
    }

    func test_decode_stringAndIntegerIdsWithTheSameDigits_areDistinct() {
        XCTAssertEqual(decodeOK(request(itemIDs: [#""1""#, "1"]))?.scrollView.itemIDs.ids, [.string("1"), .integer(1)])
    }

    // MARK: - Anchors

    func test_decode_anchors_resolveAgainstTheSemanticsDefaults() {
        let unitPoints: [(String, Double, Double)] = [
            ("topLeading", 0, 0), ("top", 0.5, 0), ("topTrailing", 1, 0),
            ("leading", 0, 0.5), ("center", 0.5, 0.5), ("trailing", 1, 0.5),
            ("bottomLeading", 0, 1), ("bottom", 0.5, 1), ("bottomTrailing", 1, 1),
        ]
        assertDecoded({ $0.anchor }, [
            (request(#""anchor":"nearest""#), Anchor(x: .nearest, y: .nearest)),
            (request(#""anchor":{"x":0.25,"y":-2}"#), Anchor(x: .fraction(0.25), y: .fraction(-2))),
            (request(#""anchor":{"x":"nearest","y":1}"#), Anchor(x: .nearest, y: .fraction(1))),
            (request(#""anchor":{"x":1000000,"y":-1000000}"#), Anchor(x: .fraction(1_000_000), y: .fraction(-1_000_000))),
            // A missing axis takes the semantics' default: nearest, but the block start under CSS
            // (even when the anchor comes before semantics in the document).
            (request(#""anchor":{"x":0.25}"#), Anchor(x: .fraction(0.25), y: .nearest)),
            (request(#""anchor":{"x":0.25}"#, #""semantics":"uikit""#), Anchor(x: .fraction(0.25), y: .nearest)),
            (request(#""anchor":{"x":0.25}"#, #""semantics":"css""#), Anchor(x: .fraction(0.25), y: .fraction(0))),
            (request(#""anchor":{"y":0.75}"#, #""semantics":"css""#), Anchor(x: .nearest, y: .fraction(0.75))),
            (request(#""semantics":"css""#, #""anchor":{}"#), Anchor(x: .nearest, y: .fraction(0))),
            (request(#""anchor":{"x":null,"y":0.25}"#), Anchor(x: .nearest, y: .fraction(0.25))),
        ] + unitPoints.map { (request("\"anchor\":\"\($0.0)\""), Anchor(x: .fraction($0.1), y: .fraction($0.2))) })
    }

    // MARK: - Number bounds that are accepted

    func test_decode_valuesOnTheBounds_areAccepted() {
        let json = object(
            #""viewport":{"width":1e-300,"height":1e12}"#, #""contentSize":{"width":0,"height":1e12}"#,
            #""contentInsets":{"top":-1e12,"bottom":1e12}"#, #""scrollPadding":{"left":0}"#,
            #""target":{"point":{"x":-1e12,"y":1e12}}"#, #""displayScale":1e-300"#)
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(query.scrollView.geometry.viewport, Size(width: 1e-300, height: 1e12))
        XCTAssertEqual(query.scrollView.geometry.contentInsets, Insets(top: -1e12, left: 0, bottom: 1e12, right: 0))
        XCTAssertEqual(query.pixelGrid, PixelGrid(scale: 1e-300))
    }

    func test_decode_negativeMarginAndInsets_areAccepted() {
        guard let query = decodeOK(request(#""margin":{"top":-10}"#, #""contentInsets":{"left":-3}"#)) else { return }
        XCTAssertEqual(query.margin.top, -10)
        XCTAssertEqual(query.scrollView.geometry.contentInsets.left, -3)
    }

    func test_decode_contradictionsThatAreNot_areAccepted() {
        // null anchor and margin beside an edge target are absent, so no conflict.
        XCTAssertEqual(
            decodeOK(request(target: #"{"edge":"top"}"#, #""anchor":null"#, #""margin":null"#))?.target, .edge(.top))
        let rect = request(target: #"{"rect":{"x":0,"y":0,"width":1,"height":1}}"#, #""anchor":"top""#, #""margin":{"top":4}"#)
        XCTAssertEqual(decodeOK(rect)?.margin, Insets(top: 4, left: 0, bottom: 0, right: 0))
    }

    // MARK: - Refusals, one table per code

    func test_decode_emptyBodies_areEmptyBody() {
        assertRefused([
            Refusal("no bytes", "", "empty_body", at: "", "request body is empty; send a JSON object"),
            Refusal("whitespace only", " \t\r\n", "empty_body", at: ""),
        ])
    }

    func test_decode_notJSON_isInvalidJSON() {
        let prefix = utf8(String(request().dropLast()))  // a valid request without its closing brace
        assertRefused([
            // `{"viewport":` is 12 bytes; the value is missing at byte 12.
            Refusal(
                "truncated", #"{"viewport":"#, "invalid_json", at: "/viewport",
                "unexpected end of input, expected a value at byte 12"),
            Refusal(
                "trailing comma in an item's frame",
                request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1,}}]"#), "invalid_json",
                at: "/items/0/frame"),
            Refusal("invalid UTF-8 in a key", bytes: [0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D], "invalid_json", at: ""),
            Refusal(
                "invalid UTF-8 in an enum value: not invalid_enum",
                bytes: prefix + utf8(#","semantics":""#) + [0xFF, 0x22, 0x7D], "invalid_json", at: "/semantics"),
            Refusal(
                "an overlong NUL in a string id",
                bytes: prefix + utf8(#","items":[{"id":""#) + [0xC0, 0x80] + utf8(#"","frame":{"x":0,"y":0,"width":1,"height":1}}]}"#),
                "invalid_json", at: "/items/0/id"),
            Refusal("two documents", "{} {}", "invalid_json", at: "", "unexpected data after the JSON value at byte 3"),
            Refusal("a non-finite literal", request(#""displayScale":NaN"#), "invalid_json", at: "/displayScale"),
        ])
    }

    func test_decode_nestingBeyondSixtyFourLevels_isNestingTooDeep() {
        // The root object is level 1, so the 64th array inside viewport is level 65; 63 arrays
        // parse and fail only validation.
        let nested = { (levels: Int) in
            #"{"viewport":"# + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
        }
        assertRefused([
            Refusal(
                "65 levels", nested(64), "nesting_too_deep", at: "/viewport" + String(repeating: "/0", count: 63),
                "JSON nested deeper than 64 levels"),
            Refusal("64 levels", nested(63), "invalid_type", at: "/viewport"),
        ])
    }

    func test_decode_repeatedKeys_areDuplicateKey() {
        assertRefused([
            Refusal(
                "in a size", object(#""viewport":{"width":390,"width":391,"height":844}"#, contentSizeMember, indexTargetMember),
                "duplicate_key", at: "/viewport/width", #"duplicate key "width""#),
            Refusal("at the top level", request(indexTargetMember), "duplicate_key", at: "/target", #"duplicate key "target""#),
            Refusal(
                "spelt once with an escape",
                object(viewportMember, contentSizeMember, indexTargetMember, #""\u0076iewport":{"width":1,"height":1}"#),
                "duplicate_key", at: "/viewport", #"duplicate key "viewport""#),
        ])
    }

    func test_decode_missingFields_areMissingFieldInSchemaOrder() {
        let targetKinds = "target needs exactly one of id, index, edge, rect, point, next, previous, page, section"
        assertRefused([
            Refusal("no viewport", object(contentSizeMember, indexTargetMember), "missing_field", at: "/viewport", "viewport is required"),
            Refusal("no contentSize", object(viewportMember, indexTargetMember), "missing_field", at: "/contentSize", "contentSize is required"),
            Refusal("no target", object(viewportMember, contentSizeMember), "missing_field", at: "/target", "target is required"),
            Refusal("null viewport", object(#""viewport":null"#, contentSizeMember, indexTargetMember), "missing_field", at: "/viewport", "viewport is required"),
            // openapi.yaml: required [viewport, contentSize, target]; the first missing is reported.
            Refusal("empty object", "{}", "missing_field", at: "/viewport", "viewport is required"),
            Refusal("only viewport", object(viewportMember), "missing_field", at: "/contentSize", "contentSize is required"),
            Refusal("only target", object(indexTargetMember), "missing_field", at: "/viewport", "viewport is required"),
            Refusal(
                "viewport without height", object(#""viewport":{"width":390}"#, contentSizeMember, indexTargetMember),
                "missing_field", at: "/viewport/height", "height is required"),
            Refusal(
                "second item without id", request("\"items\":[{\"id\":\"a\",\"frame\":\(frame)},{\"frame\":\(frame)}]"),
                "missing_field", at: "/items/1/id", "id is required"),
            Refusal("item without frame", request(#""items":[{"id":"a"}]"#), "missing_field", at: "/items/0/frame", "frame is required"),
            Refusal(
                "rect target without width", request(target: #"{"rect":{"x":0,"y":0,"height":1}}"#),
                "missing_field", at: "/target/rect/width", "width is required"),
            Refusal("point target without y", request(target: #"{"point":{"x":0}}"#), "missing_field", at: "/target/point/y", "y is required"),
            Refusal("empty target", request(target: "{}"), "missing_field", at: "/target", targetKinds),
            Refusal("target of only null kinds", request(target: #"{"id":null}"#), "missing_field", at: "/target"),
        ])
    }

    func test_decode_unknownFields_areRefusedNotIgnored() {
        assertRefused([
            Refusal("at the top level", request(#""animated":true"#), "unknown_field", at: "/animated", "animated is not a known field"),
            Refusal(
                "a misspelt optional field", request(#""contentInset":{"top":47}"#), "unknown_field", at: "/contentInset",
                "contentInset is not a known field; did you mean contentInsets?"),
            Refusal(
                "in an item", request("\"items\":[{\"id\":\"a\",\"frame\":\(frame),\"name\":\"A\"}]"), "unknown_field",
                at: "/items/0/name", "name is not a known field"),
            Refusal(
                "in a frame", request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1,"z":0}}]"#),
                "unknown_field", at: "/items/0/frame/z", "z is not a known field"),
            Refusal(
                "a target kind", request(target: #"{"offset":{"x":0,"y":0}}"#), "unknown_field", at: "/target/offset",
                "offset is not a known field"),
            Refusal(
                "an inset side", request(#""contentInsets":{"leading":3}"#), "unknown_field", at: "/contentInsets/leading",
                "leading is not a known field"),
            Refusal("an anchor axis", request(#""anchor":{"x":0,"z":0}"#), "unknown_field", at: "/anchor/z", "z is not a known field"),
            Refusal("a key with / and ~, escaped in the pointer", request(#""a/b~":1"#), "unknown_field", at: "/a~1b~0"),
            Refusal("beside missing fields", #"{"foo":1}"#, "unknown_field", at: "/foo"),
        ])
    }

    func test_decode_wrongTypes_areInvalidType() {
        assertRefused([
            Refusal("an array body", "[]", "invalid_type", at: "", "the body must be an object, got an array"),
            Refusal("a null body", "null", "invalid_type", at: "", "the body must be an object, got null"),
            Refusal("a string body", "\"x\"", "invalid_type", at: ""),
            Refusal(
                "viewport as a string", object(#""viewport":"390x844""#, contentSizeMember, indexTargetMember),
                "invalid_type", at: "/viewport", "viewport must be an object, got a string"),
            Refusal(
                "width as a string", object(#""viewport":{"width":"390","height":844}"#, contentSizeMember, indexTargetMember),
                "invalid_type", at: "/viewport/width", "width must be a number, got a string"),
            Refusal(
                "a boolean inset side", request(#""scrollPadding":{"top":true}"#), "invalid_type", at: "/scrollPadding/top",
                "top must be a number, got a boolean"),
            Refusal(
                "contentOffset as an array", request(#""contentOffset":[0,0]"#), "invalid_type", at: "/contentOffset",
                "contentOffset must be an object, got an array"),
            Refusal("items as an object", request(#""items":{}"#), "invalid_type", at: "/items", "items must be an array, got an object"),
            Refusal("an item that is a number", request("\"items\":[{\"id\":\"a\",\"frame\":\(frame)},5]"), "invalid_type", at: "/items/1"),
            Refusal(
                "a boolean id", request(itemIDs: ["true"]), "invalid_type", at: "/items/0/id",
                "id must be a string or an integer, got a boolean"),
            Refusal(
                "a fractional id", request(itemIDs: ["1.5"]), "invalid_type", at: "/items/0/id",
                "id must be a string or an integer within ±2^53, got a number"),
            // 2^53 + 2 is a double, but not an id JSON can promise to carry exactly.
            Refusal("an id beyond 2^53", request(target: #"{"id":9007199254740994}"#), "invalid_type", at: "/target/id"),
            // 2^53 + 1 rounds to 2^53 as a double; read as digits it is refused, not taken for 2^53.
            Refusal("2^53 + 1", request(target: #"{"id":9007199254740993}"#), "invalid_type", at: "/target/id"),
            Refusal("-(2^53 + 1)", request(itemIDs: ["-9007199254740993"]), "invalid_type", at: "/items/0/id"),
            Refusal("twenty digits", request(itemIDs: ["12345678901234567890"]), "invalid_type", at: "/items/0/id"),
            Refusal("2^53 + 1 spelt with an exponent", request(itemIDs: ["9.007199254740993e15"]), "invalid_type", at: "/items/0/id"),
            Refusal("2^53 + 1 spelt with a fraction", request(itemIDs: ["9007199254740993.0"]), "invalid_type", at: "/items/0/id"),
            Refusal("a fraction too small for a double to keep", request(itemIDs: ["1.0000000000000001"]), "invalid_type", at: "/items/0/id"),
            Refusal("an id of -1e300", request(target: #"{"id":-1e300}"#), "invalid_type", at: "/target/id"),
            Refusal(
                "a fractional index", request(target: #"{"index":1.5}"#), "invalid_type", at: "/target/index",
                "index must be an integer, got a number"),
            Refusal(
                "a string index", request(target: #"{"index":"0"}"#), "invalid_type", at: "/target/index",
                "index must be an integer, got a string"),
            Refusal(
                "a numeric edge", request(target: #"{"edge":1}"#), "invalid_type", at: "/target/edge",
                "edge must be a string, got a number"),
            Refusal(
                "target as a string", request(target: #""row-7""#), "invalid_type", at: "/target",
                "target must be an object, got a string"),
            Refusal(
                "a boolean anchor", request(#""anchor":true"#), "invalid_type", at: "/anchor",
                #"anchor must be a UnitPoint name, "nearest" or an object {x, y}, got a boolean"#),
            Refusal("a numeric anchor", request(#""anchor":0.5"#), "invalid_type", at: "/anchor"),
            Refusal("an array anchor", request(#""anchor":[0.5,0.5]"#), "invalid_type", at: "/anchor"),
            Refusal(
                "a boolean anchor axis", request(#""anchor":{"x":false}"#), "invalid_type", at: "/anchor/x",
                #"x must be a number or "nearest", got a boolean"#),
            Refusal(
                "numeric semantics", request(#""semantics":1"#), "invalid_type", at: "/semantics",
                "semantics must be a string, got a number"),
            Refusal(
                "a string displayScale", request(#""displayScale":"3""#), "invalid_type", at: "/displayScale",
                "displayScale must be a number, got a string"),
        ])
    }

    func test_decode_overflowingLiterals_areInvalidNumber() {
        let overflow = { (name: String) in "\(name) must be a finite number (the literal overflows a double)" }
        assertRefused([
            Refusal(
                "viewport width", object(#""viewport":{"width":1e999,"height":844}"#, contentSizeMember, indexTargetMember),
                "invalid_number", at: "/viewport/width", overflow("width")),
            Refusal(
                "a negative inset", request(#""contentInsets":{"top":-1e999}"#), "invalid_number", at: "/contentInsets/top",
                overflow("top")),
            // Not invalid_field, though it is also out of range.
            Refusal(
                "a frame height", request(#""items":[{"id":"a","frame":{"x":0,"y":0,"width":1,"height":1e400}}]"#),
                "invalid_number", at: "/items/0/frame/height"),
            Refusal("an item id", request(itemIDs: ["1e999"]), "invalid_number", at: "/items/0/id", overflow("id")),
            Refusal("a target id", request(target: #"{"id":-1e999}"#), "invalid_number", at: "/target/id"),
            Refusal("an index", request(target: #"{"index":1e999}"#), "invalid_number", at: "/target/index", overflow("index")),
            Refusal("an anchor axis", request(#""anchor":{"y":-1e999}"#), "invalid_number", at: "/anchor/y"),
            Refusal("a point", request(target: #"{"point":{"x":0,"y":1e999}}"#), "invalid_number", at: "/target/point/y"),
            Refusal("displayScale", request(#""displayScale":1e999"#), "invalid_number", at: "/displayScale"),
        ])
    }

    func test_decode_valuesOutOfBounds_areInvalidField() {
        let items = (0..<3).map { "{\"id\":\($0),\"frame\":{\"x\":0,\"y\":0,\"width\":390,\"height\":100}}" }
            + [#"{"id":3,"frame":{"x":0,"y":300,"width":390,"height":-1}}"#]
        assertRefused([
            Refusal(
                "a negative frame height", request("\"items\":[" + items.joined(separator: ",") + "]"), "invalid_field",
                at: "/items/3/frame/height", "height must be >= 0"),
            Refusal(
                "a zero viewport width", object(#""viewport":{"width":0,"height":844}"#, contentSizeMember, indexTargetMember),
                "invalid_field", at: "/viewport/width", "width must be > 0"),
            Refusal(
                "a negative content height", object(viewportMember, #""contentSize":{"width":390,"height":-0.5}"#, indexTargetMember),
                "invalid_field", at: "/contentSize/height", "height must be >= 0"),
            Refusal(
                "negative scroll padding", request(#""scrollPadding":{"left":-1}"#), "invalid_field", at: "/scrollPadding/left",
                "left must be >= 0"),
            Refusal(
                "an inset below -1e12", request(#""contentInsets":{"top":-1.5e12}"#), "invalid_field", at: "/contentInsets/top",
                "top must be >= -1000000000000"),
            Refusal(
                "a coordinate above 1e12", request(target: #"{"point":{"x":1000000000001,"y":0}}"#), "invalid_field",
                at: "/target/point/x", "x must be <= 1000000000000"),
            Refusal(
                "a size above 1e12", object(viewportMember, #""contentSize":{"width":2e12,"height":0}"#, indexTargetMember),
                "invalid_field", at: "/contentSize/width", "width must be <= 1000000000000"),
            Refusal(
                "a negative rect target width", request(target: #"{"rect":{"x":0,"y":0,"width":-3,"height":1}}"#),
                "invalid_field", at: "/target/rect/width", "width must be >= 0"),
            Refusal("a zero displayScale", request(#""displayScale":0"#), "invalid_field", at: "/displayScale", "displayScale must be > 0"),
            Refusal("a negative displayScale", request(#""displayScale":-2"#), "invalid_field", at: "/displayScale"),
            Refusal("an anchor above 1e6", request(#""anchor":{"x":1000000.5}"#), "invalid_field", at: "/anchor/x", "x must be <= 1000000"),
            Refusal("an anchor below -1e6", request(#""anchor":{"y":-1000001}"#), "invalid_field", at: "/anchor/y", "y must be >= -1000000"),
        ])
    }

    func test_decode_namesOutsideTheirEnum_areInvalidEnum() {
        assertRefused([
            Refusal(
                "unknown semantics", request(#""semantics":"webkit""#), "invalid_enum", at: "/semantics",
                #"semantics must be one of swiftui, uikit, css, flutter, compose, android; got "webkit""#),
            Refusal("semantics in the wrong case", request(#""semantics":"SwiftUI""#), "invalid_enum", at: "/semantics"),
            Refusal(
                "unknown edge", request(target: #"{"edge":"middle"}"#), "invalid_enum", at: "/target/edge",
                #"edge must be one of top, bottom, leading, trailing, center, topLeading, topTrailing, bottomLeading, bottomTrailing; got "middle""#),
            Refusal(
                "unknown anchor name", request(#""anchor":"Center""#), "invalid_enum", at: "/anchor",
                #"anchor must be one of topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing, nearest; got "Center""#),
            Refusal(
                "a named anchor on one axis", request(#""anchor":{"x":"center"}"#), "invalid_enum", at: "/anchor/x",
                #"x must be one of nearest; got "center""#),
        ])
    }

    func test_decode_repeatedItemIds_areDuplicateIdAtTheLaterItem() {
        // Past the first few dozen ids the list switches to hashing; repeats on either side of
        // the switch must still be found.
        let longLists = [(31, 0), (32, 5), (33, 31), (80, 2), (80, 70)].map { count, repeated in
            Refusal(
                "\(count) items, then i\(repeated) again",
                request(itemIDs: (0..<count).map { "\"i\($0)\"" } + ["\"i\(repeated)\""]), "duplicate_id", at: "/items/\(count)/id")
        }
        assertRefused([
            Refusal(
                "a string id", request(itemIDs: [#""a""#, #""b""#, #""a""#]), "duplicate_id", at: "/items/2/id",
                "item ids must be unique; this id appears earlier"),
            Refusal("an integer id spelt two ways", request(itemIDs: ["1", "1.0"]), "duplicate_id", at: "/items/1/id"),
            Refusal("2^53 twice, once as digits", request(itemIDs: ["9007199254740992", "-0", "9007199254740992"]), "duplicate_id", at: "/items/2/id"),
        ] + longLists)
    }

    func test_decode_idsEqualOnlyAsJSONValues_areDistinct() throws {
        // Canonically equivalent strings (é precomposed and decomposed) are different JSON
        // strings; 2^53 − 1 and 2^53 are different integers; "1" and 1 differ in type.
        for ids in [[#""\u00e9""#, #""e\u0301""#], ["9007199254740991", "9007199254740992"], [#""1""#, "1"], ["0", "-1"]] {
            let query = try ScrollOffsetHandler.decode(Array(request(itemIDs: ids).utf8))
            XCTAssertEqual(query.scrollView.itemIDs.ids.count, 2, "\(ids)")
        }
    }

    func test_decode_contradictoryFields_areConflictingFields() {
        let edgeAnchor = "anchor applies only to id, index and rect targets; an edge target is its own anchor"
        let pointMargin = "margin applies only to id, index and rect targets; a point target is the offset itself"
        assertRefused([
            // Two target kinds: the pointer is at the second in document order.
            Refusal(
                "id then index", request(target: #"{"id":"a","index":0}"#), "conflicting_fields", at: "/target/index",
                "target has both id and index; send exactly one"),
            Refusal(
                "index then id", request(target: #"{"index":0,"id":"a"}"#), "conflicting_fields", at: "/target/id",
                "target has both index and id; send exactly one"),
            Refusal("a second kind whose value is invalid", request(target: #"{"edge":"top","rect":5}"#), "conflicting_fields", at: "/target/rect"),
            Refusal(
                "three kinds", request(target: #"{"point":{"x":0,"y":0},"edge":"top","id":1}"#), "conflicting_fields",
                at: "/target/edge"),
            Refusal(
                "rect and point", request(target: #"{"rect":{"x":0,"y":0,"width":1,"height":1},"point":{"x":0,"y":0}}"#),
                "conflicting_fields", at: "/target/point", "target has both rect and point; send exactly one"),
            // anchor and margin only fit id, index and rect targets.
            Refusal("anchor with an edge", request(target: #"{"edge":"top"}"#, #""anchor":"center""#), "conflicting_fields", at: "/anchor", edgeAnchor),
            Refusal("margin with an edge", request(target: #"{"edge":"top"}"#, #""margin":{"top":4}"#), "conflicting_fields", at: "/margin"),
            Refusal(
                "margin with a point", request(target: #"{"point":{"x":0,"y":0}}"#, #""margin":{"top":4}"#), "conflicting_fields",
                at: "/margin", pointMargin),
            // Sent at all, even as values that change nothing (the spec allows only null there).
            Refusal("an empty ancestors list with a point", request(target: #"{"point":{"x":0,"y":0}}"#, #""ancestors":[]"#),
                    "conflicting_fields", at: "/ancestors"),
            Refusal("mode always with an edge", request(target: #"{"edge":"top"}"#, #""mode":"always""#),
                    "conflicting_fields", at: "/mode"),
        ])
    }

    // MARK: - Which error comes first

    func test_decode_severalProblems_reportsTheFirstInDocumentOrder() {
        // The decoder reads the body in one pass, so the earlier problem in the body wins.
        assertRefused([
            Refusal(
                "enum first", object(#""target":{"edge":"middle"}"#, #""viewport":{"width":-1,"height":1}"#, contentSizeMember),
                "invalid_enum", at: "/target/edge"),
            Refusal(
                "bound first", object(#""viewport":{"width":-1,"height":1}"#, #""target":{"edge":"middle"}"#, contentSizeMember),
                "invalid_field", at: "/viewport/width"),
        ])
    }

    func test_decode_invalidJSONAfterASchemaProblem_isReportedInstead() {
        let deep = #"{"bogus":1,"viewport":"# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        assertRefused([
            Refusal(
                "a syntax error", #"{"viewport":{"width":-1,"height":1},"contentSize":{"width":1,"height":1,}}"#,
                "invalid_json", at: "/contentSize", "expected a string key at byte 72"),
            Refusal("a duplicate key", #"{"bogus":1,"viewport":{"a":1,"a":2}}"#, "duplicate_key", at: "/viewport/a"),
            Refusal("nesting", deep, "nesting_too_deep", at: "/viewport" + String(repeating: "/0", count: 63)),
            Refusal("trailing data after a valid request", request() + " x", "invalid_json", at: ""),
            Refusal("trailing data after an unknown field", #"{"foo":1} {"#, "invalid_json", at: ""),
        ])
    }
}

private let unitFrame = #"{"x":0,"y":0,"width":1,"height":1}"#

/// A valid request whose items are `{"id":<id>,"frame":<unit frame>}` for each of `ids` (JSON text).
private func request(itemIDs ids: [String]) -> String {
    request("\"items\":[" + ids.map { "{\"id\":\($0),\"frame\":\(unitFrame)}" }.joined(separator: ",") + "]")
}
