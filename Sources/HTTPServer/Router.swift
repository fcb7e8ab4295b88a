/// Maps a method and an exact path to a handler.
///
/// A dictionary keyed by path is enough: the service has a handful of fixed paths and no path
/// parameters, so there is nothing to gain from a trie.
public struct Router: Sendable {
    private let routesByPath: [String: [(method: String, handler: Handler)]]
    /// The same routes as byte strings, one entry per (path, method) pair of `routesByPath`, so
    /// the server can match the C strings libmicrohttpd hands it without building `String`s.
    let byteRoutes: [ByteRoute]

    /// Builds a router. If the same method and path appear twice, the first route wins.
    public init(_ routes: [Route]) {
        var routesByPath: [String: [(method: String, handler: Handler)]] = [:]
        var byteRoutes: [ByteRoute] = []
        for route in routes where !(routesByPath[route.path]?.contains { $0.method == route.method } ?? false) {
            routesByPath[route.path, default: []].append((method: route.method, handler: route.handler))
            // Same routes, same first-wins rule; the handler is taken from `route` rather than
            // from the dictionary so it is called directly, not through reabstraction thunks.
            // libmicrohttpd's C strings cannot hold a NUL, so a route whose method or path does is
            // left to `resolve` (where it matches nothing either).
            if !route.method.utf8.contains(0), !route.path.utf8.contains(0) { byteRoutes.append(ByteRoute(route)) }
        }
        self.routesByPath = routesByPath
        self.byteRoutes = byteRoutes
    }

    /// Finds the handler for `method` and `path` (`path` without query string).
    public func resolve(method: String, path: String) -> RouteResolution {
        guard let candidates = routesByPath[path] else { return .notFound(path: path) }
        if let match = candidates.first(where: { $0.method == method }) { return .found(match.handler) }
        return .methodNotAllowed(method: method, allowed: candidates.map(\.method))
    }
}

/// One route of a `Router` with its method and path also kept as UTF-8 bytes.
///
/// A request whose method and path bytes equal an entry's gets that entry's handler from
/// `Router.resolve` too: equal bytes are equal `String`s, and only the first of several routes
/// with equal method and path is kept, in both places. The converse does not hold (`String`
/// equality is canonical equivalence), so a request that matches no entry is resolved again
/// through `Router.resolve`, which gives the authoritative answer: a handler, 404 or 405.
struct ByteRoute: Sendable {
    let method: String
    let path: String
    /// `method` and `path` as NUL-terminated UTF-8, so they compare with `strcmp` against the C
    /// strings libmicrohttpd passes (the router leaves out routes that themselves contain NUL).
    let methodCString: [CChar]
    let pathCString: [CChar]
    /// `path`'s length in UTF-8 bytes (without the NUL).
    let pathLength: Int
    let handler: Handler
    /// Whether `RequestAdmission` demands a JSON body for this method (POST, PUT, PATCH).
    let readsJSONBody: Bool

    init(_ route: Route) {
        self.method = route.method
        self.path = route.path
        self.methodCString = route.method.utf8CString.map { $0 }
        self.pathCString = route.path.utf8CString.map { $0 }
        self.pathLength = route.path.utf8.count
        self.handler = route.handler
        self.readsJSONBody = RequestAdmission.readsJSONBody(method: route.method)
    }
}
