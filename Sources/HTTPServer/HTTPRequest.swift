/// One HTTP request as a handler sees it: everything already read, nothing left on the socket.
///
/// The body is complete (never larger than `ServerConfiguration.maxBodyBytes`) by the time a
/// handler runs, so handlers are plain synchronous functions with no I/O.
public struct HTTPRequest: Sendable {
    /// The request method exactly as sent, e.g. `"GET"`, `"POST"`. A `HEAD` request answered by a
    /// `GET` route keeps `"HEAD"` here.
    public let method: String
    /// The percent-decoded path without the query string, e.g. `"/v1/scroll/offset"`.
    public let path: String
    /// The raw `Content-Type` header, parameters included, or `nil` when absent.
    public let contentType: String?
    /// The request body bytes (empty when there is none). Settable inside the module so the server
    /// moves the body in when it is complete, rather than building the request again.
    public internal(set) var body: [UInt8]
    /// Every request header; look one up with `headers["Name"]` (case ignored). (Settable inside
    /// the module, so the server takes the buffer back for its next request.)
    public internal(set) var headers: HTTPHeaders
    /// The query string's arguments; look one up with `query["name"]`.
    public let query: QueryParameters
    /// The values of the route's `{name}` segments, e.g. `["id": "42"]` for `/v1/layouts/{id}`.
    public let pathParameters: [String: String]

    public init(
        method: String, path: String, contentType: String? = nil, body: [UInt8] = [],
        headers: HTTPHeaders = HTTPHeaders(), query: QueryParameters = QueryParameters(),
        pathParameters: [String: String] = [:]
    ) {
        self.method = method
        self.path = path
        self.contentType = contentType
        self.body = body
        self.headers = headers
        self.query = query
        self.pathParameters = pathParameters
    }
}
