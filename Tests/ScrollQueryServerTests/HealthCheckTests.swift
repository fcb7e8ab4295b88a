import XCTest
@testable import ScrollQueryServer

final class HealthCheckTests: XCTestCase {
    func testAddressFlags_keepsHostAndPort_inBothSpellings_andNothingElse() {
        XCTAssertEqual(HealthCheck.addressFlags(in: ["--port", "9000", "--access-log", "--host=0.0.0.0", "--threads", "2"]),
                       ["--port", "9000", "--host=0.0.0.0"])
        XCTAssertEqual(HealthCheck.addressFlags(in: ["--host", "::", "--port=9001"]), ["--host", "::", "--port=9001"])
    }

    func testAddressFlags_dropsPortZero_whichSaysNothingAboutWhereItListens() {
        XCTAssertEqual(HealthCheck.addressFlags(in: ["--port", "0", "--host", "127.0.0.1"]), ["--host", "127.0.0.1"])
        XCTAssertEqual(HealthCheck.addressFlags(in: ["--port=0"]), [])
    }

    func testAddressFlags_aFlagWithoutValueAtTheEnd_isLeftOut() {
        XCTAssertEqual(HealthCheck.addressFlags(in: ["--port"]), [])
    }

    func testLoopback_forWildcards_andTheHostItselfOtherwise() {
        XCTAssertEqual(HealthCheck.loopback(for: "0.0.0.0"), "127.0.0.1")
        XCTAssertEqual(HealthCheck.loopback(for: "::"), "::1")
        XCTAssertEqual(HealthCheck.loopback(for: "10.1.2.3"), "10.1.2.3")
    }

    func testGetHealthz_closedPort_saysConnectionRefused() {
        XCTAssertEqual(HealthCheck.getHealthz(host: "127.0.0.1", port: 9, timeoutSeconds: 1)?.hasPrefix("connect:"), true)
        XCTAssertEqual(HealthCheck.getHealthz(host: "not-an-address", port: 80, timeoutSeconds: 1), "not a numeric address")
    }
}
