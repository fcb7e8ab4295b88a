/// A complete HTTP response: status, extra headers and body bytes.
///
/// Bodies are byte arrays rather than `String` so that encoders can write UTF-8 directly and the
/// server can hand the bytes to libmicrohttpd without another conversion.
public struct HTTPResponse: Sendable {
    /// The HTTP status code, e.g. 200.
    public var status: Int
    /// Headers in the order they should be sent. `Content-Length` and `Date` are added by the
    /// server; a header whose name or value contains CR or LF is dropped (libmicrohttpd refuses it).
    public var headers: [(name: String, value: String)]
    /// The body as the server sends it: an array, or bytes written in place (`ResponseBody`).
    public var content: ResponseBody

    /// The body bytes. Reading copies a body written in place into an array; setting replaces
    /// the body; changing it in place (`response.body.append(…)`) changes an array body in place,
    /// not a copy of it.
    public var body: [UInt8] {
        get { content.array }
        set { content = ResponseBody(newValue) }
        _modify {
            // Out of `content` while it changes, so the array is uniquely referenced.
            var bytes = content.array
            content = ResponseBody()
            defer { content = ResponseBody(bytes) }
            yield &bytes
        }
    }

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.init(status: status, headers: headers, content: ResponseBody(body))
    }

    public init(status: Int, headers: [(name: String, value: String)] = [], content: ResponseBody) {
        self.status = status
        self.headers = headers
        self.content = content
    }

    /// A response whose body is already-encoded JSON, with `Content-Type: application/json`.
    public static func json(status: Int = 200, _ body: [UInt8]) -> HTTPResponse {
        json(status: status, ResponseBody(body))
    }

    /// The same for a body already made (consumed: moved in, not retained).
    public static func json(status: Int = 200, _ body: consuming ResponseBody) -> HTTPResponse {
        HTTPResponse(status: status, headers: jsonHeaders, content: consume body)
    }

    /// Built once and shared (copy-on-write), so a JSON response allocates no header array.
    private static let jsonHeaders: [(name: String, value: String)] = [
        (name: "Content-Type", value: "application/json"),
    ]
}

extension HTTPResponse {
    /// This response with `headers` appended (the filters' response headers).
    func adding(_ headers: [(name: String, value: String)]) -> HTTPResponse {
        guard !headers.isEmpty else { return self }
        var response = self
        response.headers.append(contentsOf: headers)
        return response
    }
}
