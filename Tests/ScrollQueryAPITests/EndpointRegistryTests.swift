import Foundation
import HTTPServer
import XCTest

@testable import ScrollQueryAPI

/// `Endpoint.all` is the one list of endpoints: the routes, the batch's dispatch and openapi.yaml
/// must all say the same thing, and this fails when one of them disagrees.
final class EndpointRegistryTests: XCTestCase {
    private static let spec = OpenAPIOutline(
        text: (try? String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("openapi.yaml"), encoding: .utf8)) ?? "")

    private func key(_ method: String, _ path: String) -> String { "\(method) \(path)" }

    func test_theSpecsOperations_areExactlyTheRegistrysEndpoints() {
        let spec = Self.spec.operations.filter { $0.method != "HEAD" }.map { key($0.method, $0.path) }
        XCTAssertGreaterThan(spec.count, 15, "openapi.yaml was not found or not read")
        XCTAssertEqual(Set(spec), Set(Endpoint.all.map { key($0.method, $0.path) }))
        XCTAssertEqual(spec.count, Endpoint.all.count, "an operation is listed twice")
    }

    func test_theSpecsHeadOperations_areThoseOfItsGetPaths() {
        // The server answers HEAD with the GET route of the path; the spec documents it there.
        let heads = Self.spec.operations.filter { $0.method == "HEAD" }.map(\.path)
        let gets = Endpoint.all.filter { $0.method == "GET" }.map(\.path)
        XCTAssertEqual(Set(heads), Set(gets))
    }

    func test_theRoutes_areTheRegistrysEndpoints_inItsOrder_eachOnce() {
        let routes = makeRoutes().map { key($0.method, $0.path) }
        XCTAssertEqual(routes, Endpoint.all.map { key($0.method, $0.path) })
        XCTAssertEqual(Set(routes).count, routes.count)
        XCTAssertEqual(
            makeRoutes(playground: false).map { key($0.method, $0.path) },
            Endpoint.all.filter { !$0.isPlayground }.map { key($0.method, $0.path) })
    }

    func test_theBatchsOps_areTheSpecsOpEnum_eachAPostEndpointOfTheSpec() {
        XCTAssertEqual(BatchOperation.all.map(\.name), Self.spec.batchOperations)
        XCTAssertEqual(BatchOperation.names.names, Self.spec.batchOperations)
        let specPosts = Set(Self.spec.operations.filter { $0.method == "POST" }.map(\.path))
        for endpoint in Endpoint.all where endpoint.batchOperation != nil {
            XCTAssertEqual(endpoint.method, "POST", endpoint.path)
            XCTAssert(specPosts.contains(endpoint.path), endpoint.path)
        }
        XCTAssertEqual(Set(BatchOperation.all.map(\.name)).count, BatchOperation.all.count)
    }
}

/// What the tests need of openapi.yaml, read line by line (the spec keeps a fixed layout: paths
/// at two spaces, their operations at four).
struct OpenAPIOutline {
    let operations: [(method: String, path: String)]
    /// The `op` enum of a batch's request.
    let batchOperations: [String]

    init(text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var operations: [(String, String)] = []
        var path: String?
        var inPaths = false
        let methods: Set<String> = ["get", "head", "post", "put", "delete", "patch", "options"]
        for line in lines {
            if line == "paths:" { inPaths = true; continue }
            guard inPaths else { continue }
            if !line.isEmpty, !line.hasPrefix(" ") { break }
            if line.hasPrefix("  /"), !line.hasPrefix("   "), line.hasSuffix(":") {
                path = String(line.dropFirst(2).dropLast())
            } else if line.hasPrefix("    "), !line.hasPrefix("     "), line.hasSuffix(":"), let path {
                let name = String(line.dropFirst(4).dropLast())
                if methods.contains(name) { operations.append((name.uppercased(), path)) }
            }
        }
        self.operations = operations
        var names: [String] = []
        if let required = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "required: [op]" }),
            let enumLine = lines[required...].first(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("enum: [") })
        {
            let list = enumLine.split(separator: "[", maxSplits: 1).last?.split(separator: "]").first ?? ""
            names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        batchOperations = names
    }
}
