/// The route table: finds the route for a method and a path.
///
/// Routes are tried in registration order and the first whose method and path pattern match wins
/// (a route repeating an earlier method and path is never reached). `match` is the one matcher:
/// the server calls it on the request's bytes, `resolve` on strings. A route is known by its
/// method and path (its metric labels); its index is only this router's position for it.
///
/// `HEAD` is answered by the `GET` route of the same path when there is no `HEAD` route
/// (RFC 9110 §9.3.2); libmicrohttpd then sends the headers without the body.
public struct Router: Sendable {
    let routes: [Route]
    /// The indices into `routes` grouped by method, each group in registration order, the groups
    /// in the order their method first appears: `match` tries only the request method's group.
    /// Flat, with no array per group, so that reading a group retains nothing.
    private let routesByMethod: [Int]
    /// Per method: a route of it (whose `methodBytes` name it) and its group in `routesByMethod`.
    private let methodGroups: [(route: Int, group: Range<Int>)]

    public init(_ routes: [Route]) {
        self.routes = routes
        var routesByMethod: [Int] = []
        var methodGroups: [(route: Int, group: Range<Int>)] = []
        for index in routes.indices where !methodGroups.contains(where: { routes[$0.route].methodBytes == routes[index].methodBytes }) {
            let start = routesByMethod.count
            routesByMethod += routes.indices.filter { routes[$0].methodBytes == routes[index].methodBytes }
            methodGroups.append((route: index, group: start..<routesByMethod.count))
        }
        self.routesByMethod = routesByMethod
        self.methodGroups = methodGroups
    }

    /// What `match` found: an index into `routes` rather than the route, so nothing is copied
    /// (and retained) per request.
    enum Match: Equatable {
        case found(index: Int, parameters: [String: String])
        case notFound
        /// Routes exist for this path, but only for these methods.
        case methodNotAllowed(allowed: [String])
    }

    /// Matches UTF-8 `method` and `path` bytes (`path` without query string).
    func match(method: some Collection<UInt8>, path: some Collection<UInt8>) -> Match {
        // The same first match as trying every route in order: the routes of other methods never match.
        for group in methodGroups.indices where ByteComparison.equal(routes[methodGroups[group].route].methodBytes, method) {
            for position in methodGroups[group].group {
                let index = routesByMethod[position]
                if let parameters = routes[index].pattern.match(path) { return .found(index: index, parameters: parameters) }
            }
            break
        }
        return matchOtherMethod(method: method, path: path)
    }

    /// The answer when no route has this method: `GET` for `HEAD`, or the allowed methods.
    private func matchOtherMethod(method: some Collection<UInt8>, path: some Collection<UInt8>) -> Match {
        var allowed: [String] = []
        var getRoute: (index: Int, parameters: [String: String])?
        for index in routes.indices {
            guard let parameters = routes[index].pattern.match(path) else { continue }
            let routeMethod = routes[index].method
            if routeMethod == "GET", getRoute == nil { getRoute = (index, parameters) }
            if !allowed.contains(routeMethod) { allowed.append(routeMethod) }
        }
        if let getRoute, ByteComparison.equal(Self.head, method) {
            return .found(index: getRoute.index, parameters: getRoute.parameters)
        }
        if allowed.isEmpty { return .notFound }
        if let get = allowed.firstIndex(of: "GET"), !allowed.contains("HEAD") {
            allowed.insert("HEAD", at: get + 1)
        }
        return .methodNotAllowed(allowed: allowed)
    }

    private static let head = Array("HEAD".utf8)

    /// Finds the route for `method` and `path` (`path` without query string): `match` on strings.
    public func resolve(method: String, path: String) -> RouteResolution {
        switch match(method: method.utf8, path: path.utf8) {
        case .found(let index, let parameters): return .found(routes[index], parameters: parameters)
        case .notFound: return .notFound(path: path)
        case .methodNotAllowed(let allowed): return .methodNotAllowed(method: method, allowed: allowed)
        }
    }

    /// Runs route `index`'s handler (an index `match` returned); `nil` when there is no such route.
    func respond(route index: Int, to request: HTTPRequest) -> HTTPResponse? {
        guard routes.indices.contains(index) else { return nil }
        return routes[index].handler(request)
    }

    /// Every method any route serves, `HEAD` included with `GET` (what a CORS preflight announces).
    public var methods: [String] {
        var methods: [String] = []
        for route in routes where !methods.contains(route.method) {
            methods.append(route.method)
            if route.method == "GET", !methods.contains("HEAD") { methods.append("HEAD") }
        }
        return methods
    }
}
