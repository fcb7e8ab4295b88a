import XCTest

@testable import ScrollQueryFuzzing

final class FuzzInputTests: XCTestCase {
    func test_init_theFirstLineNamesTheEndpoint_restIsTheBody() {
        let input = FuzzInput(Array("/v1/scroll/offset\n{}".utf8))
        XCTAssertEqual(input?.endpoint, "/v1/scroll/offset")
        XCTAssertEqual(input?.body, Array("{}".utf8))
        XCTAssertEqual(FuzzInput(Array("/v1/batch tight\n{\"a\":\"\n\"}".utf8))?.body, Array("{\"a\":\"\n\"}".utf8))
        XCTAssertEqual(FuzzInput(Array("/v1/batch\n".utf8))?.body, [])
    }

    func test_init_inputWithoutAFirstLine_isNothingToSend() {
        XCTAssertNil(FuzzInput([]))
        XCTAssertNil(FuzzInput(Array("0{}".utf8)))
    }

    func test_header_namesThePath_andTheTightLimitsAfterIt() {
        XCTAssertEqual(FuzzInput.header(path: "/v1/scroll/snap", tight: false), "/v1/scroll/snap")
        XCTAssertEqual(FuzzInput.header(path: "/v1/scroll/snap", tight: true), "/v1/scroll/snap tight")
    }
}
