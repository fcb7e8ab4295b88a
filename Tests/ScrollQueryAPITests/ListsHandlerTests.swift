import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// `POST /v1/scroll/visibility`, `POST /v1/scroll/transition` and the relative targets of
/// `POST /v1/scroll/offset`: whole answers byte for byte (numbers worked out in the comments)
/// and refusals as tables of (situation, body, status, code, pointer).
final class ListsHandlerTests: XCTestCase {
    private typealias Handler = (HTTPRequest, RequestContext) -> HTTPResponse

    private func respond(_ handler: Handler, _ json: String) -> (Int, String) {
        let response = handler(
            HTTPRequest(method: "POST", path: "/", contentType: "application/json", body: utf8(json)), RequestContext())
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    private struct Refusal {
        let situation: String
        let body: String
        let status: Int
        let code: String
        let pointer: String
        init(_ situation: String, _ body: String, _ code: String, at pointer: String) {
            self.init(situation, body, 400, code, at: pointer)
        }
        init(_ situation: String, _ body: String, _ status: Int, _ code: String, at pointer: String) {
            self.situation = situation
            self.body = body
            self.status = status
            self.code = code
            self.pointer = pointer
        }
    }

    private func assertRefused(_ handler: Handler, _ rows: [Refusal], file: StaticString = #filePath, line: UInt = #line) {
        for row in rows {
            let (status, body) = respond(handler, row.body)
            XCTAssertEqual(status, row.status, row.situation, file: file, line: line)
            XCTAssertTrue(body.contains("\"code\":\"\(row.code)\""), "\(row.situation): \(body)", file: file, line: line)
            XCTAssertTrue(body.contains("\"pointer\":\"\(row.pointer)\""), "\(row.situation): \(body)", file: file, line: line)
        }
    }

    /// 390×844, content 2000, insets 47/34: range y [−47, 1190]; at 250 the safe area is
    /// y 297…1060.
    private let phone = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000},"contentInsets":{"top":47,"bottom":34}"#
    private let twoRows = #""items":[{"id":"m1","frame":{"x":0,"y":200,"width":390,"height":100}},{"id":2,"frame":{"x":0,"y":1000,"width":390,"height":100}}]"#

    // MARK: - Visibility

    func test_visibility_wholeAnswer() {
        // m1 (200…300) shows 250…300: 0.5, visible at the default 0.5. Item 2 (1000…1100)
        // shows 1000…1094: 0.94. Distances: top 250 + 47 = 297, bottom 1190 − 250 = 940.
        let (status, body) = respond(
            VisibilityHandler.handle, #"{\#(phone),"contentOffset":{"x":0,"y":250},\#(twoRows),"prefetchDistance":300}"#)
        XCTAssertEqual(status, 200)
        XCTAssertEqual(
            body,
            #"{"items":[{"id":"m1","visibleFraction":0.5,"visibleRect":{"x":0,"y":250,"width":390,"height":50},"visible":true},{"id":2,"visibleFraction":0.94,"visibleRect":{"x":0,"y":1000,"width":390,"height":94},"visible":true}],"firstVisible":"m1","lastVisible":2,"visibleCount":2,"geometry":{"contentOffset":{"x":0,"y":250},"contentSize":{"width":390,"height":2000},"contentInsets":{"top":47,"left":0,"bottom":34,"right":0},"containerSize":{"width":390,"height":844},"visibleRect":{"x":0,"y":250,"width":390,"height":844},"bounds":{"x":0,"y":297,"width":390,"height":763}},"edges":{"atTop":false,"atBottom":false,"atLeading":true,"atTrailing":true,"nearTop":true,"nearBottom":false,"nearLeading":true,"nearTrailing":true,"distanceToTop":297,"distanceToBottom":940,"distanceToLeading":0,"distanceToTrailing":0}}"#)
    }

    func test_visibility_safeAreaAndThreshold() {
        // Safe area 297…1060: m1 shows 3/100, item 2 60/100; threshold 0.6 keeps item 2 only.
        let (_, body) = respond(
            VisibilityHandler.handle,
            #"{\#(phone),"contentOffset":{"x":0,"y":250},\#(twoRows),"region":"safeArea","threshold":0.6}"#)
        XCTAssertTrue(body.hasPrefix(#"{"items":[{"id":"m1","visibleFraction":0.03,"#), body)
        XCTAssertTrue(body.contains(#""firstVisible":2,"lastVisible":2,"visibleCount":1"#), body)
    }

    func test_visibility_nothingShown_nullsAndZero() {
        let (_, body) = respond(VisibilityHandler.handle, #"{"viewport":{"width":10,"height":10},"contentSize":{"width":10,"height":10}}"#)
        XCTAssertTrue(body.hasPrefix(#"{"items":[],"firstVisible":null,"lastVisible":null,"visibleCount":0,"#), body)
    }

    func test_visibility_refusals() {
        assertRefused(VisibilityHandler.handle, [
            Refusal("threshold above 1", #"{\#(phone),"threshold":1.5}"#, "invalid_field", at: "/threshold"),
            Refusal("threshold a string", #"{\#(phone),"threshold":"half"}"#, "invalid_type", at: "/threshold"),
            Refusal("unknown region", #"{\#(phone),"region":"screen"}"#, "invalid_enum", at: "/region"),
            Refusal("negative prefetch", #"{\#(phone),"prefetchDistance":-1}"#, "invalid_field", at: "/prefetchDistance"),
            Refusal("unknown field", #"{\#(phone),"thresold":0.5}"#, "unknown_field", at: "/thresold"),
            Refusal("no viewport", #"{"contentSize":{"width":1,"height":1}}"#, "missing_field", at: "/viewport"),
            Refusal("bad item frame", #"{\#(phone),"items":[{"id":1,"frame":{"x":0,"y":0,"width":1,"height":-1}}]}"#,
                    "invalid_field", at: "/items/0/frame/height"),
            Refusal("duplicate id", #"{\#(phone),"items":[{"id":1,"frame":{"x":0,"y":0,"width":1,"height":1}},{"id":1,"frame":{"x":0,"y":0,"width":1,"height":1}}]}"#,
                    "duplicate_id", at: "/items/1/id"),
            Refusal("invalid JSON outranks", #"{"threshold":2,"#, "invalid_json", at: ""),
        ])
    }

    // MARK: - Transition

    /// Viewport 300×400, rows of 100; before at y 250.
    private let list = #""viewport":{"width":300,"height":400},"contentSize":{"width":300,"height":2000}"#
    private let rows = #""items":[{"id":"a","frame":{"x":0,"y":0,"width":300,"height":100}},{"id":"b","frame":{"x":0,"y":100,"width":300,"height":100}},{"id":"c","frame":{"x":0,"y":200,"width":300,"height":100}},{"id":"d","frame":{"x":0,"y":300,"width":300,"height":100}}]"#
    /// Two rows of 50 inserted above "a": every old row moves down 100.
    private let rowsAfterInsert = #""items":[{"id":"n1","frame":{"x":0,"y":0,"width":300,"height":50}},{"id":"n2","frame":{"x":0,"y":50,"width":300,"height":50}},{"id":"a","frame":{"x":0,"y":100,"width":300,"height":100}},{"id":"b","frame":{"x":0,"y":200,"width":300,"height":100}},{"id":"c","frame":{"x":0,"y":300,"width":300,"height":100}},{"id":"d","frame":{"x":0,"y":400,"width":300,"height":100}}]"#

    func test_transition_css_insertAbove_wholeAnswer() {
        // Anchor "c" (200…300 meets 250…650) moves to 300: offset 350, on screen at −50 both times.
        let (status, body) = respond(
            TransitionHandler.handle,
            #"{"before":{\#(list),"contentOffset":{"x":0,"y":250},\#(rows)},"after":{"contentSize":{"width":300,"height":2100},\#(rowsAfterInsert)},"semantics":"css"}"#)
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, #"{"contentOffset":{"x":0,"y":350},"anchor":{"id":"c","before":-50,"after":-50},"delta":{"x":0,"y":100},"clamped":{"x":false,"y":false}}"#)
    }

    func test_transition_rules_table() {
        let before = #""before":{\#(list),"contentOffset":{"x":0,"y":250},\#(rows)}"#
        let after = #""after":{"contentSize":{"width":300,"height":2100},\#(rowsAfterInsert)}"#
        let cases: [(keep: String, semantics: String, prefix: String)] = [
            (#""auto""#, "uikit", #"{"contentOffset":{"x":0,"y":250},"anchor":null,"#),
            (#""auto""#, "swiftui", #"{"contentOffset":{"x":0,"y":350},"anchor":{"id":"c","#),
            (#""top""#, "swiftui", #"{"contentOffset":{"x":0,"y":0},"anchor":{"edge":"top"},"#),
            (#""bottom""#, "css", #"{"contentOffset":{"x":0,"y":1700},"anchor":{"edge":"bottom"},"#),
            (#""offset""#, "css", #"{"contentOffset":{"x":0,"y":250},"anchor":null,"#),
            (#"{"id":"d"}"#, "uikit", #"{"contentOffset":{"x":0,"y":350},"anchor":{"id":"d","before":50,"after":50},"#),
            (#""firstVisible""#, "uikit", #"{"contentOffset":{"x":0,"y":350},"anchor":{"id":"c","#),
        ]
        for (keep, semantics, prefix) in cases {
            let (status, body) = respond(
                TransitionHandler.handle, #"{\#(before),\#(after),"keep":\#(keep),"semantics":"\#(semantics)"}"#)
            XCTAssertEqual(status, 200, keep)
            XCTAssertTrue(body.hasPrefix(prefix), "\(keep) \(semantics): \(body)")
        }
    }

    func test_transition_afterLeavesItemsOut_keyboardAtBottom_staysPinned() {
        // At the bottom (1600) a 300-point keyboard raises the bottom inset: max 2000 + 300 − 400.
        let (_, body) = respond(
            TransitionHandler.handle,
            #"{"before":{\#(list),"contentOffset":{"x":0,"y":1600},\#(rows)},"after":{"contentInsets":{"bottom":300}}}"#)
        XCTAssertEqual(body, #"{"contentOffset":{"x":0,"y":1900},"anchor":{"edge":"bottom"},"delta":{"x":0,"y":300},"clamped":{"x":false,"y":false}}"#)
    }

    func test_transition_refusals() {
        let before = #""before":{\#(list),\#(rows)}"#
        assertRefused(TransitionHandler.handle, [
            Refusal("no before", #"{"after":{}}"#, "missing_field", at: "/before"),
            Refusal("no after", #"{\#(before)}"#, "missing_field", at: "/after"),
            Refusal("before without viewport", #"{"before":{"contentSize":{"width":1,"height":1}},"after":{}}"#,
                    "missing_field", at: "/before/viewport"),
            Refusal("after with an offset", #"{\#(before),"after":{"contentOffset":{"x":0,"y":1}}}"#,
                    "unknown_field", at: "/after/contentOffset"),
            Refusal("after viewport zero", #"{\#(before),"after":{"viewport":{"width":0,"height":1}}}"#,
                    "invalid_field", at: "/after/viewport/width"),
            Refusal("unknown keep", #"{\#(before),"after":{},"keep":"middle"}"#, "invalid_enum", at: "/keep"),
            Refusal("keep a number", #"{\#(before),"after":{},"keep":3}"#, "invalid_type", at: "/keep"),
            Refusal("keep object without id", #"{\#(before),"after":{},"keep":{}}"#, "missing_field", at: "/keep/id"),
            Refusal("keep id unknown", #"{\#(before),"after":{},"keep":{"id":"zz"}}"#, 404, "target_not_found", at: "/keep/id"),
            Refusal("keep id removed", #"{\#(before),"after":{"items":[]},"keep":{"id":"a"}}"#, 404, "target_not_found", at: "/keep/id"),
            Refusal("duplicate id after", #"{\#(before),"after":{"items":[{"id":1,"frame":{"x":0,"y":0,"width":1,"height":1}},{"id":1,"frame":{"x":0,"y":0,"width":1,"height":1}}]}}"#,
                    "duplicate_id", at: "/after/items/1/id"),
            Refusal("unknown semantics", #"{\#(before),"after":{},"semantics":"android"}"#, "invalid_enum", at: "/semantics"),
        ])
    }

    // MARK: - Offset: next, previous, page

    private let shelf = #""viewport":{"width":1920,"height":1080},"contentSize":{"width":4000,"height":1080},"items":[{"id":"a","frame":{"x":0,"y":0,"width":1000,"height":1080}},{"id":"b","frame":{"x":1000,"y":0,"width":1000,"height":1080}},{"id":"c","frame":{"x":2000,"y":0,"width":1000,"height":1080}}]"#

    func test_offset_next_previous_table() {
        let cases: [(target: String, x: String, id: String)] = [
            (#"{"next":{"after":"a"}}"#, "1000", #""b""#),
            (#"{"next":{"after":"c"}}"#, "2000", #""c""#),  // no wrap: stays on the last
            (#"{"next":{"after":"c","wrap":true}}"#, "0", #""a""#),
            (#"{"previous":{"before":"a","wrap":true}}"#, "2000", #""c""#),
            (#"{"previous":{"before":"b","wrap":null}}"#, "0", #""a""#),
        ]
        for (target, x, id) in cases {
            let (status, body) = respond(
                ScrollOffsetHandler.handle, #"{\#(shelf),"target":\#(target),"anchor":"leading"}"#)
            XCTAssertEqual(status, 200, target)
            XCTAssertTrue(body.hasPrefix(#"{"contentOffset":{"x":\#(x),"y":0}"#), "\(target): \(body)")
            XCTAssertTrue(body.hasSuffix(#","targetId":\#(id)}"#), "\(target): \(body)")
        }
    }

    func test_offset_page_wholeAnswer() {
        // 100 + 480 − 40 = 540 is past the range max 1000 − 480 = 520: clamped.
        let (_, body) = respond(
            ScrollOffsetHandler.handle,
            #"{"viewport":{"width":320,"height":480},"contentSize":{"width":320,"height":1000},"contentOffset":{"x":0,"y":100},"target":{"page":"down","overlap":40}}"#)
        XCTAssertEqual(body, #"{"contentOffset":{"x":0,"y":520},"idealOffset":{"x":0,"y":540},"clamped":{"x":false,"y":true},"range":{"min":{"x":0,"y":0},"max":{"x":0,"y":520}},"visibleRect":{"x":0,"y":520,"width":320,"height":480}}"#)
    }

    func test_offset_relativeTargets_refusals() {
        assertRefused(ScrollOffsetHandler.handle, [
            Refusal("next unknown id", #"{\#(shelf),"target":{"next":{"after":"z"}}}"#, 404, "target_not_found", at: "/target/next/after"),
            Refusal("previous unknown id", #"{\#(shelf),"target":{"previous":{"before":9}}}"#, 404, "target_not_found", at: "/target/previous/before"),
            Refusal("next without after", #"{\#(shelf),"target":{"next":{"wrap":true}}}"#, "missing_field", at: "/target/next/after"),
            Refusal("next with before", #"{\#(shelf),"target":{"next":{"before":"a"}}}"#, "unknown_field", at: "/target/next/before"),
            Refusal("wrap not a boolean", #"{\#(shelf),"target":{"next":{"after":"a","wrap":1}}}"#, "invalid_type", at: "/target/next/wrap"),
            Refusal("page direction", #"{\#(shelf),"target":{"page":"sideways"}}"#, "invalid_enum", at: "/target/page"),
            Refusal("negative overlap", #"{\#(shelf),"target":{"page":"down","overlap":-1}}"#, "invalid_field", at: "/target/overlap"),
            Refusal("overlap without page", #"{\#(shelf),"target":{"id":"a","overlap":10}}"#, "conflicting_fields", at: "/target/overlap"),
            Refusal("page and next", #"{\#(shelf),"target":{"page":"up","next":{"after":"a"}}}"#, "conflicting_fields", at: "/target/next"),
            Refusal("page with anchor", #"{\#(shelf),"target":{"page":"up"},"anchor":"top"}"#, "conflicting_fields", at: "/anchor"),
        ])
    }
}
