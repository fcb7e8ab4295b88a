import XCTest

@testable import ScrollQueryFuzzing

final class FuzzInputTests: XCTestCase {
    func test_init_asciiDigitNamesTheEndpoint_restIsTheBody() {
        let input = FuzzInput(Array("0{}".utf8), endpointCount: 3)
        XCTAssertEqual(input?.endpoint, 0)
        XCTAssertEqual(input?.body, Array("{}".utf8))
        XCTAssertEqual(FuzzInput(Array("2{}".utf8), endpointCount: 3)?.endpoint, 2)
    }

    func test_init_everyByteReachesAnEndpoint() {
        // "0" is 48: byte 47 wraps to 255, 255 mod 3 = 0; byte 52 ("4") is 4 mod 3 = 1.
        XCTAssertEqual(FuzzInput([47], endpointCount: 3)?.endpoint, 0)
        XCTAssertEqual(FuzzInput([52], endpointCount: 3)?.endpoint, 1)
        for byte in UInt8.min...UInt8.max {
            XCTAssertEqual(FuzzInput([byte], endpointCount: 1)?.endpoint, 0)
        }
    }

    func test_init_emptyInputOrNoEndpoints_isNothingToSend() {
        XCTAssertNil(FuzzInput([], endpointCount: 1))
        XCTAssertNil(FuzzInput([48], endpointCount: 0))
    }
}
