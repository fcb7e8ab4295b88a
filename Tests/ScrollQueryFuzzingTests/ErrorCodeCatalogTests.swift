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
