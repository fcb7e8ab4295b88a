/// The answer of POST /v1/batch: one result per request, in the order of `requests`.
public struct BatchAnswer: Codable, Hashable, Sendable {
    public var results: [BatchResult]
}
