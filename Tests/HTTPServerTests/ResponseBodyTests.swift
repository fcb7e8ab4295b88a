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

    func testJSONResponse_fromBytesOrBody_isTheSame() {
        let bytes = Array(#"{"a":1}"#.utf8)
        let fromBytes = HTTPResponse.json(bytes)
        let fromBody = HTTPResponse.json(ResponseBody(bytes))
        XCTAssertEqual(fromBytes.content.array, fromBody.content.array)
        XCTAssertEqual(fromBytes.status, fromBody.status)
        XCTAssertEqual(fromBytes.headers.map(\.name), fromBody.headers.map(\.name))
        XCTAssertEqual(fromBytes.headers.map(\.value), fromBody.headers.map(\.value))
    }
}
