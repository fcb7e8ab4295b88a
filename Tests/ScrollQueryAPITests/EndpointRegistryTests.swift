import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// `Endpoint.all` is the one list of endpoints: the routes and the batch's dispatch follow it.
/// (openapi.yaml is held to the live server's routes by Tests/integration/test_spec_lists.py.)
final class EndpointRegistryTests: XCTestCase {
    private func key(_ method: String, _ path: String) -> String { "\(method) \(path)" }

    func test_theRoutes_areTheRegistrysEndpoints_inItsOrder_eachOnce() {
        let routes = makeRoutes().map { key($0.method, $0.path) }
        XCTAssertEqual(routes, Endpoint.all.map { key($0.method, $0.path) })
        XCTAssertEqual(Set(routes).count, routes.count)
        XCTAssertEqual(
            makeRoutes(playground: false).map { key($0.method, $0.path) },
            Endpoint.all.filter { !$0.isPlayground }.map { key($0.method, $0.path) })
    }

    func test_theBatchsOps_arePostEndpoints_eachNamedOnce() {
        for endpoint in Endpoint.all where endpoint.batchOperation != nil {
            XCTAssertEqual(endpoint.method, "POST", endpoint.path)
        }
        XCTAssertEqual(Set(BatchOperation.all.map(\.name)).count, BatchOperation.all.count)
    }
}
