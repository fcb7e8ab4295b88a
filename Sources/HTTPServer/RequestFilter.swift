/// A step that runs on every request's head before routing acts on it and before its body is
/// read: the one place for concerns that cut across routes (authentication, CORS, request ids).
///
/// Filters run in the order given to `HTTPServer`. The first to return a response ends the
/// request: that response is sent and the body, if any, is never read, so a refused upload costs
/// no memory. Headers a filter appends to `responseHeaders` are added to whatever response the
/// request finally gets — a handler's, an error, or another filter's.
public protocol RequestFilter: Sendable {
    /// - Returns: a response to send instead of routing the request, or `nil` to let it through.
    func filter(_ head: RequestHead, responseHeaders: inout [(name: String, value: String)]) -> HTTPResponse?
}
