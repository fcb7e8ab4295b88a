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

/// The fields the server reads on every request are located while the head is copied; every
/// lookup through them must give what a walk by name gives.
final class KnownHeaderFieldsTests: XCTestCase {
    private func check(_ fields: [(name: String, value: String)], file: StaticString = #filePath, line: UInt = #line) {
        let headers = HTTPHeaders(fields)
        let walked = { (name: String) in headers.value(named: HTTPHeaders.lowercased(name)) }
        XCTAssertEqual(headers.contentType, walked("Content-Type"), file: file, line: line)
        XCTAssertEqual(headers.contentLength, walked("Content-Length"), file: file, line: line)
        XCTAssertEqual(headers.transferEncoding, walked("Transfer-Encoding"), file: file, line: line)
        XCTAssertEqual(headers.requestID, walked("X-Request-Id"), file: file, line: line)
        let lengths = fields.filter { $0.name.lowercased() == "content-length" }.map(\.value)
        XCTAssertEqual(headers.contentLengthsAgree, Set(lengths).count <= 1, file: file, line: line)
        XCTAssertEqual(headers.hasPlainJSONContentType, walked("Content-Type").map(Array.init) == Array("application/json".utf8),
                       file: file, line: line)
    }

    /// `Content-Type` compared in place with `application/json`: exactly those bytes, case
    /// included (anything else takes admission's media-type parse), and the first field only.
    func testPlainJSONContentType_isExactlyApplicationJSON() {
        let rows: [([(name: String, value: String)], Bool)] = [
            ([(name: "Content-Type", value: "application/json")], true),
            ([(name: "content-type", value: "application/json")], true),
            ([(name: "Content-Type", value: "application/json; charset=utf-8")], false),
            ([(name: "Content-Type", value: "Application/JSON")], false),
            ([(name: "Content-Type", value: "application/jso")], false),
            ([(name: "Content-Type", value: "application/jsonx")], false),
            ([(name: "Content-Type", value: "")], false),
            ([(name: "Content-Type", value: "text/plain"), (name: "Content-Type", value: "application/json")], false),
            ([(name: "Host", value: "application/json")], false),
            ([], false),
        ]
        for (fields, expected) in rows {
            XCTAssertEqual(HTTPHeaders(fields).hasPlainJSONContentType, expected, "\(fields)")
            check(fields)
        }
    }

    func testKnownFields_matchTheWalkByName() {
        check([])
        check([(name: "Host", value: "x"), (name: "Content-Type", value: "application/json")])
        check([(name: "CONTENT-TYPE", value: "a"), (name: "content-type", value: "b")])  // the first wins
        check([(name: "X-Request-Id", value: "r1"), (name: "x-request-id", value: "r2"), (name: "Content-Typ", value: "c")])
        check([(name: "Content-Length", value: "2"), (name: "content-length", value: "2")])
        check([(name: "Content-Length", value: "2"), (name: "Host", value: "h"), (name: "Content-Length", value: "3")])
        check([(name: "Content-Length", value: "2"), (name: "Content-Length", value: "2"), (name: "Content-Length", value: "2 ")])
        check([(name: "Transfer-Encoding", value: "chunked"), (name: "Transfer-Encodinx", value: "gzip")])
        check([(name: "Content-Type", value: ""), (name: "X-Request-Ie", value: "no"), (name: "X-Empty", value: "")])
    }

    /// The server's word-wise name comparison ignores the case of letters only: a CR where the
    /// `-` is (CR | 0x20 is `-`), an `@` or `[` next to the letters, a `_`, or one letter off are
    /// no match; every mix of cases is.
    func testKnownFields_ofTheServersCopy_foldTheCaseOfLettersOnly() {
        let names = ["Content-Type", "CONTENT-TYPE", "cOnTeNt-TyPe", "Content\rType", "Content_Type", "Content-Typf",
                     "@ontent-Type", "Content-Typ[", "Content-Length", "CONTENT-LENGTH", "Content\rLength",
                     "Transfer-Encoding", "TRANSFER-ENCODING", "Transfer-Encodin@", "X-Request-Id", "x-request-id",
                     "X\rRequest-Id", "X-Request-I@"]
        for name in names {
            let fields = copy(headers: [(name, "v")], query: [])
            XCTAssertEqual(fields.headers.known, KnownHeaderFields(of: fields.headers.buffer), name)
        }
        XCTAssertNotNil(copy(headers: [("cOnTeNt-TyPe", "v")], query: []).headers.contentType)
        XCTAssertNil(copy(headers: [("Content\rType", "v")], query: []).headers.contentType)
    }

    func testKnownFields_ofTheServersCopy_equalThoseFoundAfterwards() {
        let heads: [[(String, String)]] = [
            [("Host", "x"), ("Content-Length", "5"), ("X-Request-Id", "id"), ("Content-Type", "application/json"),
             ("content-length", "6")],
            [("Host", "x"), ("CONTENT-TYPE", "a"), ("content-type", "b"), ("Transfer-Encoding", "chunked"),
             ("x-request-id", "r"), ("Content-Length", "7"), ("Content-Length", "7"), ("X-Empty", "")],
            [],
        ]
        for head in heads {
            let fields = copy(headers: head, query: [])
            XCTAssertEqual(fields.headers.known, KnownHeaderFields(of: fields.headers.buffer), "\(head)")
            XCTAssertEqual(fields.headers, HTTPHeaders(head.map { (name: $0.0, value: $0.1) }), "\(head)")
            XCTAssertTrue(fields.query.buffer.storage.isEmpty)
        }
        XCTAssertFalse(copy(headers: heads[0], query: []).headers.contentLengthsAgree)
    }

    func testServersCopy_keepsHeadersAndQueryApart_andDropsFieldsTooLong() {
        let long = String(repeating: "v", count: 65_536)
        let fields = copy(headers: [("A", "1"), ("Long", long), ("B", "")], query: [("q", "x y"), ("long", long), ("e", "")])
        // 4 length bytes per field: A=1 is 4 + 1 + 1, B= is 4 + 1 + 0.
        XCTAssertEqual(fields.headers.buffer.storage.count, 11)
        XCTAssertEqual(fields.headers.fields.map { "\($0.name)=\($0.value)" }, ["A=1", "B="])
        XCTAssertEqual(fields.query.buffer.storage.count, 4 + 1 + 3 + 4 + 1)
        XCTAssertEqual(fields.query["q"], "x y")
        XCTAssertEqual(fields.query["e"], "")
        XCTAssertNil(fields.query["long"])
    }

    /// A head too large for the stack scratch (1 KiB of headers, 512 bytes of query) is measured
    /// and copied whole all the same, known fields included: 30 headers of 4 + 4 + 40 bytes are
    /// 1,440 bytes; 12 query arguments of 4 + 4 + 40 are 576.
    func testServersCopy_ofAHeadLargerThanTheStackScratch_keepsEveryField() {
        let value = String(repeating: "v", count: 40)
        let headers = (100..<130).map { ("h\($0)", value) } + [("Content-Length", "7")]
        let query = (100..<112).map { ("q\($0)", value) }
        let fields = copy(headers: headers, query: query)
        XCTAssertEqual(fields.headers.buffer.storage.count, 1_440 + 4 + 14 + 1)
        XCTAssertEqual(fields.headers.fields.count, 31)
        XCTAssertEqual(fields.headers["h129"], value)
        XCTAssertEqual(fields.headers.contentLength.map { Array($0) }, Array("7".utf8))
        XCTAssertEqual(fields.query.buffer.storage.count, 576)
        XCTAssertEqual(fields.query["q111"], value)
    }

    /// A head too large for the stack scratch is walked twice: the walk into the scratch measures
    /// it, the second writes it. Its headers still go into the buffer handed in, whose capacity
    /// the first walk leaves alone.
    func testServersCopy_ofAHeadLargerThanTheStackScratch_walksTwice_intoTheReusedBuffer() {
        let value = String(repeating: "v", count: 40)
        var storage: [UInt8] = []
        storage.reserveCapacity(4_096)
        let capacity = storage.capacity
        var walks = 0
        let fields = copyRequestFields(reusing: &storage) { copier in
            walks += 1
            for index in 100..<130 {
                Array("h\(index)".utf8).withUnsafeBytes { name in
                    Array(value.utf8).withUnsafeBytes { value in copier.visit(.header, name: name, value: value) }
                }
            }
        }
        XCTAssertEqual(walks, 2)
        XCTAssertEqual(fields.headers.fields.count, 30)
        XCTAssertEqual(fields.headers.buffer.storage.capacity, capacity)
        XCTAssertEqual(storage, [])
    }

    /// A walk that presents more the second time keeps what fits and drops the rest, whole
    /// fields only: 30 headers are measured, 31 presented.
    func testServersCopy_ofAWalkThatGrows_keepsTheFieldsThatFit() {
        let value = String(repeating: "v", count: 40)
        var walks = 0
        let fields = copyRequestFields { copier in
            walks += 1
            for index in 100..<(walks == 1 ? 130 : 131) {
                Array("h\(index)".utf8).withUnsafeBytes { name in
                    Array(value.utf8).withUnsafeBytes { value in copier.visit(.header, name: name, value: value) }
                }
            }
        }
        XCTAssertEqual(fields.headers.fields.count, 30)
        XCTAssertEqual(fields.headers["h129"], value)
        XCTAssertNil(fields.headers["h130"])
    }

    /// Exactly the stack scratch's 1,024 bytes of headers (and its 512 of query) still fit: 16
    /// fields of 4 + 4 + 56 bytes; 8 of the same.
    func testServersCopy_ofAHeadFillingTheStackScratch_keepsEveryField() {
        let value = String(repeating: "w", count: 56)
        let fields = copy(headers: (100..<116).map { ("h\($0)", value) }, query: (100..<108).map { ("q\($0)", value) })
        XCTAssertEqual(fields.headers.buffer.storage.count, 1_024)
        XCTAssertEqual(fields.headers["h115"], value)
        XCTAssertEqual(fields.query.buffer.storage.count, 512)
        XCTAssertEqual(fields.query["q107"], value)
    }

    /// The headers are written into the buffer handed in (an earlier request's), replacing its
    /// 100 stale bytes and keeping its capacity; it is left empty. A=1 is 1, 0, 1, 0, "A", "1".
    func testServersCopy_intoAReusedBuffer_holdsOnlyTheNewFields_inItsCapacity() {
        var storage = [UInt8](repeating: 0xAA, count: 100)
        storage.reserveCapacity(256)
        let capacity = storage.capacity
        let fields = copyRequestFields(reusing: &storage) { copier in
            Array("A".utf8).withUnsafeBytes { name in
                Array("1".utf8).withUnsafeBytes { value in copier.visit(.header, name: name, value: value) }
            }
        }
        XCTAssertEqual(storage, [])
        XCTAssertEqual(fields.headers.buffer.storage, [1, 0, 1, 0, UInt8(ascii: "A"), UInt8(ascii: "1")])
        XCTAssertEqual(fields.headers.buffer.storage.capacity, capacity)
        var headers = fields.headers
        XCTAssertEqual(headers.takeStorage(), [1, 0, 1, 0, UInt8(ascii: "A"), UInt8(ascii: "1")])
        XCTAssertEqual(headers.fields.count, 0)
    }

    /// The server's copy of these fields, through the same copier libmicrohttpd's walk feeds.
    private func copy(headers: [(String, String)], query: [(String, String)]) -> RequestFields {
        copyRequestFields { copier in
            for (kind, list) in [(RequestFieldKind.header, headers), (.queryArgument, query)] {
                for (name, value) in list {
                    Array(name.utf8).withUnsafeBytes { name in
                        Array(value.utf8).withUnsafeBytes { value in copier.visit(kind, name: name, value: value) }
                    }
                }
            }
        }
    }
}
