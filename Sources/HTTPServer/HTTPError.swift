/// An error that becomes a JSON error response.
///
/// Every failure the service reports — routing, limits, validation — uses this one shape so that a
/// client needs a single error decoder:
/// `{"error":{"code":"...","message":"...","pointer":"..."}}` (`pointer` omitted when `nil`).
public struct HTTPError: Error, Sendable, Equatable {
    /// The HTTP status code of the response, e.g. 404.
    public let status: Int
    /// A stable machine-readable code in snake_case, e.g. `"not_found"`.
    public let code: String
    /// A human-readable explanation; may change between releases.
    public let message: String
    /// A JSON Pointer (RFC 6901) to the offending part of the request body, when there is one.
    public let pointer: String?

    public init(status: Int, code: String, message: String, pointer: String? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.pointer = pointer
    }

    /// The error as a JSON response. Keys are written in a fixed order (code, message, pointer)
    /// so the bytes are stable and can be compared in tests.
    public var response: HTTPResponse {
        var body: [UInt8] = []
        body.reserveCapacity(64 + code.utf8.count + message.utf8.count + (pointer?.utf8.count ?? 0))
        body.append(contentsOf: #"{"error":{"code":"#.utf8)
        body.appendJSONString(code)
        body.append(contentsOf: #","message":"#.utf8)
        body.appendJSONString(message)
        if let pointer {
            body.append(contentsOf: #","pointer":"#.utf8)
            body.appendJSONString(pointer)
        }
        body.append(contentsOf: "}}".utf8)
        return .json(status: status, body)
    }
}

extension HTTPError {
    /// No route has this path.
    static func notFound(path: String) -> HTTPError {
        HTTPError(status: 404, code: "not_found", message: "No resource at \(path).")
    }

    /// The path exists but not for this method; the response also carries an `Allow` header.
    static func methodNotAllowed(method: String, allowed: [String]) -> HTTPError {
        HTTPError(
            status: 405, code: "method_not_allowed",
            message: "Method \(method) is not allowed here; use \(allowed.joined(separator: ", ")).")
    }

    /// A request body that is not declared as JSON.
    static func unsupportedMediaType(_ contentType: String?) -> HTTPError {
        HTTPError(
            status: 415, code: "unsupported_media_type",
            message: "Content-Type must be application/json, got \(contentType ?? "none").")
    }

    /// A request body larger than the configured limit.
    static func payloadTooLarge(limit: Int) -> HTTPError {
        HTTPError(
            status: 413, code: "payload_too_large",
            message: "Request body exceeds the limit of \(limit) bytes.")
    }
}
