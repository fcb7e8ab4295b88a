/// The body of every error the service answers: a stable code, a message, and the JSON pointer
/// of the field at fault when there is one.
public struct ErrorBody: Codable, Hashable, Sendable {
    public struct Detail: Codable, Hashable, Sendable {
        /// "invalid_field", "target_not_found", "unauthorized", ... (openapi.yaml lists them).
        public var code: String
        public var message: String
        public var pointer: String?
    }

    public var error: Detail
}

/// A call that did not get a 2xx answer.
public struct ScrollQueryError: Error, CustomStringConvertible, Sendable {
    /// The HTTP status.
    public var status: Int
    /// The service's error body; `nil` for the few refusals the HTTP library sends without one.
    public var body: ErrorBody?

    public var description: String {
        guard let body else { return "ScrollQuery answered \(status)" }
        return "ScrollQuery answered \(status) \(body.error.code): \(body.error.message)"
            + (body.error.pointer.map { " (at \($0))" } ?? "")
    }
}
