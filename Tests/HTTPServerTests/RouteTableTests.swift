import XCTest
@testable import HTTPServer

/// `RouteTable` is the per-request shortcut to `Router`: where it decides, it must decide as the
/// router does, and it must hand the question back whenever registration order could matter.
final class RouteTableTests: XCTestCase {
    private static func handler(_ name: String) -> Handler {
        { request in HTTPResponse(status: 200, body: Array("\(name) \(request.path)".utf8)) }
    }

    private let router = Router([
        Route("GET", "/healthz", handler("health")),
        Route("POST", "/v1/scroll/offset", handler("offset")),
        Route("GET", "/v1/layouts/{id}", handler("layout")),
        Route("GET", "/v1/layouts/new", handler("shadowed by the pattern before it")),
        Route("DELETE", "/v1/layouts/stats", handler("stats")),
        Route("GET", "/healthz", handler("shadowed")),
    ])

    private func literalMatch(_ table: RouteTable, _ method: String, _ path: String) -> Int? {
        Array(method.utf8).withUnsafeBytes { method in
            Array(path.utf8).withUnsafeBytes { path in table.literalMatch(method: method, path: path) }
        }
    }

    func testLiteralMatch_agreesWithTheRouter_orDefersToIt() {
        let table = RouteTable(router)
        defer { table.deallocate() }
        let cases: [(method: String, path: String, expected: Int?)] = [
            ("GET", "/healthz", 0),
            ("POST", "/v1/scroll/offset", 1),
            ("DELETE", "/v1/layouts/stats", 4),
            ("GET", "/v1/layouts/new", nil),  // a GET pattern comes first: the router decides
            ("GET", "/v1/layouts/7", nil),
            ("HEAD", "/healthz", nil),  // HEAD → GET is the router's rule
            ("POST", "/healthz", nil),  // 405 is the router's answer
            ("GET", "/nope", nil),
            ("get", "/healthz", nil),  // methods are case-sensitive
            ("GET", "/healthz/", nil),
            ("", "", nil),
        ]
        for (method, path, expected) in cases {
            let found = literalMatch(table, method, path)
            XCTAssertEqual(found, expected, "\(method) \(path)")
            if let found {
                XCTAssertEqual(router.match(method: method.utf8, path: path.utf8), .found(index: found, parameters: [:]))
            }
        }
    }

    func testPatternsWithAnotherPrefix_doNotStopTheShortcut() {
        let table = RouteTable(Router([
            Route("POST", "/v1/layouts", Self.handler("create")),
            Route("POST", "/v1/layouts/{id}/edits", Self.handler("edit")),
            Route("POST", "/v1/scroll/offset", Self.handler("offset")),
            Route("POST", "/{anything}", Self.handler("catch-all")),
            Route("POST", "/v1/late", Self.handler("late")),
        ]))
        defer { table.deallocate() }
        XCTAssertEqual(literalMatch(table, "POST", "/v1/layouts"), 0)
        XCTAssertEqual(literalMatch(table, "POST", "/v1/scroll/offset"), 2)  // /v1/layouts/ is not its prefix
        XCTAssertNil(literalMatch(table, "POST", "/v1/layouts/7/edits"))
        XCTAssertNil(literalMatch(table, "POST", "/v1/layouts/"))
        XCTAssertNil(literalMatch(table, "POST", "/v1/late"))  // "/{anything}" might match: the router decides
    }

    func testEntries_describeTheirRoutes_andCallTheirHandlers() {
        let table = RouteTable(router)
        defer { table.deallocate() }
        XCTAssertEqual(table.count, 6)
        XCTAssertEqual((0..<6).map(table.method), ["GET", "POST", "GET", "GET", "DELETE", "GET"])
        XCTAssertEqual(table.path(2), "/v1/layouts/{id}")
        XCTAssertEqual(table.method(6), "")
        XCTAssertEqual((0..<6).map(table.hasParameters), [false, false, true, false, false, false])
        XCTAssertEqual((0..<6).map(table.readsJSONBody), [false, true, false, false, false, false])
        let head = Array("HEAD".utf8)
        let get = Array("GET".utf8)
        XCTAssertFalse(head.withUnsafeBytes { table.methodMatches(0, $0) })
        XCTAssertTrue(get.withUnsafeBytes { table.methodMatches(0, $0) })
        XCTAssertEqual(table.respond(route: 1, to: HTTPRequest(method: "POST", path: "/p")).body, Array("offset /p".utf8))
        for outOfRange in [-1, 6] {
            XCTAssertFalse(get.withUnsafeBytes { table.methodMatches(outOfRange, $0) })
            XCTAssertFalse(table.hasParameters(outOfRange))
            XCTAssertFalse(table.readsJSONBody(outOfRange))
            XCTAssertEqual(table.respond(route: outOfRange, to: HTTPRequest(method: "GET", path: "/")).status, 500)
        }
    }

    func testEmptyRouter_matchesNothing() {
        let table = RouteTable(Router([]))
        defer { table.deallocate() }
        XCTAssertNil(literalMatch(table, "GET", "/"))
        XCTAssertEqual(table.respond(route: 0, to: HTTPRequest(method: "GET", path: "/")).status, 500)
    }
}
