import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// `direction`, `writingMode`, logical anchors, `mode`, `container` and `ancestors` on
/// `POST /v1/scroll/offset`, whole responses and errors with pointers; and the endpoints that
/// refuse the flow fields.
///
/// Fixture: viewport 200×100, content 1000×800 (range x [0, 800], y [0, 700]); target
/// x [400, 450], y [300, 320].
final class FlowRequestTests: XCTestCase {
    private let view = #""viewport":{"width":200,"height":100},"contentSize":{"width":1000,"height":800}"#
    private let rect = #""target":{"rect":{"x":400,"y":300,"width":50,"height":20}}"#

    private func respond(_ json: String, path: String = "/v1/scroll/offset") -> (Int, String) {
        let request = HTTPRequest(method: "POST", path: path, contentType: "application/json", body: utf8(json))
        let response: HTTPResponse
        switch path {
        case "/v1/scroll/visibility": response = VisibilityHandler.handle(request)
        case "/v1/scroll/transition": response = TransitionHandler.handle(request)
        default: response = ScrollOffsetHandler.handle(request)
        }
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    private func assertError(
        _ json: String, path: String = "/v1/scroll/offset", code: String, pointer: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (status, body) = respond(json, path: path)
        XCTAssertEqual(status, 400, body, file: file, line: line)
        XCTAssertTrue(body.contains("\"code\":\"\(code)\""), body, file: file, line: line)
        XCTAssertTrue(body.contains("\"pointer\":\"\(pointer)\""), body, file: file, line: line)
    }

    // MARK: - Answers

    func test_verticalRLrtl_logicalStartStart_restsAtTheOriginAndAlignsRightAndBottom() {
        // Origin (800, 700). block start = right: 450 − 200 = 250; inline start = bottom:
        // 320 − 100 = 220. scrollPosition (250 − 800, 220 − 700).
        let (status, body) = respond(
            "{\(view),\(rect),\"anchor\":{\"block\":\"start\",\"inline\":\"start\"},\"semantics\":\"css\",\"writingMode\":\"vertical-rl\",\"direction\":\"rtl\"}")
        XCTAssertEqual(status, 200)
        XCTAssertEqual(
            body,
            #"{"contentOffset":{"x":250,"y":220},"idealOffset":{"x":250,"y":220},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":0},"max":{"x":800,"y":700}},"visibleRect":{"x":250,"y":220,"width":200,"height":100},"targetRect":{"x":400,"y":300,"width":50,"height":20},"scrollPosition":{"left":-550,"top":-480}}"#)
    }

    func test_cssDefaultAnchor_inVerticalLR_isBlockStartOnTheLeft() {
        // block start = left: x 400; inline nearest from the origin y 0: 320 − 100 = 220.
        let (_, body) = respond("{\(view),\(rect),\"semantics\":\"css\",\"writingMode\":\"vertical-lr\"}")
        XCTAssertTrue(body.hasPrefix(#"{"contentOffset":{"x":400,"y":220}"#), body)
    }

    func test_swiftuiRTL_leadingIsTheRightSide_andNoScrollPosition() {
        // Rests at x 800; leading = right edge: 450 − 200 = 250; y centre 300 − 40 = 260.
        let (_, body) = respond("{\(view),\(rect),\"anchor\":\"leading\",\"direction\":\"rtl\"}")
        XCTAssertTrue(body.hasPrefix(#"{"contentOffset":{"x":250,"y":260}"#), body)
        XCTAssertFalse(body.contains("scrollPosition"), body)
    }

    func test_swiftuiRTL_leadingEdge_isTheRightEnd() {
        let (_, body) = respond("{\(view),\"target\":{\"edge\":\"leading\"},\"direction\":\"rtl\"}")
        XCTAssertTrue(body.hasPrefix(#"{"contentOffset":{"x":800,"#), body)
    }

    func test_ifNeeded_visibleAxisStays() {
        // Offset (380, 0): x [400, 450) is inside [380, 580): stays; y [300, 320) hidden: centre
        // 300 − 40 = 260.
        let (_, body) = respond(
            "{\(view),\"contentOffset\":{\"x\":380,\"y\":0},\(rect),\"anchor\":\"center\",\"mode\":\"ifNeeded\"}")
        XCTAssertTrue(body.hasPrefix(#"{"contentOffset":{"x":380,"y":260}"#), body)
    }

    func test_chain_answersEveryAncestorInOrder() {
        // Inner: nearest → (250, 220); the target is then at (150, 80) in its scrollport, which
        // sits at (0, 1000) of the outer content: (150, 1080)–(200, 1100); outer viewport
        // 300×300, content 300×3000: nearest y 1100 − 300 = 800; x stays 0.
        let (status, body) = respond(
            "{\(view),\(rect),\"anchor\":\"nearest\",\"ancestors\":[{\"viewport\":{\"width\":300,\"height\":300},\"contentSize\":{\"width\":300,\"height\":3000},\"frame\":{\"x\":0,\"y\":1000,\"width\":200,\"height\":100}}]}")
        XCTAssertEqual(status, 200)
        XCTAssertTrue(body.contains(#""ancestors":[{"contentOffset":{"x":0,"y":800}"#), body)
        XCTAssertTrue(body.contains(#""targetRect":{"x":150,"y":1080,"width":50,"height":20}}]}"#), body)
    }

    func test_withoutNewFields_noScrollPosition_andExplicitLTR_addsOnlyIt() {
        // css default {x: nearest, y: start}: x 450 − 200 = 250, y 300.
        let plain = #"{"contentOffset":{"x":250,"y":300},"idealOffset":{"x":250,"y":300},"clamped":{"x":false,"y":false},"range":{"min":{"x":0,"y":0},"max":{"x":800,"y":700}},"visibleRect":{"x":250,"y":300,"width":200,"height":100},"targetRect":{"x":400,"y":300,"width":50,"height":20}"#
        XCTAssertEqual(respond("{\(view),\(rect),\"semantics\":\"css\"}").1, plain + "}")
        XCTAssertEqual(
            respond("{\(view),\(rect),\"semantics\":\"css\",\"direction\":\"ltr\"}").1,
            plain + #","scrollPosition":{"left":250,"top":300}}"#)
    }

    // MARK: - Errors

    func test_writingModeWithSwiftUI_isConflicting() {
        assertError("{\(view),\(rect),\"writingMode\":\"vertical-rl\"}", code: "conflicting_fields", pointer: "/writingMode")
        assertError(
            "{\(view),\(rect),\"semantics\":\"uikit\",\"ancestors\":[{\"viewport\":{\"width\":1,\"height\":1},\"contentSize\":{\"width\":1,\"height\":1},\"frame\":{\"x\":0,\"y\":0,\"width\":1,\"height\":1},\"writingMode\":\"sideways-lr\"}]}",
            code: "conflicting_fields", pointer: "/ancestors/0/writingMode")
    }

    func test_ancestorWithoutFrame_isMissingField() {
        assertError(
            "{\(view),\(rect),\"ancestors\":[{\"viewport\":{\"width\":1,\"height\":1},\"contentSize\":{\"width\":1,\"height\":1}}]}",
            code: "missing_field", pointer: "/ancestors/0/frame")
    }

    func test_ancestorWithItems_isUnknown() {
        assertError(
            "{\(view),\(rect),\"ancestors\":[{\"viewport\":{\"width\":1,\"height\":1},\"items\":[]}]}",
            code: "unknown_field", pointer: "/ancestors/0/items")
    }

    func test_chainDeeperThan32_isInvalid() {
        let ancestor = "{\"viewport\":{\"width\":1,\"height\":1},\"contentSize\":{\"width\":1,\"height\":1},\"frame\":{\"x\":0,\"y\":0,\"width\":1,\"height\":1}}"
        let ok = respond("{\(view),\(rect),\"ancestors\":[\(Array(repeating: ancestor, count: 32).joined(separator: ","))]}")
        XCTAssertEqual(ok.0, 200, ok.1)
        assertError(
            "{\(view),\(rect),\"ancestors\":[\(Array(repeating: ancestor, count: 33).joined(separator: ","))]}",
            code: "invalid_field", pointer: "/ancestors/32")
    }

    func test_mixedAnchorKinds_areConflicting() {
        assertError("{\(view),\(rect),\"anchor\":{\"x\":0,\"block\":\"start\"}}", code: "conflicting_fields", pointer: "/anchor/block")
    }

    func test_logicalNamesOnPhysicalAxes_areInvalid() {
        assertError("{\(view),\(rect),\"anchor\":{\"x\":\"start\"}}", code: "invalid_enum", pointer: "/anchor/x")
    }

    func test_modeAndChainWithAnEdgeTarget_areConflicting() {
        assertError("{\(view),\"target\":{\"edge\":\"top\"},\"mode\":\"ifNeeded\"}", code: "conflicting_fields", pointer: "/mode")
        assertError("{\(view),\"target\":{\"edge\":\"top\"},\"container\":\"all\"}", code: "conflicting_fields", pointer: "/container")
    }

    func test_unknownDirection_isInvalidEnum() {
        assertError("{\(view),\(rect),\"direction\":\"rtl-ish\"}", code: "invalid_enum", pointer: "/direction")
    }

    func test_visibilityAndTransition_refuseTheFlowFields() {
        assertError(
            "{\(view),\"direction\":\"rtl\"}", path: "/v1/scroll/visibility", code: "conflicting_fields", pointer: "/direction")
        assertError(
            "{\"before\":{\(view),\"writingMode\":\"vertical-rl\"},\"after\":{}}", path: "/v1/scroll/transition",
            code: "conflicting_fields", pointer: "/before/writingMode")
        assertError(
            "{\"before\":{\(view)},\"after\":{\"direction\":\"ltr\"}}", path: "/v1/scroll/transition",
            code: "conflicting_fields", pointer: "/after/direction")
        let (status, _) = respond("{\(view),\"direction\":null,\"writingMode\":null}", path: "/v1/scroll/visibility")
        XCTAssertEqual(status, 200)
    }
}
