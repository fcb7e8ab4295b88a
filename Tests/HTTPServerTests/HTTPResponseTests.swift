import XCTest
@testable import HTTPServer

/// A JSON response is its status, one `Content-Type` header and the bytes it was made from.
final class HTTPResponseTests: XCTestCase {
    func testJSONResponse_isStatus200_jsonContentType_andThoseBytes() {
        let response = HTTPResponse.json(Array(#"{"a":1}"#.utf8))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.headers.map(\.name), ["Content-Type"])
        XCTAssertEqual(response.headers.map(\.value), ["application/json"])
        XCTAssertEqual(response.body, [123, 34, 97, 34, 58, 49, 125])
        XCTAssertEqual(HTTPResponse.json(status: 404, []).status, 404)
    }

    func testAdding_appendsHeadersAfterTheResponsesOwn() {
        let response = HTTPResponse.json([]).adding([(name: "Vary", value: "Origin")])
        XCTAssertEqual(response.headers.map(\.name), ["Content-Type", "Vary"])
        XCTAssertEqual(HTTPResponse(status: 204).adding([]).headers.count, 0)
    }
}
