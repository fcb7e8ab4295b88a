import HTTPServer
import ScrollQueryAPI

/// Runs one fuzz input through the service's own routes and reports every broken promise.
///
/// Shared by the libFuzzer entry point (`Fuzz/`), which aborts on the first violation, and by
/// the unit test that replays the seed corpus and saved regressions on every `make test`, so a
/// crash found once stays fixed without anyone running the fuzzer again.
public struct FuzzHarness: Sendable {
    /// One fuzzed endpoint: a POST route of `makeRoutes(limits:layouts:)` under one set of limits.
    public struct Endpoint: Sendable {
        public let method: String
        public let path: String
        public let limits: RequestLimits
        let handler: Handler
    }

    /// Limits small enough that ordinary inputs hit them (a handful of items, shallow nesting,
    /// a few requests in a batch), so the fuzzer also explores the paths that refuse a request
    /// for its size.
    public static let tightLimits = RequestLimits(maxItems: 4, maxJSONDepth: 5, maxBatchRequests: 3)

    /// The stored-layout budget of the fuzzed routes: small, so that a long run keeps evicting
    /// (and exercising eviction) instead of growing the process.
    public static let layoutCacheBytes = 4 * 1024 * 1024

    /// Every POST route under the default limits, then every POST route under `tightLimits`:
    /// the leading byte of an input picks one (`FuzzInput`), so `'0'` is the first route as
    /// the server runs it by default.
    public let endpoints: [Endpoint]
    private let invariants: ResponseInvariants

    /// - Parameter configurations: the limits to build the routes with, in endpoint order.
    public init(configurations: [RequestLimits] = [RequestLimits(), FuzzHarness.tightLimits]) {
        var endpoints: [Endpoint] = []
        var codes: Set<String> = []
        // Route by route, each under every configuration in turn: a route added to `makeRoutes()`
        // takes the next bytes and leaves the meaning of every earlier seed as it was.
        let routers = configurations.map { Router(makeRoutes(limits: $0, layouts: LayoutStore(capacityBytes: Self.layoutCacheBytes))) }
        for route in makeRoutes() where route.method == "POST" {
            for (limits, router) in zip(configurations, routers) {
                // The handler as the server finds it: through the router, by method and path.
                guard case .found(let found, _) = router.resolve(method: route.method, path: route.path) else { continue }
                endpoints.append(Endpoint(method: route.method, path: route.path, limits: limits, handler: found.handler))
            }
        }
        if let router = routers.first, case .found(let specRoute, _) = router.resolve(method: "GET", path: "/openapi.yaml") {
            let spec = specRoute.handler(HTTPRequest(method: "GET", path: "/openapi.yaml")).body
            codes = ErrorCodeCatalog.codes(inSpec: String(decoding: spec, as: UTF8.self))
        }
        self.endpoints = endpoints
        invariants = ResponseInvariants(knownCodes: codes)
    }

    /// The error codes openapi.yaml lists (what 4xx bodies are checked against).
    public var knownErrorCodes: Set<String> { invariants.knownCodes }

    /// Sends `input` (leading endpoint byte + body) and returns the broken invariants, each
    /// prefixed with the endpoint; empty when the answer keeps every promise.
    public func violations(for input: [UInt8]) -> [String] {
        guard let input = FuzzInput(input, endpointCount: endpoints.count) else { return [] }
        let endpoint = endpoints[input.endpoint]
        let request = HTTPRequest(
            method: endpoint.method, path: endpoint.path, contentType: "application/json", body: input.body)
        let label = "\(endpoint.method) \(endpoint.path) (maxItems \(endpoint.limits.maxItems), maxJSONDepth \(endpoint.limits.maxJSONDepth))"
        let response = endpoint.handler(request)
        let found = invariants.violations(of: response, to: request)
        guard !found.isEmpty else { return [] }
        // The answer itself, for whoever reads the report (lossy: the body may not be UTF-8).
        let answer = "answer \(response.status): \(String(decoding: response.body.prefix(400), as: UTF8.self))"
        return found.map { "\(label): \($0)" } + [answer]
    }
}
