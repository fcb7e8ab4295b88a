/// Maps a method and an exact path to a handler.
///
/// A dictionary keyed by path is enough: the service has a handful of fixed paths and no path
/// parameters, so there is nothing to gain from a trie.
public struct Router: Sendable {
    private let routesByPath: [String: [(method: String, handler: Handler)]]

    /// Builds a router. If the same method and path appear twice, the first route wins.
    public init(_ routes: [Route]) {
        var routesByPath: [String: [(method: String, handler: Handler)]] = [:]
        for route in routes where !(routesByPath[route.path]?.contains { $0.method == route.method } ?? false) {
            routesByPath[route.path, default: []].append((method: route.method, handler: route.handler))
        }
        self.routesByPath = routesByPath
    }

    /// Finds the handler for `method` and `path` (`path` without query string).
    public func resolve(method: String, path: String) -> RouteResolution {
        guard let candidates = routesByPath[path] else { return .notFound(path: path) }
        if let match = candidates.first(where: { $0.method == method }) { return .found(match.handler) }
        return .methodNotAllowed(method: method, allowed: candidates.map(\.method))
    }

    /// Answers `request` exactly as the running server would — same routing, media-type and size
    /// checks — but without sockets, so API tests can exercise the whole request path in-process.
    public func respond(
        to request: HTTPRequest,
        maxBodyBytes: Int = ServerConfiguration.defaultMaxBodyBytes
    ) -> HTTPResponse {
        let admission = RequestAdmission(
            router: self, method: request.method, path: request.path,
            contentType: request.contentType, declaredContentLength: String(request.body.count),
            maxBodyBytes: maxBodyBytes)
        switch admission {
        case .rejected(let response):
            return response
        case .admitted(let handler):
            return handler(request)
        }
    }
}
