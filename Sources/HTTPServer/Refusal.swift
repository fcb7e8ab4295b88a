/// Why the server answers a request itself instead of the route's handler: every answer the HTTP
/// layer makes on its own that is not a success.
///
/// The server sets the status and the headers of the protocol (`Allow`, `Retry-After`,
/// `WWW-Authenticate`, `Connection: close`); the body is the app's, written by the
/// `ServerConfiguration.refusalBody` hook, so that every failure a client hears has one format.
public enum Refusal: Sendable, Equatable {
    /// 404: no route has this path.
    case notFound(path: String)
    /// 405: routes have this path, but only for `allowed` methods (sent as `Allow`).
    case methodNotAllowed(method: String, allowed: [String])
    /// 415: a route that reads a JSON body got another media type (`nil`: no `Content-Type`).
    case unsupportedMediaType(contentType: String?)
    /// 413: the body is larger than `limit` bytes (`ServerConfiguration.maxBodyBytes`).
    case payloadTooLarge(limit: Int)
    /// 401: a protected path without the right bearer token (sent with `WWW-Authenticate: Bearer`).
    case unauthorized
    /// 503: holding the body would pass the server-wide body budget; the budget frees up as
    /// requests in progress complete, so the client may retry after `retryAfterSeconds`.
    case overloaded(retryAfterSeconds: Int)
    /// 400: the head says two things about where the body ends (sent with `Connection: close`;
    /// see `MessageFraming`).
    case ambiguousFraming(AmbiguousFraming)
    /// 501: a transfer coding other than `chunked` (sent with `Connection: close`).
    case unsupportedTransferEncoding(String)
    /// 500: the server matched a route it has no handler for.
    case noHandler
    /// 500: the handler answered with `status`, which is not a three-digit number.
    case invalidStatus(Int)

    /// The two ways a head can frame its body ambiguously (RFC 9112 §6).
    public enum AmbiguousFraming: Sendable, Equatable {
        /// Both `Content-Length` and `Transfer-Encoding`.
        case lengthAndTransferEncoding
        /// Several `Content-Length` fields whose values differ.
        case disagreeingLengths
    }

    /// Seconds a client should wait before retrying after `overloaded` by the body budget.
    public static let overloadedRetryAfterSeconds = 1

    /// The HTTP status of the answer.
    public var status: Int {
        switch self {
        case .notFound: 404
        case .methodNotAllowed: 405
        case .unsupportedMediaType: 415
        case .payloadTooLarge: 413
        case .unauthorized: 401
        case .overloaded: 503
        case .ambiguousFraming: 400
        case .unsupportedTransferEncoding: 501
        case .noHandler, .invalidStatus: 500
        }
    }

    /// The headers the protocol asks for with this status, in the order sent (after
    /// `Content-Type`).
    var protocolHeaders: [(name: String, value: String)] {
        switch self {
        case .methodNotAllowed(_, let allowed): [(name: "Allow", value: allowed.joined(separator: ", "))]
        case .unauthorized: [(name: "WWW-Authenticate", value: "Bearer")]
        case .overloaded(let seconds): [(name: "Retry-After", value: String(seconds))]
        case .ambiguousFraming, .unsupportedTransferEncoding: [(name: "Connection", value: "close")]
        case .notFound, .unsupportedMediaType, .payloadTooLarge, .noHandler, .invalidStatus: []
        }
    }
}

/// A refusal's body as the app writes it: the bytes and their media type.
public struct RefusalBody: Sendable {
    /// Sent as `Content-Type`, e.g. `application/json`.
    public var contentType: String
    public var bytes: [UInt8]

    public init(contentType: String, bytes: [UInt8]) {
        self.contentType = contentType
        self.bytes = bytes
    }
}

/// Writes the body of a refusal (`ServerConfiguration.refusalBody`); called on the worker
/// threads, so it must not block.
public typealias RefusalBodyWriter = @Sendable (Refusal) -> RefusalBody

extension Refusal {
    /// The whole answer: `status`, `Content-Type` and `protocolHeaders`, and the body `write` gives.
    func response(bodyFrom write: RefusalBodyWriter) -> HTTPResponse {
        let body = write(self)
        var headers = [(name: "Content-Type", value: body.contentType)]
        headers.append(contentsOf: protocolHeaders)
        return HTTPResponse(status: status, headers: headers, body: body.bytes)
    }
}
