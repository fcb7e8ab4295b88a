/// A request of a batch that failed: its endpoint's error (the pointer leading into the batch,
/// e.g. `/requests/3/target/id`) and the status it would have had (400, 404 or 413).
public struct BatchError: Codable, Hashable, Sendable {
    public var error: ErrorBody.Detail
    public var status: Int
}
