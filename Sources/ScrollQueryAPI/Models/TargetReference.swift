import ScrollCore

/// The `target` of a request as sent: items are named by id or index and resolved against
/// `items` by the handler; the other kinds map straight onto `ScrollTarget`.
enum TargetReference: Sendable, Equatable {
    case id(ItemID)
    /// Any integer: a negative or too-large index is "not found" (404), not malformed (400).
    case index(Int64)
    case edge(ContentEdge)
    case rect(Rect)
    case point(Point)
}
