import HTTPServer
import ScrollQueryAPI
import XCTest

@testable import ScrollQueryFuzzing

final class ErrorCodeCatalogTests: XCTestCase {
    func test_codes_readsABlockList() {
        let spec = """
            components:
              schemas:
                Error:
                  properties:
                    error:
                      properties:
                        code:
                          type: string
                          enum:
                            - empty_body
                            - invalid_json
                        message:
                          type: string
            """
        XCTAssertEqual(ErrorCodeCatalog.codes(inSpec: spec), ["empty_body", "invalid_json"])
    }

    func test_codes_readsAFlowList() {
        let spec = "    Error:\n      code:\n        enum: [not_found, method_not_allowed]\n"
        XCTAssertEqual(ErrorCodeCatalog.codes(inSpec: spec), ["not_found", "method_not_allowed"])
    }

    func test_codes_ofASpecWithoutAnErrorSchema_isEmpty() {
        XCTAssertEqual(ErrorCodeCatalog.codes(inSpec: "openapi: 3.1.0\n"), [])
    }
}

/// The one `ErrorCode` enum is the `Error.code` enum of the openapi.yaml the service serves.
final class ErrorCodeContractTests: XCTestCase {
    func test_theErrorCodeEnum_isTheServedSpecsErrorCodeEnum() {
        guard let route = makeRoutes().first(where: { $0.method == "GET" && $0.path == "/openapi.yaml" }) else {
            return XCTFail("no GET /openapi.yaml route")
        }
        let spec = String(decoding: route.handler(HTTPRequest(method: "GET", path: "/openapi.yaml")).body, as: UTF8.self)
        let specCodes = ErrorCodeCatalog.codes(inSpec: spec)
        XCTAssertGreaterThan(specCodes.count, 20)
        XCTAssertEqual(Set(ErrorCode.allCases.map(\.rawValue)), specCodes)
        XCTAssertEqual(ErrorCodeCatalog.contract, specCodes)
        XCTAssertEqual(FuzzHarness().knownErrorCodes, specCodes)
    }
}
