/// The bounds the API layer puts on what one request body may ask of the server, beside the
/// HTTP layer's byte limit. Set from the command line (`--max-items`, `--max-json-depth`).
public struct RequestLimits: Sendable, Equatable {
    /// The most items one request may carry; one more is 413 `too_many_items`.
    public var maxItems: Int
    /// The deepest nesting of arrays and objects accepted; deeper is 400 `nesting_too_deep`.
    public var maxJSONDepth: Int

    public static let defaultMaxItems = 1_000_000
    public static let defaultMaxJSONDepth = 64

    public init(maxItems: Int = RequestLimits.defaultMaxItems, maxJSONDepth: Int = RequestLimits.defaultMaxJSONDepth) {
        self.maxItems = maxItems
        self.maxJSONDepth = maxJSONDepth
    }
}
