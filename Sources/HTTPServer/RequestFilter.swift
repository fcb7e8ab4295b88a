/// A step that runs on every request's head before routing acts on it and before its body is
/// read: the one place for concerns that cut across routes (authentication, CORS, request ids).
///
/// Filters run in the order given to `HTTPServer`. The first to answer ends the request: its
/// answer is sent and the body, if any, is never read, so a refused upload costs no memory.
/// Headers a filter appends to `responseHeaders` are added to whatever response the request
/// finally gets — a handler's, a refusal, or another filter's.
public protocol RequestFilter: Sendable {
    /// - Returns: an answer to send instead of routing the request, or `nil` to let it through.
    func filter(_ head: RequestHead, responseHeaders: inout [(name: String, value: String)]) -> FilterAnswer?
}

/// How a filter ends a request.
public enum FilterAnswer: Sendable {
    /// This response, as it is (a CORS preflight's 204).
    case answer(HTTPResponse)
    /// A refusal, answered like the server's own (its body from `ServerConfiguration.refusalBody`).
    case refuse(Refusal)
}
