import ScrollCore

/// A validated scroll view as every scrolling request describes it: its geometry and its items.
/// What `ScrollViewReader` produces; endpoints add their own fields around it.
struct ScrollView: Sendable {
    var geometry: ScrollGeometry
    /// Item frames in request order.
    var itemFrames: [Rect]
    /// The items' ids, in the order of `itemFrames`.
    var itemIDs: ItemIDList
    /// `writingMode` and `direction`; `.standard` unless the request named them.
    var flow: FlowDirection = .standard
    /// Whether the request sent `direction` or `writingMode` (even with default values): the
    /// answer then carries what depends on them (`scrollPosition`).
    var namesFlow = false
}
