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

    func testStorage_isOneBuffer_ofLengthsThenBytes() {
        XCTAssertEqual(HTTPHeaders([(name: "A", value: "bc")]).buffer.storage, [1, 0, 2, 0, 0x41, 0x62, 0x63])
        let long = String(repeating: "v", count: 300)
        XCTAssertEqual(HTTPHeaders([(name: "L", value: long)]).buffer.storage.prefix(4), [1, 0, 44, 1])
        XCTAssertEqual(HTTPHeaders([(name: "L", value: long)])["l"], long)
    }

    func testFieldsTooLongForTheLayout_areDropped() {
        let headers = HTTPHeaders([(name: "Big", value: String(repeating: "x", count: 65_536)), (name: "D", value: "w")])
        XCTAssertEqual(headers.fields.map(\.name), ["D"])
    }

    func testTruncatedStorage_endsTheFields_withoutTrapping() {
        let storage = FieldBuffer([(name: "A", value: "bc"), (name: "D", value: "e")]).storage
        for length in 0..<storage.count {
            let buffer = FieldBuffer(storage: Array(storage.prefix(length)))
            XCTAssertLessThanOrEqual(buffer.fields.count, 1)
            _ = buffer.value(named: Array("d".utf8), foldingCase: true)
        }
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
