import XCTest
import HTTPServer
@testable import ScrollQueryAPI
import PlaygroundAssets

final class PlaygroundRoutesTests: XCTestCase {
    /// Path → the media type it is served as; the page names its assets by these paths.
    private let assets: [(path: String, type: String)] = [
        ("/", "text/html; charset=utf-8"),
        ("/playground", "text/html; charset=utf-8"),
        ("/playground.js", "text/javascript; charset=utf-8"),
        ("/playground.css", "text/css; charset=utf-8"),
        ("/playground.svg", "image/svg+xml"),
    ]

    func testPlayground_servesEachAsset_withItsType_andTheStrictPolicy() {
        let routes = makeRoutes()
        for (path, type) in assets {
            guard let route = routes.first(where: { $0.path == path }) else { return XCTFail(path) }
            XCTAssertEqual(route.method, "GET", path)
            let response = route.handler(HTTPRequest(method: "GET", path: path))
            XCTAssertEqual(response.status, 200, path)
            XCTAssertFalse(response.body.isEmpty, path)
            let headers = Dictionary(uniqueKeysWithValues: response.headers.map { ($0.name, $0.value) })
            XCTAssertEqual(headers["Content-Type"], type, path)
            XCTAssertEqual(headers["Content-Security-Policy"], PlaygroundHandlers.contentSecurityPolicy, path)
            XCTAssertTrue(PlaygroundHandlers.contentSecurityPolicy.hasPrefix("default-src 'self';"))
        }
    }

    func testNoPlayground_leavesOutExactlyThePagesRoutes() {
        let with = makeRoutes().map(\.path)
        let without = makeRoutes(playground: false).map(\.path)
        XCTAssertEqual(Set(with).subtracting(without), Set(assets.map(\.path)))
        XCTAssertTrue(Set(without).isSubset(of: Set(with)))
    }

    func testPage_refersToItsAssetsByTheirRoutes() {
        let page = String(decoding: PlaygroundAssets.page, as: UTF8.self)
        for path in ["/playground.js", "/playground.css", "/playground.svg"] {
            XCTAssertTrue(page.contains("\"\(path)\""), path)
        }
    }
}
