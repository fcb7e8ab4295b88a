import ScrollCore

/// A validated scroll view as every scrolling request describes it: its geometry and its items.
/// What `ScrollViewReader` produces; endpoints add their own fields around it.
struct ScrollView: Sendable {
    var geometry: ScrollGeometry
    /// Item frames in request order.
    var itemFrames: [Rect]
    /// The items' ids, in the order of `itemFrames`.
    var itemIDs: ItemIDList
}
