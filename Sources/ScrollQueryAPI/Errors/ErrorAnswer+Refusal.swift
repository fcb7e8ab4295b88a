import HTTPServer

extension ErrorAnswer {
    /// The answer to one of the HTTP layer's refusals: its status, a code of the contract and a
    /// message; no pointer (nothing in a body is at fault). Text the client sent (a path, a
    /// method, a media type) is quoted as an `Excerpt`.
    init(_ refusal: Refusal) {
        let code: ErrorCode
        let message: String
        switch refusal {
        case .notFound(let path):
            code = .notFound
            message = "No resource at \(Excerpt(path))."
        case .methodNotAllowed(let method, let allowed):
            code = .methodNotAllowed
            message = "Method \(Excerpt(method)) is not allowed here; use \(allowed.joined(separator: ", "))."
        case .unsupportedMediaType(let contentType):
            code = .unsupportedMediaType
            message = "Content-Type must be application/json, got \(contentType.map { Excerpt($0).description } ?? "none")."
        case .payloadTooLarge(let limit):
            code = .payloadTooLarge
            message = "Request body exceeds the limit of \(limit) bytes."
        case .unauthorized:
            // Never echoes what was sent.
            code = .unauthorized
            message = "This resource needs an Authorization: Bearer token."
        case .overloaded:
            code = .overloaded
            message = "The server is holding as many request bodies as it may; retry shortly."
        case .ambiguousFraming(.lengthAndTransferEncoding):
            code = .invalidFraming
            message = "Send either Content-Length or Transfer-Encoding, not both."
        case .ambiguousFraming(.disagreeingLengths):
            code = .invalidFraming
            message = "The request has several Content-Length fields that disagree."
        case .unsupportedTransferEncoding(let coding):
            code = .unsupportedTransferEncoding
            message = "Transfer-Encoding \(Excerpt(coding)) is not supported; send chunked or a Content-Length."
        case .noHandler:
            code = .internalError
            message = "The request matched no handler."
        case .invalidStatus(let status):
            code = .internalError
            message = "The handler produced an invalid status \(status)."
        }
        self.init(status: refusal.status, code: code, message: message, pointer: nil)
    }
}

/// The body of the HTTP layer's refusals: the `Error` JSON, written by `ErrorAnswer` like every
/// other error (`ServerConfiguration.refusalBody`).
public func refusalBody(_ refusal: Refusal) -> RefusalBody {
    RefusalBody(contentType: "application/json", bytes: ErrorAnswer(refusal).body)
}
