import HTTPServer
import XCTest

@testable import ScrollQueryFuzzing

/// The checks every answer gets, on hand-made responses that each break one promise.
final class ResponseInvariantsTests: XCTestCase {
    private let invariants = ResponseInvariants(knownCodes: ["invalid_json", "invalid_field"])
    private let path = "/v1/somewhere"  // no endpoint-specific check: only the generic ones run

    private func violations(
        status: Int, body: String, request: String, contentType: String = "application/json", at route: String? = nil
    ) -> [String] {
        invariants.violations(
            of: HTTPResponse(status: status, headers: [(name: "Content-Type", value: contentType)], body: Array(body.utf8)),
            to: HTTPRequest(method: "POST", path: route ?? path, contentType: "application/json", body: Array(request.utf8)))
    }

    func test_created_isASuccessOnlyWhereARouteCreates() {
        let created = #"{"layoutId":"sha256-0","itemCount":0,"contentSize":{"width":0,"height":0}}"#
        XCTAssertEqual(violations(status: 201, body: created, request: #"{"items":[]}"#, at: "/v1/layouts"), [])
        XCTAssertEqual(violations(status: 201, body: created, request: "[]", at: "/v1/layouts/sha256-0/edits"), [])
        XCTAssertEqual(violations(status: 201, body: created, request: "{}", at: "/v1/scroll/visibility").first,
            "status 201 is neither a success nor 4xx")
    }

    func test_wellFormedAnswers_passTheGenericChecks() {
        XCTAssertEqual(violations(status: 200, body: #"{"a":1}"#, request: "{}"), [])
        XCTAssertEqual(violations(status: 400, body: #"{"error":{"code":"invalid_json","message":"m","pointer":""}}"#, request: "{"), [])
    }

    func test_serverError_isFlagged() {
        XCTAssertEqual(violations(status: 500, body: #"{"error":{"code":"invalid_field","message":"m"}}"#, request: "{}"),
            ["status 500 is neither a success nor 4xx"])
    }

    func test_bodyThatIsNotJSON_orHoldsAnOverflowingNumber_isFlagged() {
        XCTAssertEqual(violations(status: 200, body: #"{"a":nan}"#, request: "{}").first?.hasPrefix("body is not JSON"), true)
        XCTAssertEqual(violations(status: 200, body: #"{"a":1e999}"#, request: "{}"), ["body holds a non-finite number (inf)"])
    }

    func test_wrongContentType_isFlagged() {
        XCTAssertEqual(violations(status: 200, body: "{}", request: "{}", contentType: "text/plain"),
            [#"Content-Type headers are ["text/plain"], expected ["application/json"]"#])
    }

    func test_successForABodyThatIsNotJSON_isFlagged() {
        XCTAssertEqual(violations(status: 200, body: "{}", request: #"{"a":1,"a":1}"#),
            [#"200 for a body that is not JSON (duplicate member name "a" at byte 10)"#])
    }

    func test_invalidJSONForAValidBody_isFlagged() {
        XCTAssertEqual(violations(status: 400, body: #"{"error":{"code":"invalid_json","message":"m"}}"#, request: #"{"a":"\u00e9"}"#),
            ["invalid_json for a body that is valid JSON"])
    }
}
