import HTTPServer
import ScrollCore
import XCTest

@testable import RequestJSON
@testable import ScrollQueryAPI

/// `semantics` flutter, compose, android with `call` and `reverseLayout`: what the decoder builds
/// (default calls, px turned into points) and what it refuses, with the pointer.
final class PlatformCallReaderTests: XCTestCase {
    private let view = #""viewport":{"width":400,"height":800},"contentSize":{"width":400,"height":3000},"target":{"rect":{"x":0,"y":2000,"width":400,"height":100}}"#

    private func decode(_ members: String) throws -> ScrollOffsetQuery {
        try ScrollOffsetHandler.decode(utf8("{\(view),\(members)}"))
    }

    private func refusal(_ members: String) -> (code: String, pointer: String?)? {
        do {
            _ = try decode(members)
            return nil
        } catch {
            let failure = (error as? DecodeFailure)?.httpError
            return (failure?.code ?? "?", failure?.pointer)
        }
    }

    func test_withoutCall_eachPlatformMakesItsMostCommonCall() throws {
        XCTAssertEqual(try decode(#""semantics":"flutter""#).platform?.call, .flutter(.ensureVisible(alignment: 0, alignmentPolicy: .explicit)))
        XCTAssertEqual(try decode(#""semantics":"compose""#).platform?.call, .compose(.scrollToItem(scrollOffset: 0)))
        XCTAssertEqual(try decode(#""semantics":"android""#).platform?.call, .android(.smoothScrollToPosition(snap: .any)))
        XCTAssertNil(try decode(#""semantics":"uikit""#).platform)
    }

    func test_pxParameters_areDividedByDisplayScale() throws {
        let compose = try decode(#""call":{"scrollOffset":60,"name":"scrollToItem"},"displayScale":2,"semantics":"compose""#)
        XCTAssertEqual(compose.platform?.call, .compose(.scrollToItem(scrollOffset: 30)))
        let android = try decode(#""semantics":"android","call":{"name":"ScrollView.requestChildRectangleOnScreen","fadingEdge":30},"displayScale":2.5"#)
        XCTAssertEqual(android.platform?.call, .android(.scrollViewRequestChildRectangleOnScreen(fadingEdge: 12)))
        let flutter = try decode(#""semantics":"flutter","call":{"name":"ensureVisible","alignment":0.5,"alignmentPolicy":"keepVisibleAtEnd"},"reverseLayout":true"#)
        XCTAssertEqual(flutter.platform?.call, .flutter(.ensureVisible(alignment: 0.5, alignmentPolicy: .keepVisibleAtEnd)))
        XCTAssertEqual(flutter.platform?.reverseLayout, true)
    }

    func test_densityNearZero_keepsTheOffsetFinite() throws {
        let query = try decode(#""semantics":"compose","displayScale":5e-324,"call":{"name":"scrollToItem","scrollOffset":-1e12}"#)
        guard case .compose(.scrollToItem(let offset)) = query.platform?.call else { return XCTFail("\(String(describing: query.platform))") }
        XCTAssertTrue(offset.isFinite)
    }

    func test_jumpTo_takesNoTarget() throws {
        let body = #"{"viewport":{"width":400,"height":800},"contentSize":{"width":400,"height":3000},"semantics":"flutter","call":{"name":"jumpTo","pixels":12}}"#
        let query = try ScrollOffsetHandler.decode(utf8(body))
        XCTAssertEqual(query.platform?.call, .flutter(.jumpTo(pixels: 12)))
    }

    func test_refusals_pointAtTheField() {
        let rows: [(String, String, String)] = [
            (#""semantics":"css","call":{"name":"ensureVisible"}"#, "conflicting_fields", "/call"),
            (#""reverseLayout":false"#, "conflicting_fields", "/reverseLayout"),
            (#""semantics":"compose","call":{"name":"jumpTo","pixels":1}"#, "conflicting_fields", "/call/name"),
            (#""call":{"name":"jumpTo","pixels":1},"semantics":"android""#, "conflicting_fields", "/call/name"),
            (#""semantics":"flutter","call":{"name":"showOnScreen","alignment":1}"#, "unknown_field", "/call/alignment"),
            (#""semantics":"flutter","call":{"name":"showOnScreen","curve":1}"#, "unknown_field", "/call/curve"),
            (#""semantics":"android","call":{"offset":1}"#, "missing_field", "/call/name"),
            (#""semantics":"android","call":{"name":"scrollToPositionWithOffset","offset":null}"#, "missing_field", "/call/offset"),
            (#""semantics":"android","call":{"name":"smoothScroll"}"#, "invalid_enum", "/call/name"),
            (#""semantics":"compose","anchor":"top""#, "conflicting_fields", "/anchor"),
            (#""semantics":"flutter","call":{"name":"jumpTo","pixels":1}"#, "conflicting_fields", "/target"),
        ]
        for (members, code, pointer) in rows {
            let found = refusal(members)
            XCTAssertEqual(found?.code, code, members)
            XCTAssertEqual(found?.pointer, pointer, members)
        }
    }
}
