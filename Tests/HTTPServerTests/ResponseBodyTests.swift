import XCTest
@testable import HTTPServer

/// A response body is the bytes it was made from, whichever way the response was built.
final class ResponseBodyTests: XCTestCase {
    func testBody_madeFromBytes_isThoseBytes() {
        let body = ResponseBody(Array("hello".utf8))
        XCTAssertEqual(body.count, 5)
        XCTAssertEqual(body.array, Array("hello".utf8))
    }

    func testBody_empty_hasNoBytes() {
        XCTAssertEqual(ResponseBody().count, 0)
        XCTAssertEqual(ResponseBody().array, [])
    }

    func testJSONResponse_fromBytesOrBody_isStatus200_jsonContentType_andThoseBytes() {
        let bytes = Array(#"{"a":1}"#.utf8)
        for (spelling, response) in [("bytes", HTTPResponse.json(bytes)), ("body", HTTPResponse.json(ResponseBody(bytes)))] {
            XCTAssertEqual(response.status, 200, spelling)
            XCTAssertEqual(response.headers.map(\.name), ["Content-Type"], spelling)
            XCTAssertEqual(response.headers.map(\.value), ["application/json"], spelling)
            XCTAssertEqual(response.content.array, [123, 34, 97, 34, 58, 49, 125], spelling)
            XCTAssertEqual(response.content.count, 7, spelling)
        }
        XCTAssertEqual(HTTPResponse.json(status: 404, bytes).status, 404)
    }
}
