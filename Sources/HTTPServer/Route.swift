/// Turns a complete request into a response.
///
/// Handlers run on libmicrohttpd's worker threads, hence `@Sendable`. They must not block: the
/// thread pool is sized to the CPU count, so a blocked handler stalls every connection on its thread.
public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

/// One endpoint: a method and an exact path (no patterns, no query string) bound to a handler.
public struct Route: Sendable {
    public let method: String
    public let path: String
    let handler: Handler

    /// - Parameters:
    ///   - method: the HTTP method, matched case-sensitively (`"GET"`, `"POST"`), as RFC 9110 §9.1 says.
    ///   - path: the exact path, e.g. `"/v1/scroll/offset"`.
    public init(_ method: String, _ path: String, _ handler: @escaping Handler) {
        self.method = method
        self.path = path
        self.handler = handler
    }
}
