/// What a request filter sees: the request before its body is read.
public struct RequestHead: Sendable {
    /// The method as sent, e.g. `"GET"`.
    public let method: String
    /// The percent-decoded path without the query string.
    public let path: String
    /// Every request header.
    public let headers: HTTPHeaders

    public init(method: String, path: String, headers: HTTPHeaders = HTTPHeaders()) {
        self.method = method
        self.path = path
        self.headers = headers
    }
}
