import XCTest
@testable import HTTPServer

final class HTTPHeadersTests: XCTestCase {
    private let headers = HTTPHeaders([
        (name: "Content-Type", value: "application/json"),
        (name: "X-Empty", value: ""),
        (name: "Accept", value: "text/plain"),
        (name: "accept", value: "application/json"),
    ])

    func testLookup_ignoresNameCase_andReturnsTheFirstField() {
        let cases: [(name: String, expected: String?)] = [
            ("Content-Type", "application/json"),
            ("content-type", "application/json"),
            ("CONTENT-TYPE", "application/json"),
            ("Accept", "text/plain"),
            ("X-Empty", ""),
            ("Content-Typ", nil),
            ("Content-Type ", nil),
            ("", nil),
        ]
        for (name, expected) in cases {
            XCTAssertEqual(headers[name], expected, name)
            XCTAssertEqual(headers.contains(name), expected != nil, name)
        }
    }

    func testFields_keepOrderAndSpelling() {
        XCTAssertEqual(headers.fields.map(\.name), ["Content-Type", "X-Empty", "Accept", "accept"])
        XCTAssertEqual(headers.fields.map(\.value), ["application/json", "", "text/plain", "application/json"])
    }

    func testStorage_isOneBuffer_ofNameNULValueNUL() {
        XCTAssertEqual(HTTPHeaders([(name: "A", value: "b")]).buffer.storage, [0x41, 0, 0x62, 0])
    }

    func testFieldsWithNUL_areDropped() {
        let headers = HTTPHeaders([(name: "A\0B", value: "x"), (name: "C", value: "y\0z"), (name: "D", value: "w")])
        XCTAssertEqual(headers.fields.map(\.name), ["D"])
    }

    func testEmpty_findsNothing() {
        XCTAssertNil(HTTPHeaders()["Host"])
        XCTAssertTrue(HTTPHeaders().fields.isEmpty)
    }
}

final class QueryParametersTests: XCTestCase {
    func testLookup_isCaseSensitive_andReturnsTheFirstArgument() {
        let query = QueryParameters([(name: "page", value: "2"), (name: "Page", value: "3"), (name: "page", value: "4"),
                                     (name: "flag", value: "")])
        let cases: [(name: String, expected: String?)] = [("page", "2"), ("Page", "3"), ("PAGE", nil), ("flag", ""), ("x", nil)]
        for (name, expected) in cases {
            XCTAssertEqual(query[name], expected, name)
        }
        XCTAssertEqual(query.fields.count, 4)
    }

    func testRequest_defaultsToNoQueryHeadersOrParameters() {
        let request = HTTPRequest(method: "GET", path: "/")
        XCTAssertTrue(request.query.fields.isEmpty)
        XCTAssertTrue(request.headers.fields.isEmpty)
        XCTAssertTrue(request.pathParameters.isEmpty)
    }
}
