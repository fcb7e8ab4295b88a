import ItemLayouts
import ScrollCore

/// A validated `POST /v1/scroll/snap` request: the core's snap query plus the item ids to echo.
struct ScrollSnapQuery: Sendable {
    var snap: ScrollSnap
    /// The ids of `snap.areas`, in the same order.
    var itemIDs: ItemIDs
}
