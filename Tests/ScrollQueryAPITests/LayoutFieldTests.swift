import HTTPServer
import ScrollCore
import XCTest

@testable import ItemLayouts
@testable import ScrollQueryAPI

/// `"layout": "<id>"` in place of `items`/`stack`: resolved through `RequestContext.layouts`,
/// 404 `unknown_layout` when the id is not stored, 400 when it is no id at all.
final class LayoutFieldTests: XCTestCase {
    /// Layouts by id, as a store would hold them.
    private struct Layouts: LayoutLookup {
        var stored: [LayoutID: ItemLayout]
        func layout(_ id: LayoutID) -> ItemLayout? { stored[id] }
    }

    private let stackID = "sha256-" + String(repeating: "ab", count: 32)
    private let itemsID = "sha256-" + String(repeating: "01", count: 32)
    private let unknownID = "sha256-" + String(repeating: "f", count: 64)
    private let phone = #""viewport":{"width":390,"height":844}"#

    private func context() throws -> RequestContext {
        let stack = try LayoutBodyDecoder.decode(
            utf8(#"{"stack":{"spacing":20,"sizes":[100,null,100],"estimatedSize":80,"ids":["a","b","c"]}}"#))
        let items = try LayoutBodyDecoder.decode(
            utf8(#"{"items":[{"id":"x","frame":{"x":0,"y":900,"width":390,"height":100}}]}"#))
        var stored: [LayoutID: ItemLayout] = [:]
        for (text, layout) in [(stackID, stack), (itemsID, items)] {
            guard let id = LayoutID(text) else { throw XCTSkip("bad test id") }
            stored[id] = layout.compacted()
        }
        return RequestContext(layouts: Layouts(stored: stored))
    }

    private func respond(
        _ handler: (HTTPRequest, RequestContext) -> HTTPResponse, _ json: String, context: RequestContext
    ) -> (Int, String) {
        let response = handler(
            HTTPRequest(method: "POST", path: "/", contentType: "application/json", body: utf8(json)), context)
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    func test_layoutID_parsesAndPrintsTheSameText() {
        let id = LayoutID(stackID)
        XCTAssertEqual(id?.description, stackID)
        XCTAssertEqual(id?.digest, [UInt8](repeating: 0xAB, count: 32))
        XCTAssertEqual(LayoutID(digest: [UInt8](repeating: 0xAB, count: 32)), id)
        for bad in ["", "sha256-", stackID.uppercased(), "sha256-" + String(repeating: "AB", count: 32),
                    stackID + "0", String(stackID.dropLast()), "sha512-" + String(repeating: "ab", count: 32),
                    "sha256-" + String(repeating: "g", count: 64)] {
            XCTAssertNil(LayoutID(bad), bad)
        }
        XCTAssertNil(LayoutID(digest: [1, 2, 3]))
    }

    func test_storedStack_answersAsTheInlineStackDoes() throws {
        let context = try context()
        let stored = #"{\#(phone),"layout":"\#(stackID)","target":{"id":"c"}}"#
        let inline = #"{\#(phone),"stack":{"spacing":20,"sizes":[100,null,100],"estimatedSize":80,"ids":["a","b","c"]},"target":{"id":"c"}}"#
        let (status, body) = respond(ScrollOffsetHandler.handle, stored, context: context)
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, respond(ScrollOffsetHandler.handle, inline, context: context).1)
        XCTAssertTrue(body.hasSuffix(#""targetRect":{"x":0,"y":220,"width":390,"height":100},"estimated":true}"#), body)
    }

    func test_storedItems_contentSizeIsTheBoundingBox_unlessSent() throws {
        let context = try context()
        // One item at 900…1000: content 390 × 1000, range max 156.
        let (_, derived) = respond(
            ScrollOffsetHandler.handle, #"{\#(phone),"layout":"\#(itemsID)","target":{"id":"x"}}"#, context: context)
        XCTAssertTrue(derived.contains(#""range":{"min":{"x":0,"y":0},"max":{"x":0,"y":156}}"#), derived)
        let (_, sent) = respond(
            ScrollOffsetHandler.handle,
            #"{\#(phone),"contentSize":{"width":390,"height":2000},"layout":"\#(itemsID)","target":{"id":"x"}}"#, context: context)
        XCTAssertTrue(sent.contains(#""max":{"x":0,"y":1156}"#), sent)
    }

    func test_everyEndpoint_takesALayout() throws {
        let context = try context()
        let bodies: [(String, (HTTPRequest, RequestContext) -> HTTPResponse, String)] = [
            ("visibility", VisibilityHandler.handle, #"{\#(phone),"layout":"\#(stackID)"}"#),
            ("snap", ScrollSnapHandler.handle, #"{\#(phone),"layout":"\#(stackID)","proposedOffset":{"x":0,"y":0}}"#),
            ("transition", TransitionHandler.handle, #"{"before":{\#(phone),"layout":"\#(itemsID)"},"after":{"layout":"\#(stackID)"}}"#),
            ("animation", ScrollAnimationHandler.handle, #"{"offsetRequest":{\#(phone),"layout":"\#(stackID)","target":{"id":"c"}}}"#),
        ]
        for (name, handler, body) in bodies {
            let (status, answer) = respond(handler, body, context: context)
            XCTAssertEqual(status, 200, "\(name): \(answer)")
        }
    }

    func test_unknownLayout_404_withThePointerInsideTheBody() throws {
        let context = try context()
        let rows: [(String, (HTTPRequest, RequestContext) -> HTTPResponse, String, String)] = [
            ("offset", ScrollOffsetHandler.handle, #"{\#(phone),"layout":"\#(unknownID)","target":{"index":0}}"#, "/layout"),
            ("visibility", VisibilityHandler.handle, #"{\#(phone),"layout":"\#(unknownID)"}"#, "/layout"),
            ("snap", ScrollSnapHandler.handle, #"{\#(phone),"layout":"\#(unknownID)","velocity":{"x":0,"y":0}}"#, "/layout"),
            ("before", TransitionHandler.handle, #"{"before":{\#(phone),"layout":"\#(unknownID)"},"after":{}}"#, "/before/layout"),
            ("after", TransitionHandler.handle, #"{"before":{\#(phone),"layout":"\#(stackID)"},"after":{"layout":"\#(unknownID)"}}"#, "/after/layout"),
            ("animation", ScrollAnimationHandler.handle, #"{"offsetRequest":{\#(phone),"layout":"\#(unknownID)","target":{"index":0}}}"#, "/offsetRequest/layout"),
        ]
        for (name, handler, body, pointer) in rows {
            let (status, answer) = respond(handler, body, context: context)
            XCTAssertEqual(status, 404, "\(name): \(answer)")
            XCTAssertTrue(answer.contains(#""code":"unknown_layout""#), "\(name): \(answer)")
            XCTAssertTrue(answer.contains(#""pointer":"\#(pointer)""#), "\(name): \(answer)")
        }
        // No store at all: every id is unknown.
        let (status, _) = respond(
            ScrollOffsetHandler.handle, #"{\#(phone),"layout":"\#(stackID)","target":{"index":0}}"#, context: RequestContext())
        XCTAssertEqual(status, 404)
    }

    func test_layoutRefusals() throws {
        let context = try context()
        let rows: [(String, String, Int, String, String)] = [
            ("not an id", #"{\#(phone),"layout":"abc","target":{"index":0}}"#, 400, "invalid_field", "/layout"),
            ("uppercase hex", #"{\#(phone),"layout":"\#(stackID.uppercased())","target":{"index":0}}"#, 400, "invalid_field", "/layout"),
            ("a number", #"{\#(phone),"layout":7,"target":{"index":0}}"#, 400, "invalid_type", "/layout"),
            ("with items", #"{\#(phone),"layout":"\#(stackID)","items":[],"target":{"index":0}}"#, 400, "conflicting_fields", "/items"),
            // An unknown layout is a problem in document order: an earlier one wins, invalid JSON outranks it.
            ("earlier problem", #"{"viewport":{"width":0,"height":1},"layout":"\#(unknownID)","target":{"index":0}}"#, 400, "invalid_field", "/viewport/width"),
            ("invalid JSON later", #"{\#(phone),"layout":"\#(unknownID)","target":{"index":0},}"#, 400, "invalid_json", ""),
            // An index past the stored layout's items is the usual 404.
            ("index past the end", #"{\#(phone),"layout":"\#(stackID)","target":{"index":3}}"#, 404, "target_not_found", "/target/index"),
        ]
        for (situation, body, status, code, pointer) in rows {
            let (gotStatus, answer) = respond(ScrollOffsetHandler.handle, body, context: context)
            XCTAssertEqual(gotStatus, status, "\(situation): \(answer)")
            XCTAssertTrue(answer.contains(#""code":"\#(code)""#), "\(situation): \(answer)")
            XCTAssertTrue(answer.contains(#""pointer":"\#(pointer)""#), "\(situation): \(answer)")
        }
    }
}
