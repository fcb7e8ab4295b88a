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
