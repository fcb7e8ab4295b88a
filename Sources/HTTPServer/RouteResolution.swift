/// What the router found for a method and path.
///
/// "Unknown path" and "known path, wrong method" are kept apart because HTTP gives them different
/// answers: 404, and 405 with an `Allow` header (RFC 9110 §15.5.6).
public enum RouteResolution: Sendable {
    /// A route matches; `parameters` holds the values of its `{name}` segments.
    case found(Route, parameters: [String: String])
    /// No route has this path.
    case notFound(path: String)
    /// Routes exist for this path, but only for these methods (in registration order, `HEAD`
    /// following `GET`).
    case methodNotAllowed(method: String, allowed: [String])

}
