import HTTPServer
import ScrollQueryAPI

/// Runs one fuzz input through the service's own routes and reports every broken promise.
///
/// Shared by the libFuzzer entry point (`Fuzz/`), which aborts on the first violation, and by
/// the unit test that replays the seed corpus and saved regressions on every `make test`, so a
/// crash found once stays fixed without anyone running the fuzzer again.
public struct FuzzHarness: Sendable {
    /// The POST routes of `routes`, in order: the endpoints a leading byte picks from.
    public let endpoints: [(method: String, path: String)]
    private let router: Router
    private let invariants: ResponseInvariants

    /// - Parameter routes: the service's routes; the default is exactly what the server runs.
    public init(routes: [Route] = makeRoutes()) {
        endpoints = routes.filter { $0.method == "POST" }.map { (method: $0.method, path: $0.path) }
        router = Router(routes)
        var codes: Set<String> = []
        if case .found(let specHandler) = router.resolve(method: "GET", path: "/openapi.yaml") {
            let spec = specHandler(HTTPRequest(method: "GET", path: "/openapi.yaml")).body
            codes = ErrorCodeCatalog.codes(inSpec: String(decoding: spec, as: UTF8.self))
        }
        invariants = ResponseInvariants(knownCodes: codes)
    }

    /// The error codes openapi.yaml lists (what 4xx bodies are checked against).
    public var knownErrorCodes: Set<String> { invariants.knownCodes }

    /// Sends `input` (leading endpoint byte + body) and returns the broken invariants, each
    /// prefixed with the endpoint; empty when the answer keeps every promise.
    public func violations(for input: [UInt8]) -> [String] {
        guard let input = FuzzInput(input, endpointCount: endpoints.count) else { return [] }
        let endpoint = endpoints[input.endpoint]
        guard case .found(let handler) = router.resolve(method: endpoint.method, path: endpoint.path) else {
            return ["\(endpoint.method) \(endpoint.path): the router does not find its own route"]
        }
        let request = HTTPRequest(
            method: endpoint.method, path: endpoint.path, contentType: "application/json", body: input.body)
        return invariants.violations(of: handler(request), to: request).map { "\(endpoint.method) \(endpoint.path): \($0)" }
    }
}
