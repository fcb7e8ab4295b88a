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
    /// The body bytes, handed to libmicrohttpd where they lie (`Binding/Callbacks.swift`).
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response whose body is already-encoded JSON, with `Content-Type: application/json`
    /// (`body` consumed: moved in, not retained).
    public static func json(status: Int = 200, _ body: consuming [UInt8]) -> HTTPResponse {
        HTTPResponse(status: status, headers: jsonHeaders, body: consume body)
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
