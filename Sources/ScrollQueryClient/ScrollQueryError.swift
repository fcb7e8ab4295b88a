/// A call that did not get a 2xx answer.
public struct ScrollQueryError: Error, CustomStringConvertible, Sendable {
    /// The HTTP status.
    public var status: Int
    /// The service's error body; `nil` for the few refusals the HTTP library sends without one.
    public var body: ErrorBody?

    /// The stable error code ("invalid_field", "unknown_layout", …), when the body had one.
    public var code: String? { body?.error.code }
    /// What to fix, in English, when the body had one.
    public var message: String? { body?.error.message }
    /// The JSON pointer of the field at fault, when the error is about the body.
    public var pointer: String? { body?.error.pointer }

    public var description: String {
        guard let body else { return "ScrollQuery answered \(status)" }
        return "ScrollQuery answered \(status) \(body.error.code): \(body.error.message)"
            + (body.error.pointer.map { " (at \($0))" } ?? "")
    }
}
