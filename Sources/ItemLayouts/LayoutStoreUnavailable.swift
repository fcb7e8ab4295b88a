/// The shared layout store did not answer, or refused: the layout asked for cannot be known
/// now. The API answers it 503 `layout_store_unavailable` with `Retry-After`.
public struct LayoutStoreUnavailable: Error, Sendable {
    /// What went wrong, for the answer's message.
    public let reason: String
    /// How long the client should wait before asking again.
    public let retryAfterSeconds: Int
}
