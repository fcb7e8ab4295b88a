/// Turns a complete request into a response.
///
/// Handlers run on the server's worker threads, hence `@Sendable`. They must not block: the
/// workers are as many as the CPUs, so a blocked handler stalls every connection on its thread.
public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

/// One endpoint: a method and a path pattern bound to a handler.
public struct Route: Sendable {
    /// The HTTP method, matched case-sensitively (`"GET"`, `"POST"`), as RFC 9110 §9.1 says.
    public let method: String
    /// The path pattern, e.g. `"/v1/scroll/offset"` or `"/v1/layouts/{id}"` (no query string).
    public let path: String
    public let handler: Handler
    let pattern: PathPattern
    /// `method` as UTF-8, compared with the request's method bytes.
    let methodBytes: [UInt8]
    /// Whether admission demands a JSON body (`RequestAdmission.readsJSONBody(method:)`).
    let readsJSONBody: Bool

    /// - Parameters:
    ///   - method: the HTTP method, e.g. `"GET"`.
    ///   - path: literal segments and `{name}` parameters separated by `/`; a parameter matches one
    ///     non-empty segment and its value reaches the handler in `request.pathParameters[name]`.
    public init(_ method: String, _ path: String, _ handler: @escaping Handler) {
        self.method = method
        self.path = path
        self.handler = handler
        self.pattern = PathPattern(path)
        self.methodBytes = Array(method.utf8)
        self.readsJSONBody = RequestAdmission.readsJSONBody(method: method)
    }
}
