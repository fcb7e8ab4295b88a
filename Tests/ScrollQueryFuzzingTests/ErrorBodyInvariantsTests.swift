import XCTest

@testable import ScrollQueryFuzzing

final class ErrorBodyInvariantsTests: XCTestCase {
    private let codes: Set<String> = ["invalid_field", "target_not_found"]

    private func violations(_ body: String) throws -> [String] {
        ErrorBodyInvariants.violations(of: try StrictJSONParser.parse(Array(body.utf8)), knownCodes: codes)
    }

    func test_readmeError_keepsEveryPromise() throws {
        XCTAssertEqual(try violations(#"{"error":{"code":"invalid_field","message":"height must be >= 0","pointer":"/items/0/frame/height"}}"#), [])
        XCTAssertEqual(try violations(#"{"error":{"code":"target_not_found","message":"m"}}"#), [])
    }

    func test_brokenShapes_areFlagged() throws {
        XCTAssertEqual(try violations(#"{"error":{"code":"invalid_field","message":"m","pointer":"items"}}"#),
            [#"error.pointer "items" is not an RFC 6901 pointer"#])
        XCTAssertEqual(try violations(#"{"error":{"code":"made_up","message":"m"}}"#),
            [#"error.code "made_up" is not in openapi.yaml's list"#])
        XCTAssertEqual(try violations(#"{"error":{"code":"Invalid","message":""}}"#),
            [#"error.code "Invalid" is not snake_case"#, #"error.code "Invalid" is not in openapi.yaml's list"#, "error.message is empty"])
        XCTAssertEqual(try violations(#"{"error":{"code":1,"message":"m","detail":2}}"#),
            [#"error has an unexpected member "detail""#, "error.code is missing or not a string"])
        XCTAssertEqual(try violations(#"{"error":"bad"}"#), [#"error body is not {"error":{…}}"#])
    }
}
