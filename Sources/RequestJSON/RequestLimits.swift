/// The bounds the API layer puts on what one request body may ask of the server, beside the
/// HTTP layer's byte limit. Set from the command line (`--max-items`, `--max-json-depth`,
/// `--max-batch`).
public struct RequestLimits: Sendable, Equatable {
    /// The most items one scroll view's `items` may carry; one more is 413 `too_many_items`,
    /// refused as soon as the list passes the limit.
    public var maxItems: Int
    /// The deepest nesting of arrays and objects accepted; deeper is 400 `nesting_too_deep`.
    /// At most `maxJSONDepthCeiling` (1024): a larger value acts as the ceiling (and a negative
    /// one as 0). No pass recurses on the body's nesting, so the ceiling is not what keeps a
    /// thread's stack safe; it keeps the work per level bounded and the flag meaningful.
    public var maxJSONDepth: Int
    /// The most requests one `POST /v1/batch` may carry; one more is 413 `too_many_requests`,
    /// refused as soon as the list passes the limit. Each request is answered against a layout
    /// decoded once, so the bound is on the answers' work and size, not on decoding.
    public var maxBatchRequests: Int
    /// The most bytes a batch's results may take. An answer's size is not bounded by its
    /// request's (a visibility answer lists every item the viewport shows, an animation up to
    /// 15,000 frames), so without this one small batch could ask for gigabytes; past it the
    /// batch fails with 413 `too_many_requests`, checked after each result. Not a flag: clients
    /// split a batch that meets it, whatever the server.
    public var maxBatchAnswerBytes: Int

    public static let defaultMaxItems = 1_000_000
    public static let defaultMaxJSONDepth = 64
    public static let defaultMaxBatchRequests = 10_000
    public static let defaultMaxBatchAnswerBytes = 64 << 20
    /// The largest `maxJSONDepth` that takes effect; flag parsers should refuse more.
    public static let maxJSONDepthCeiling = JSONReader.depthCeiling

    public init(
        maxItems: Int = RequestLimits.defaultMaxItems, maxJSONDepth: Int = RequestLimits.defaultMaxJSONDepth,
        maxBatchRequests: Int = RequestLimits.defaultMaxBatchRequests,
        maxBatchAnswerBytes: Int = RequestLimits.defaultMaxBatchAnswerBytes
    ) {
        self.maxItems = maxItems
        self.maxJSONDepth = maxJSONDepth
        self.maxBatchRequests = maxBatchRequests
        self.maxBatchAnswerBytes = maxBatchAnswerBytes
    }
}
