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
