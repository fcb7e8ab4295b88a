import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// Whole responses of `POST /v1/scroll/offset`, byte for byte. Every expected number is worked
/// out by hand in the comments, from the formulas in openapi.yaml:
///   range per axis      [-inset.leading, max(min, content + inset.trailing - viewport)]
///   area                viewport less contentInsets and scrollPadding
///   ideal (anchor a)    target.start - area.start - a·(area.length - target.length)
final class ScrollOffsetHandlerTests: XCTestCase {
    private func respond(_ json: String) -> HTTPResponse {
        ScrollOffsetHandler.handle(
            HTTPRequest(method: "POST", path: "/v1/scroll/offset", contentType: "application/json", body: utf8(json)))
    }

    private func assertResponse(
        _ json: String, status: Int, body expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let response = respond(json)
        XCTAssertEqual(response.status, status, file: file, line: line)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), expected, file: file, line: line)
        XCTAssertEqual(response.headers.first { $0.name == "Content-Type" }?.value, "application/json", file: file, line: line)
    }

    /// The phone of openapi.yaml's example: 390×844, 2000 points of content, safe-area insets
    /// 47 (top) and 34 (bottom).
    /// range x: [-0, max(0, 390 + 0 - 390)] = [0, 0]
    /// range y: [-47, max(-47, 2000 + 34 - 844)] = [-47, 1190]
    /// area y: length 844 - 47 - 34 = 763, starting 47 below the viewport's top
    private let phone = #""viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000},"contentInsets":{"top":47,"bottom":34}"#
    private let row7 = #""items":[{"id":"row-7","frame":{"x":0,"y":700,"width":390,"height":100}}]"#

    // MARK: - Worked answers

    func test_handle_idTargetWithCenterAnchorOnAPhone_centresTheRowInTheSafeArea() {
        // y: 700 - 47 - 0.5·(763 - 100) = 653 - 331.5 = 321.5, inside [-47, 1190].
        // x: 0 - 0 - 0.5·(390 - 390) = 0.
        assertResponse(
            "{\(phone),\(row7),\"target\":{\"id\":\"row-7\"},\"anchor\":\"center\"}", status: 200,
            body: #"{"contentOffset":{"x":0,"y":321.5},"idealOffset":{"x":0,"y":321.5},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":321.5,"width":390,"height":844},"targetRect":{"x":0,"y":700,"width":390,"height":100}}"#
        )
    }

    func test_handle_idTargetWithoutAnchorUnderSwiftUI_scrollsJustEnoughToRevealTheRow() {
        // At rest the offset is -47, so the area is y 0…763. The row 700…800 sticks out past
        // the end and is shorter than the area: align ends, -47 + (800 - 763) = -10.
        // x: the row fills the area exactly, so it does not move (0).
        assertResponse(
            "{\(phone),\(row7),\"target\":{\"id\":\"row-7\"}}", status: 200,
            body: #"{"contentOffset":{"x":0,"y":-10},"idealOffset":{"x":0,"y":-10},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":-10,"width":390,"height":844},"targetRect":{"x":0,"y":700,"width":390,"height":100}}"#
        )
    }

    func test_handle_indexTargetWithMargin_placesTheGrownRectAtTheTop() {
        // margin top 10, bottom 20 grows the row to y 690, height 130.
        // anchor top: y = 690 - 47 - 0·(…) = 643; x centred: 0 - 0 - 0.5·(390 - 390) = 0.
        assertResponse(
            "{\(phone),\(row7),\"target\":{\"index\":0},\"anchor\":\"top\",\"margin\":{\"top\":10,\"bottom\":20}}",
            status: 200,
            body: #"{"contentOffset":{"x":0,"y":643},"idealOffset":{"x":0,"y":643},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":643,"width":390,"height":844},"targetRect":{"x":0,"y":690,"width":390,"height":130}}"#
        )
    }

    func test_handle_edgeBottom_isTheRangeMaximumWithoutATargetRect() {
        // The content rect 0…2000 at y anchor 1: 0 - 47 - 1·(763 - 2000) = -47 + 1237 = 1190,
        // exactly the range maximum. x centred: 0.
        assertResponse(
            "{\(phone),\"target\":{\"edge\":\"bottom\"}}", status: 200,
            body: #"{"contentOffset":{"x":0,"y":1190},"idealOffset":{"x":0,"y":1190},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":1190,"width":390,"height":844}}"#
        )
    }

    func test_handle_edgeTop_isTheRangeMinimum() {
        // The content rect at y anchor 0: 0 - 47 - 0 = -47.
        assertResponse(
            "{\(phone),\"target\":{\"edge\":\"top\"}}", status: 200,
            body: #"{"contentOffset":{"x":0,"y":-47},"idealOffset":{"x":0,"y":-47},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":-47,"width":390,"height":844}}"#
        )
    }

    func test_handle_pointBeyondTheRange_isClampedOnBothAxes() {
        // (10, 5000) → x into [0, 0] = 0, y into [-47, 1190] = 1190; both flagged.
        assertResponse(
            "{\(phone),\"target\":{\"point\":{\"x\":10,\"y\":5000}}}", status: 200,
            body: #"{"contentOffset":{"x":0,"y":1190},"idealOffset":{"x":10,"y":5000},"clamped":{"x":true,"y":true},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":1190,"width":390,"height":844}}"#
        )
    }

    func test_handle_pointBeforeTheRange_isClampedToTheMinimum() {
        // (-5, -100) → (0, -47).
        assertResponse(
            "{\(phone),\"target\":{\"point\":{\"x\":-5,\"y\":-100}}}", status: 200,
            body: #"{"contentOffset":{"x":0,"y":-47},"idealOffset":{"x":-5,"y":-100},"clamped":{"x":true,"y":true},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":-47,"width":390,"height":844}}"#
        )
    }

    func test_handle_displayScale_roundsTheCentredOffsetToWholePixels() {
        // Row at y 700.25: 700.25 - 47 - 0.5·(763 - 100) = 653.25 - 331.5 = 321.75.
        // At 2 px/pt: 321.75·2 = 643.5 → 644 (half away from zero) → 322.
        let items = #""items":[{"id":"row-7","frame":{"x":0,"y":700.25,"width":390,"height":100}}]"#
        assertResponse(
            "{\(phone),\(items),\"target\":{\"id\":\"row-7\"},\"anchor\":\"center\",\"displayScale\":2}", status: 200,
            body: #"{"contentOffset":{"x":0,"y":322},"idealOffset":{"x":0,"y":321.75},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":1190}},"visibleRect":{"x":0,"y":322,"width":390,"height":844},"targetRect":{"x":0,"y":700.25,"width":390,"height":100}}"#
        )
    }

    func test_handle_displayScale_roundsNegativeHalvesAwayFromZero() {
        // Content 1000×2000, left inset 10: range x [-10, max(-10, 1000 - 390)] = [-10, 610],
        // y [0, max(0, 2000 - 844)] = [0, 1156].
        // x: -0.25·2 = -0.5 → -1 → -0.5.  y: 200.75·2 = 401.5 → 402 → 201.
        let json = #"{"viewport":{"width":390,"height":844},"contentSize":{"width":1000,"height":2000},"contentInsets":{"left":10},"target":{"point":{"x":-0.25,"y":200.75}},"displayScale":2}"#
        assertResponse(
            json, status: 200,
            body: #"{"contentOffset":{"x":-0.5,"y":201},"idealOffset":{"x":-0.25,"y":200.75},"clamped":{"x":false,"y":false},"range":{"min":{"x":-10,"y":0},"max":{"x":610,"y":1156}},"visibleRect":{"x":-0.5,"y":201,"width":390,"height":844}}"#
        )
    }

    func test_handle_displayScale_offGridRangeBoundStillWins() {
        // Top inset 47.25: range y [-47.25, max(-47.25, 2000 - 844)] = [-47.25, 1156].
        // The point -47.25 is in range; on the 2 px grid -94.5 → -95 → -47.5, below the
        // minimum, so the second clamp brings it back to -47.25.
        let json = #"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":2000},"contentInsets":{"top":47.25},"target":{"point":{"x":0,"y":-47.25}},"displayScale":2}"#
        assertResponse(
            json, status: 200,
            body: #"{"contentOffset":{"x":0,"y":-47.25},"idealOffset":{"x":0,"y":-47.25},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":-47.25},"max":{"x":0,"y":1156}},"visibleRect":{"x":0,"y":-47.25,"width":390,"height":844}}"#
        )
    }

    func test_handle_hugeIntegralIdealOffset_printsWithoutFraction() {
        // Viewport 390×1e12, no content: range y [-0, max(-0, 0 - 1e12)] = [0, 0].
        // Anchor y 1000 on an empty rect at 0: 0 - 0 - 1000·(1e12 - 0) = -1e15 → clamped to 0.
        let json = #"{"viewport":{"width":390,"height":1e12},"contentSize":{"width":390,"height":0},"target":{"rect":{"x":0,"y":0,"width":390,"height":0}},"anchor":{"x":0,"y":1000}}"#
        assertResponse(
            json, status: 200,
            body: #"{"contentOffset":{"x":0,"y":0},"idealOffset":{"x":0,"y":-1000000000000000},"clamped":{"x":false,"y":true},"range":{"min":{"x":0,"y":0},"max":{"x":0,"y":0}},"visibleRect":{"x":0,"y":0,"width":390,"height":1000000000000},"targetRect":{"x":0,"y":0,"width":390,"height":0}}"#
        )
    }

    // MARK: - target_not_found

    func test_handle_indexPastTheEnd_is404AtTargetIndex() {
        assertResponse(
            "{\(phone),\(row7),\"target\":{\"index\":5}}", status: 404,
            body: #"{"error":{"code":"target_not_found","message":"index 5 is out of range: items has 1 elements","pointer":"/target/index"}}"#
        )
    }

    func test_handle_indexEqualToTheCount_is404() {
        let response = respond("{\(phone),\(row7),\"target\":{\"index\":1}}")
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(
            String(decoding: response.body, as: UTF8.self),
            #"{"error":{"code":"target_not_found","message":"index 1 is out of range: items has 1 elements","pointer":"/target/index"}}"#)
    }

    func test_handle_negativeIndex_is404AtTargetIndex() {
        assertResponse(
            "{\(phone),\(row7),\"target\":{\"index\":-1}}", status: 404,
            body: #"{"error":{"code":"target_not_found","message":"index -1 is out of range: items has 1 elements","pointer":"/target/index"}}"#
        )
    }

    func test_handle_indexBeyondInt64_is404AtTargetIndex() {
        let response = respond("{\(phone),\(row7),\"target\":{\"index\":1e300}}")
        let body = String(decoding: response.body, as: UTF8.self)
        XCTAssertEqual(response.status, 404)
        XCTAssertTrue(body.hasPrefix(#"{"error":{"code":"target_not_found","#), body)
        XCTAssertTrue(body.hasSuffix(#""pointer":"/target/index"}}"#), body)
    }

    func test_handle_indexBeyondInt64_messageDoesNotNameADifferentIndex() {
        // The client sent 1e300; a message about "index -1" describes a request it never made.
        let response = respond("{\(phone),\(row7),\"target\":{\"index\":1e300}}")
        let body = String(decoding: response.body, as: UTF8.self)
        XCTAssertFalse(body.contains("index -1 "), body)
    }

    func test_handle_indexWithoutItems_is404() {
        assertResponse(
            "{\(phone),\"target\":{\"index\":0}}", status: 404,
            body: #"{"error":{"code":"target_not_found","message":"index 0 is out of range: items has 0 elements","pointer":"/target/index"}}"#
        )
    }

    func test_handle_unknownStringId_is404AtTargetIdQuotingTheId() {
        assertResponse(
            "{\(phone),\(row7),\"target\":{\"id\":\"row-9\"}}", status: 404,
            body: #"{"error":{"code":"target_not_found","message":"no item has id \"row-9\"","pointer":"/target/id"}}"#
        )
    }

    func test_handle_integerIdMatchingOnlyAStringId_is404SayingTheIdsAreStrings() {
        let items = #""items":[{"id":"7","frame":{"x":0,"y":0,"width":1,"height":1}}]"#
        assertResponse(
            "{\(phone),\(items),\"target\":{\"id\":7}}", status: 404,
            body: #"{"error":{"code":"target_not_found","message":"no item has id 7 (a number); this request's ids are strings, e.g. \"7\"","pointer":"/target/id"}}"#
        )
    }

    // MARK: - 400s come out as error bodies

    func test_handle_negativeItemHeight_is400WithPointer() {
        let frame = #"{"x":0,"y":0,"width":390,"height":100}"#
        let items = (0..<3).map { "{\"id\":\($0),\"frame\":\(frame)}" }
            + [#"{"id":3,"frame":{"x":0,"y":300,"width":390,"height":-1}}"#]
        assertResponse(
            "{\(phone),\"items\":[\(items.joined(separator: ","))],\"target\":{\"id\":3}}", status: 400,
            body: #"{"error":{"code":"invalid_field","message":"height must be >= 0","pointer":"/items/3/frame/height"}}"#
        )
    }

    func test_handle_emptyBody_is400EmptyBody() {
        assertResponse(
            "", status: 400,
            body: #"{"error":{"code":"empty_body","message":"request body is empty; send a JSON object","pointer":""}}"#)
    }

    func test_handle_invalidEnum_is400WithEscapedQuotesInTheMessage() {
        assertResponse(
            "{\(phone),\"target\":{\"edge\":\"top\"},\"semantics\":\"web\"}", status: 400,
            body: #"{"error":{"code":"invalid_enum","message":"semantics must be one of swiftui, uikit, css, flutter, compose, android; got \"web\"","pointer":"/semantics"}}"#
        )
    }

    func test_handle_badRequestBeforeLookup_winsOverTargetNotFound() {
        // The target would be 404, but the body is invalid first.
        let response = respond("{\(phone),\"target\":{\"id\":\"nope\"},\"displayScale\":0}")
        XCTAssertEqual(response.status, 400)
    }

    // MARK: - resolve

    func test_resolve_idTarget_becomesTheItemsFrame() throws {
        let json = "{\(phone),\"items\":[{\"id\":1,\"frame\":{\"x\":0,\"y\":0,\"width\":1,\"height\":1}},{\"id\":2,\"frame\":{\"x\":5,\"y\":6,\"width\":7,\"height\":8}}],\"target\":{\"id\":2}}"
        guard let query = decodeOK(json) else { return }
        XCTAssertEqual(try ScrollOffsetHandler.resolve(query), .rect(.init(x: 5, y: 6, width: 7, height: 8)))
    }
}
