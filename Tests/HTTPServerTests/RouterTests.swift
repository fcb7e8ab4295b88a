import XCTest
@testable import HTTPServer

final class RouterTests: XCTestCase {
    private static func handler(_ name: String) -> Handler {
        { _ in HTTPResponse(status: 200, body: Array(name.utf8)) }
    }

    private let router = Router([
        Route("GET", "/healthz", handler("health")),
        Route("POST", "/v1/scroll/offset", handler("offset")),
        Route("GET", "/v1/layouts/new", handler("new-layout")),
        Route("GET", "/v1/layouts/{id}", handler("layout")),
        Route("PUT", "/v1/layouts/{id}", handler("put-layout")),
        Route("GET", "/v1/layouts/{id}/items/{item}", handler("item")),
        Route("GET", "/healthz", handler("shadowed")),
    ])

    /// The handler's name and the parameters for a request, or the failure status.
    private func answer(_ method: String, _ path: String) -> String {
        switch router.resolve(method: method, path: path) {
        case .found(let route, let parameters):
            let name = String(decoding: route.handler(HTTPRequest(method: method, path: path)).body, as: UTF8.self)
            let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            return ([name] + values).joined(separator: " ")
        case .notFound:
            return "404"
        case .methodNotAllowed(_, let allowed):
            return "405 " + allowed.joined(separator: ",")
        }
    }

    func testResolve_matchesLiteralsAndParameters_byTheTable() {
        let cases: [(method: String, path: String, expected: String)] = [
            ("GET", "/healthz", "health"),
            ("POST", "/v1/scroll/offset", "offset"),
            ("GET", "/v1/layouts/42", "layout id=42"),
            ("PUT", "/v1/layouts/42", "put-layout id=42"),
            ("GET", "/v1/layouts/new", "new-layout"),  // registered first, so the literal wins
            ("GET", "/v1/layouts/a b%/items/7", "item id=a b% item=7"),
            ("GET", "/v1/layouts/", "404"),  // a parameter needs a non-empty segment
            ("GET", "/v1/layouts/42/", "404"),
            ("GET", "/v1/layouts/42/items", "404"),
            ("GET", "/healthz/", "404"),
            ("GET", "/Healthz", "404"),
            ("GET", "/", "404"),
            ("GET", "", "404"),
            ("get", "/healthz", "405 GET,HEAD"),  // methods are case-sensitive
            ("DELETE", "/v1/layouts/42", "405 GET,HEAD,PUT"),
            ("GET", "/v1/scroll/offset", "405 POST"),
            ("POST", "/healthz", "405 GET,HEAD"),
        ]
        for (method, path, expected) in cases {
            XCTAssertEqual(answer(method, path), expected, "\(method) \(path)")
        }
    }

    func testHead_isAnsweredByTheGetRoute_withItsParameters() {
        XCTAssertEqual(answer("HEAD", "/healthz"), "health")
        XCTAssertEqual(answer("HEAD", "/v1/layouts/9"), "layout id=9")
        XCTAssertEqual(answer("HEAD", "/v1/scroll/offset"), "405 POST")
    }

    func testPathWithNUL_doesNotMatchItsPrefix() {
        XCTAssertEqual(router.match(method: "GET".utf8, path: Array("/healthz\0x".utf8)), .notFound)
        XCTAssertEqual(router.match(method: "GET".utf8, path: Array("/healthz\0".utf8)), .notFound)
    }

    func testMethods_listsEachOnce_withHeadAfterGet() {
        XCTAssertEqual(router.methods, ["GET", "HEAD", "POST", "PUT"])
    }

    func testRoute_exposesMethodAndPath() {
        let route = Route("POST", "/v1/scroll/offset", Self.handler("x"))
        XCTAssertEqual(route.method, "POST")
        XCTAssertEqual(route.path, "/v1/scroll/offset")
        XCTAssertFalse(route.pattern.hasParameters)
        XCTAssertTrue(Route("GET", "/a/{b}", Self.handler("x")).pattern.hasParameters)
    }

    func testMethodNotAllowedResponse_carriesAllowHeader() {
        guard case .methodNotAllowed(let method, let allowed) = router.resolve(method: "DELETE", path: "/healthz") else {
            return XCTFail("not 405")
        }
        let response = Refusal.methodNotAllowed(method: method, allowed: allowed).response(bodyFrom: testRefusalBody)
        XCTAssertEqual(response.status, 405)
        XCTAssertEqual(response.headers.first { $0.name == "Allow" }?.value, "GET, HEAD")
    }
}
