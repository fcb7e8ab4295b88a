import Foundation
import HTTPServer
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// Messages that say what to fix: the known field an unknown key most likely misspells, the
/// JSON type of a target id that names nothing, why `after.contentOffset` is refused, and where
/// an item sent in a platform `call` belongs.
final class ErrorHintTests: XCTestCase {
    private typealias Handler = (HTTPRequest, RequestContext) -> HTTPResponse

    /// The status, code, message and pointer of `handler`'s answer to `json`.
    private func refusal(_ handler: Handler, _ json: String) -> (Int, String?, String?, String?) {
        let response = handler(
            HTTPRequest(method: "POST", path: "/", contentType: "application/json", body: Array(json.utf8)),
            RequestContext())
        let object = try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        let error = object?["error"] as? [String: Any]
        return (response.status, error?["code"] as? String, error?["message"] as? String, error?["pointer"] as? String)
    }

    // MARK: - Suggestion

    func test_nearest_picksTheClosestNameWithinTheBound() {
        let scrollView = ["viewport", "contentSize", "contentInsets", "scrollPadding", "contentOffset", "items"]
        let rows: [(key: String, names: [String], expected: String?)] = [
            ("contentInset", scrollView, "contentInsets"),  // one deletion
            ("contentInsetss", scrollView, "contentInsets"),  // one insertion
            ("contentOfset", scrollView, "contentOffset"),
            ("ContentSize", scrollView, "contentSize"),  // a case slip is distance 0
            ("VIEWPORT", scrollView, "viewport"),
            ("viewprot", scrollView, "viewport"),  // a swap of two neighbours is one edit
            ("scrolPading", scrollView, "scrollPadding"),  // two edits, 13 letters allow 4
            ("item", scrollView, "items"),
            ("itmes", scrollView, "items"),
            ("animated", scrollView, nil),
            ("offset", scrollView, nil),  // 7 deletions from contentOffset
            ("heigth", ["x", "y", "width", "height"], "height"),
            ("hieght", ["x", "y", "width", "height"], "height"),
            ("wdth", ["x", "y", "width", "height"], "width"),
            ("wdh", ["x", "y", "width", "height"], nil),  // 5 letters allow one edit
            ("z", ["x", "y"], nil),  // a one-letter name only for a case slip
            ("X", ["x", "y"], "x"),
            ("op2", ["op"], "op"),
            ("lef", ["top", "left", "bottom", "right"], "left"),
            ("leading", ["top", "left", "bottom", "right"], nil),
            ("", ["a"], nil),
            ("ab", ["ac", "ad"], "ac"),  // a tie goes to the name declared first
            ("ab", ["ad", "ac"], "ad"),
            ("contentInse", ["contentInsets", "contentInset"], "contentInset"),  // nearer beats earlier
            (String(repeating: "a", count: 65), [String(repeating: "a", count: 64)], nil),  // past maxKeyBytes
            ("é", ["e"], nil),  // only ASCII letters fold
        ]
        for row in rows {
            XCTAssertEqual(FieldSuggestion.nearest(to: row.key, among: row.names), row.expected, row.key)
        }
    }

    func test_distance_countsInsertionsDeletionsSubstitutionsAndSwaps() {
        let rows: [(String, String, Int)] = [
            ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0),
            ("abc", "abd", 1), ("abc", "ab", 1), ("ab", "abc", 1), ("abc", "acb", 1),
            ("ca", "abc", 3),  // optimal string alignment: no edit of a swapped pair
            ("kitten", "sitting", 3), ("contentOffset", "offset", 7),
        ]
        for (a, b, expected) in rows {
            XCTAssertEqual(
                FieldSuggestion.distance(FieldSuggestion.fold(a), FieldSuggestion.fold(b)), expected, "\(a) → \(b)")
        }
    }

    // MARK: - Messages

    private let phone = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000}"#
    private let frame = #"{"x":0,"y":0,"width":390,"height":100}"#

    func test_unknownField_namesTheNearestKnownField_atThatPointer() {
        let rows: [(body: String, pointer: String, message: String)] = [
            (#"{\#(phone),"contentInset":{"top":1},"target":{"index":0}}"#, "/contentInset",
             "contentInset is not a known field; did you mean contentInsets?"),
            (#"{\#(phone),"items":[{"id":1,"frame":{"x":0,"y":0,"width":1,"heigth":1}}],"target":{"index":0}}"#,
             "/items/0/frame/heigth", "heigth is not a known field; did you mean height?"),
            (#"{\#(phone),"target":{"idx":0}}"#, "/target/idx", "idx is not a known field; did you mean id?"),
            (#"{\#(phone),"target":{"index":0},"animated":true}"#, "/animated", "animated is not a known field"),
        ]
        for row in rows {
            let (status, code, message, pointer) = refusal(ScrollOffsetHandler.handle, row.body)
            XCTAssertEqual(status, 400, row.body)
            XCTAssertEqual(code, "unknown_field", row.body)
            XCTAssertEqual(pointer, row.pointer, row.body)
            XCTAssertEqual(message, row.message, row.body)
        }
    }

    func test_itemInCall_saysItGoesInTarget() {
        let stack = #""stack":{"sizes":{"uniform":100,"count":50}}"#
        let rows: [(body: String, pointer: String, message: String)] = [
            (#"{\#(phone),\#(stack),"semantics":"compose","call":{"name":"scrollToItem","index":20}}"#, "/call/index",
             #"index is not a parameter of call: the item goes in target, e.g. "target": {"index": 20}; call takes name and the named call's own parameters"#),
            (#"{\#(phone),\#(stack),"semantics":"android","call":{"position":20,"name":"scrollToPosition"}}"#,
             "/call/position",
             #"position is not a parameter of call: the item goes in target, e.g. "target": {"index": 20}; call takes name and the named call's own parameters"#),
            (#"{\#(phone),\#(stack),"semantics":"flutter","call":{"name":"ensureVisible","id":"row-20"}}"#, "/call/id",
             #"id is not a parameter of call: the item goes in target, e.g. "target": {"id": 20}; call takes name and the named call's own parameters"#),
            // Any other unknown key of call keeps the plain message and its suggestion.
            (#"{\#(phone),\#(stack),"semantics":"compose","call":{"name":"scrollToItem","scrolOffset":4},"target":{"index":1}}"#,
             "/call/scrolOffset", "scrolOffset is not a known field; did you mean scrollOffset?"),
            // `index` outside call is no item name: the plain message.
            (#"{\#(phone),\#(stack),"index":3,"target":{"index":1}}"#, "/index", "index is not a known field"),
        ]
        for row in rows {
            let (status, code, message, pointer) = refusal(ScrollOffsetHandler.handle, row.body)
            XCTAssertEqual(status, 400, row.body)
            XCTAssertEqual(code, "unknown_field", row.body)
            XCTAssertEqual(pointer, row.pointer, row.body)
            XCTAssertEqual(message, row.message, row.body)
        }
    }

    func test_targetIdOfTheOtherType_saysWhichTypeTheIdsAre() {
        func items(_ ids: [String]) -> String {
            #""items":[\#(ids.map { #"{"id":\#($0),"frame":\#(frame)}"# }.joined(separator: ","))]"#
        }
        let rows: [(layout: String, target: String, message: String)] = [
            (items([#""1""#, #""2""#]), #"{"id":1}"#, #"no item has id 1 (a number); this request's ids are strings, e.g. "1""#),
            (items([#""a""#, #""b""#]), #"{"id":1}"#, #"no item has id 1 (a number); this request's ids are strings, e.g. "a""#),
            (items(["1", "2"]), #"{"id":"2"}"#, #"no item has id "2" (a string); this request's ids are numbers, e.g. 2"#),
            (items(["5", "6"]), #"{"id":"row"}"#, #"no item has id "row" (a string); this request's ids are numbers, e.g. 5"#),
            (items(["5", "6"]), #"{"id":"05"}"#, #"no item has id "05" (a string); this request's ids are numbers, e.g. 5"#),
            (#""stack":{"sizes":[10,10,10]}"#, #"{"id":"2"}"#,
             #"no item has id "2" (a string); this request's ids are numbers, e.g. 2"#),
            (items([#""1""#, "2"]), #"{"id":1}"#, #"no item has id 1 (a number); this request's ids include "1" (a string)"#),
            (items([#""1""#, "2"]), #"{"id":"2"}"#, #"no item has id "2" (a string); this request's ids include 2 (a number)"#),
            (items([#""1""#, "2"]), #"{"id":3}"#, "no item has id 3"),
            (items(["1", "2"]), #"{"id":3}"#, "no item has id 3"),
            (items([#""a""#]), #"{"id":"b"}"#, #"no item has id "b""#),
            (items([#""1""#]), #"{"next":{"after":1}}"#, #"no item has id 1 (a number); this request's ids are strings, e.g. "1""#),
        ]
        for row in rows {
            let body = #"{\#(phone),\#(row.layout),"target":\#(row.target)}"#
            let (status, code, message, _) = refusal(ScrollOffsetHandler.handle, body)
            XCTAssertEqual(status, 404, body)
            XCTAssertEqual(code, "target_not_found", body)
            XCTAssertEqual(message, row.message, body)
        }
    }

    func test_keepIdOfTheOtherType_saysWhichTypeBeforesIdsAre() {
        let before = #""before":{\#(phone),"items":[{"id":"7","frame":\#(frame)}]}"#
        let (status, code, message, pointer) = refusal(
            TransitionHandler.handle, #"{\#(before),"after":{},"keep":{"id":7}}"#)
        XCTAssertEqual(status, 404)
        XCTAssertEqual(code, "target_not_found")
        XCTAssertEqual(pointer, "/keep/id")
        XCTAssertEqual(message, #"no item in before.items has id 7 (a number); before's ids are strings, e.g. "7""#)
    }

    func test_contentOffsetInAfter_saysTheOffsetIsTheAnswer() {
        let (status, code, message, pointer) = refusal(
            TransitionHandler.handle, #"{"before":{\#(phone)},"after":{"contentOffset":{"x":0,"y":1}}}"#)
        XCTAssertEqual(status, 400)
        XCTAssertEqual(code, "unknown_field")
        XCTAssertEqual(pointer, "/after/contentOffset")
        XCTAssertEqual(
            message, "contentOffset is not accepted in after: the offset after the change is what this endpoint answers")
    }
}
