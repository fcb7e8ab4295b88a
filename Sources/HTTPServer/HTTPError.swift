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
        HTTPError(status: 404, code: "not_found", message: "No resource at \(Excerpt(path)).")
    }

    /// The path exists but not for this method; the response also carries an `Allow` header.
    static func methodNotAllowed(method: String, allowed: [String]) -> HTTPError {
        HTTPError(
            status: 405, code: "method_not_allowed",
            message: "Method \(Excerpt(method)) is not allowed here; use \(allowed.joined(separator: ", ")).")
    }

    /// `methodNotAllowed` as a response with its `Allow` header.
    static func methodNotAllowedResponse(method: String, allowed: [String]) -> HTTPResponse {
        var response = methodNotAllowed(method: method, allowed: allowed).response
        response.headers.append((name: "Allow", value: allowed.joined(separator: ", ")))
        return response
    }

    /// A request body that is not declared as JSON.
    static func unsupportedMediaType(_ contentType: String?) -> HTTPError {
        HTTPError(
            status: 415, code: "unsupported_media_type",
            message: "Content-Type must be application/json, got \(contentType.map { Excerpt($0).description } ?? "none").")
    }

    /// A request body larger than the configured limit.
    static func payloadTooLarge(limit: Int) -> HTTPError {
        HTTPError(
            status: 413, code: "payload_too_large",
            message: "Request body exceeds the limit of \(limit) bytes.")
    }

    /// A protected path without the right bearer token. The message never echoes what was sent.
    static let unauthorized = HTTPError(
        status: 401, code: "unauthorized",
        message: "This resource needs an Authorization: Bearer token.")

    /// Buffering the body would pass the server-wide budget; the response also carries
    /// `Retry-After`, since the budget frees up as requests in progress complete.
    static let overloaded = HTTPError(
        status: 503, code: "overloaded",
        message: "The server is holding as many request bodies as it may; retry shortly.")

    /// Seconds a client should wait before retrying after `overloaded`.
    static let overloadedRetryAfterSeconds = 1

    /// `overloaded` as a response with its `Retry-After` header.
    static var overloadedResponse: HTTPResponse {
        var response = overloaded.response
        response.headers.append((name: "Retry-After", value: String(overloadedRetryAfterSeconds)))
        return response
    }
}
