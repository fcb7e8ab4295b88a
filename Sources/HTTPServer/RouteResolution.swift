/// What the router found for a method and path.
///
/// "Unknown path" and "known path, wrong method" are kept apart because HTTP gives them different
/// answers: 404, and 405 with an `Allow` header (RFC 9110 §15.5.6).
public enum RouteResolution: Sendable {
    /// A route matches; run this handler.
    case found(Handler)
    /// No route has this path.
    case notFound(path: String)
    /// Routes exist for this path, but only for these methods (in registration order).
    case methodNotAllowed(method: String, allowed: [String])

    /// The error response for a failed resolution, or `nil` when a handler was found.
    public var failureResponse: HTTPResponse? {
        switch self {
        case .found:
            return nil
        case .notFound(let path):
            return HTTPError.notFound(path: path).response
        case .methodNotAllowed(let method, let allowed):
            var response = HTTPError.methodNotAllowed(method: method, allowed: allowed).response
            response.headers.append((name: "Allow", value: allowed.joined(separator: ", ")))
            return response
        }
    }
}
