import HTTPServer
import ItemLayouts
import RequestJSON
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
        /// The first line of an input that asks for it.
        public let header: String
        let handler: Handler
    }

    /// Limits small enough that ordinary inputs hit them (a handful of items, shallow nesting,
    /// a few requests in a batch), so the fuzzer also explores the paths that refuse a request
    /// for its size.
    public static let tightLimits = RequestLimits(maxItems: 4, maxJSONDepth: 5, maxBatchRequests: 3)

    /// The stored-layout budget of the fuzzed routes: small, so that a long run keeps evicting
    /// (and exercising eviction) instead of growing the process.
    public static let layoutCacheBytes = 4 * 1024 * 1024

    /// Every POST endpoint of `Endpoint.all` under the default limits and under `tightLimits`,
    /// in that order, each named by the first line of an input that asks for it
    /// (`FuzzInput.header(path:tight:)`).
    public let endpoints: [Endpoint]
    private let endpointsByHeader: [String: Int]
    private let invariants: ResponseInvariants

    public init() {
        var endpoints: [Endpoint] = []
        let configurations = [(limits: RequestLimits(), tight: false), (limits: Self.tightLimits, tight: true)]
        let routers = configurations.map {
            Router(makeRoutes(limits: $0.limits, layouts: LayoutStore(capacityBytes: Self.layoutCacheBytes)))
        }
        for endpoint in ScrollQueryAPI.Endpoint.all where endpoint.method == "POST" {
            for (configuration, router) in zip(configurations, routers) {
                // The handler as the server finds it: through the router, by method and path.
                guard case .found(let found, _) = router.resolve(method: endpoint.method, path: endpoint.path) else { continue }
                endpoints.append(Endpoint(
                    method: endpoint.method, path: endpoint.path, limits: configuration.limits,
                    header: FuzzInput.header(path: endpoint.path, tight: configuration.tight), handler: found.handler))
            }
        }
        self.endpoints = endpoints
        endpointsByHeader = Dictionary(endpoints.indices.map { (endpoints[$0].header, $0) }, uniquingKeysWith: { first, _ in first })
        invariants = ResponseInvariants(knownCodes: ErrorCodeCatalog.contract)
    }

    /// The endpoint `input`'s first line names, if any.
    public func endpoint(for input: FuzzInput) -> Endpoint? {
        endpointsByHeader[input.endpoint].map { endpoints[$0] }
    }

    /// The error codes of the contract (what 4xx bodies are checked against).
    public var knownErrorCodes: Set<String> { invariants.knownCodes }

    /// Sends `input` (a first line naming the endpoint, then the body) and returns the broken
    /// invariants, each prefixed with the endpoint; empty when the answer keeps every promise,
    /// and when the first line names no endpoint (nothing was sent).
    public func violations(for input: [UInt8]) -> [String] {
        guard let input = FuzzInput(input), let endpoint = endpoint(for: input) else { return [] }
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
