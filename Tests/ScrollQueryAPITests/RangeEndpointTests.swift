import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// `POST /v1/scroll/range` through its declaration: the body as written, byte for byte.
final class RangeEndpointTests: XCTestCase {
    private func answer(_ body: String) -> (status: Int, body: String) {
        let response = ScrollRangeEndpoint.handle(HTTPRequest(
            method: "POST", path: "/v1/scroll/range", contentType: "application/json", body: Array(body.utf8)))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    func test_aPhoneListMidway_answersItsRangeRectEdgesAndAxes() {
        // range y −47 … 3000 + 34 − 844 = 2190; at 1000: 1047 above, 1190 below
        let (status, body) = answer(
            #"{"viewport":{"width":390,"height":844},"contentSize":{"width":390,"height":3000},"contentInsets":{"top":47,"bottom":34},"contentOffset":{"x":0,"y":1000}}"#)
        XCTAssertEqual(status, 200)
        XCTAssertEqual(body, #"{"range":{"min":{"x":0,"y":-47},"max":{"x":0,"y":2190}},"contentOffset":{"x":0,"y":1000},"visibleRect":{"x":0,"y":1000,"width":390,"height":844},"edges":{"top":1047,"bottom":1190,"left":0,"right":0},"scrollable":{"x":false,"y":true}}"#)
    }

    func test_verticalRL_restsAtTheRightEnd_withoutAnOffset() {
        // vertical-rl: the block axis x starts at the right; range x 0 … 1000 − 400 = 600
        let (status, body) = answer(
            #"{"viewport":{"width":400,"height":300},"contentSize":{"width":1000,"height":300},"writingMode":"vertical-rl"}"#)
        XCTAssertEqual(status, 200)
        XCTAssert(body.contains(#""contentOffset":{"x":600,"y":0}"#), body)
        XCTAssert(body.contains(#""edges":{"top":0,"bottom":0,"left":600,"right":0}"#), body)
    }

    func test_aFieldOfAnotherEndpoint_isUnknown() {
        let (status, body) = answer(#"{"viewport":{"width":1,"height":1},"contentSize":{"width":1,"height":1},"threshold":0.5}"#)
        XCTAssertEqual(status, 400)
        XCTAssert(body.contains(#""code":"unknown_field""#) && body.contains(#""pointer":"/threshold""#), body)
    }
}
