import XCTest
import HTTPServer
@testable import ScrollQueryAPI

final class ServiceVersionTests: XCTestCase {
    func testJSON_fourStrings_inOrder_escaped() {
        let version = ServiceVersion(version: "1.0.0", revision: "abc\"d", swift: "6.3.1", libmicrohttpd: "0.9.75")
        XCTAssertEqual(String(decoding: version.json, as: UTF8.self),
                       #"{"version":"1.0.0","revision":"abc\"d","swift":"6.3.1","libmicrohttpd":"0.9.75"}"#)
        XCTAssertEqual(version.labels.map(\.name), ["version", "revision", "swift", "libmicrohttpd"])
    }

    func testServiceVersion_isTheSpecsInfoVersion() {
        let spec = String(decoding: PackageResources.openapi_yaml, as: UTF8.self)
        XCTAssertTrue(spec.contains("\n  version: \(ServiceVersion.serviceVersion)\n"))
    }

    func testReadyz_followsReadiness() {
        let readiness = Readiness()
        let operations = Operations(readiness: readiness)
        let route = makeRoutes(operations: operations).first { $0.path == "/readyz" }
        XCTAssertEqual(route?.handler(HTTPRequest(method: "GET", path: "/readyz")).status, 503)  // not listening yet
    }
}
