import XCTest

@testable import ScrollQueryFuzzing

final class ScrollOffsetEchoesTests: XCTestCase {
    private func violations(_ answer: String, request: String) throws -> [String] {
        ScrollOffsetEchoes.violations(
            of: try StrictJSONParser.parse(Array(answer.utf8)), request: try StrictJSONParser.parse(Array(request.utf8)))
    }

    func test_pointTarget_isTheIdealOffset() throws {
        // README: the point (40, 900) is the ideal offset, clamped or not. 0.1 + 0.2 written
        // as 0.30000000000000004 must read back as that very double.
        XCTAssertEqual(try violations(#"{"idealOffset":{"x":40,"y":900}}"#, request: #"{"target":{"point":{"x":40,"y":900}}}"#), [])
        XCTAssertEqual(try violations(#"{"idealOffset":{"x":4e1,"y":0.30000000000000004}}"#,
            request: #"{"target":{"point":{"x":40.0,"y":0.30000000000000004}}}"#), [])
        XCTAssertEqual(try violations(#"{"idealOffset":{"x":40,"y":0.3}}"#,
            request: #"{"target":{"point":{"x":40,"y":0.30000000000000004}}}"#),
            ["idealOffset.y 0.3 is not the point target's 0.30000000000000004"])
    }

    func test_rectTargetWithoutMargin_isTheTargetRect() throws {
        let rect = #"{"x":0,"y":333.3,"width":320,"height":50}"#
        XCTAssertEqual(try violations(#"{"targetRect":\#(rect)}"#, request: #"{"target":{"rect":\#(rect)}}"#), [])
        XCTAssertEqual(try violations(#"{"targetRect":{"x":0,"y":333.29999999999995,"width":320,"height":50}}"#,
            request: #"{"target":{"rect":\#(rect)}}"#),
            ["targetRect.y 333.29999999999995 is not the target's 333.3"])
        // A margin grows the rect, so it is no longer an echo.
        XCTAssertEqual(try violations(#"{"targetRect":{"x":0,"y":323.3,"width":320,"height":60}}"#,
            request: #"{"target":{"rect":\#(rect)},"margin":{"top":10}}"#), [])
    }

    func test_indexTarget_isThatItemsFrame_exceptAnEmptyOneUnderCSS() throws {
        let items = #""items":[{"id":1,"frame":{"x":0,"y":0,"width":10,"height":10}},{"id":2,"frame":{"x":0,"y":10,"width":10,"height":0}}]"#
        XCTAssertEqual(try violations(#"{"targetRect":{"x":0,"y":10,"width":10,"height":0}}"#,
            request: #"{\#(items),"target":{"index":1}}"#), [])
        XCTAssertEqual(try violations(#"{"targetRect":{"x":0,"y":0,"width":10,"height":10}}"#,
            request: #"{\#(items),"target":{"index":1}}"#),
            ["targetRect.y 0.0 is not the target's 10.0", "targetRect.height 10.0 is not the target's 0.0"])
        // CSS aligns an empty axis as one pixel long (as Chromium does).
        XCTAssertEqual(try violations(#"{"targetRect":{"x":0,"y":10,"width":10,"height":1}}"#,
            request: #"{\#(items),"target":{"index":1},"semantics":"css"}"#), [])
    }
}
