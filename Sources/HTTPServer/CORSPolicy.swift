/// Cross-origin access (the Fetch standard's CORS protocol) for a fixed list of origins.
///
/// A browser page from an allowed origin may call the API: its preflight `OPTIONS` request is
/// answered here with 204, and every other response to it names the origin in
/// `Access-Control-Allow-Origin`. Requests from any other origin, or without an `Origin`, get no
/// CORS header at all, so the browser keeps its same-origin rule for them. `Vary: Origin` tells
/// caches that the answer depends on the origin.
///
/// Placed before authentication, because browsers send preflights without credentials.
public struct CORSPolicy: RequestFilter {
    private let allowedOrigins: [String]
    private let allowedMethods: String

    /// How long a browser may reuse a preflight answer, in seconds.
    static let maxAgeSeconds = 600
    static let allowedHeaders = "Content-Type, Authorization"

    /// - Parameters:
    ///   - allowedOrigins: exact origins such as `"https://app.example"` (scheme, host, port).
    ///   - methods: the methods to announce in preflight answers.
    public init(allowedOrigins: [String], methods: [String]) {
        self.allowedOrigins = allowedOrigins
        self.allowedMethods = methods.joined(separator: ", ")
    }

    public func filter(_ head: RequestHead, responseHeaders: inout [(name: String, value: String)]) -> FilterAnswer? {
        guard let origin = head.headers["Origin"], allowedOrigins.contains(origin) else { return nil }
        responseHeaders.append((name: "Access-Control-Allow-Origin", value: origin))
        responseHeaders.append((name: "Vary", value: "Origin"))
        guard head.method == "OPTIONS", head.headers.contains("Access-Control-Request-Method") else { return nil }
        return .answer(HTTPResponse(status: 204, headers: [
            (name: "Access-Control-Allow-Methods", value: allowedMethods),
            (name: "Access-Control-Allow-Headers", value: Self.allowedHeaders),
            (name: "Access-Control-Max-Age", value: String(Self.maxAgeSeconds)),
        ]))
    }
}
