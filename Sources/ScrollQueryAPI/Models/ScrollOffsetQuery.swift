import ScrollCore

/// A validated `POST /v1/scroll/offset` body: everything the handler needs, already checked.
struct ScrollOffsetQuery: Sendable {
    var geometry: ScrollGeometry
    /// Item frames in request order.
    var itemFrames: [Rect]
    /// The items' ids, in the order of `itemFrames`.
    var itemIDs: ItemIDList
    var target: TargetReference
    var anchor: Anchor?
    var margin: Insets
    var semantics: ScrollSemantics
    var pixelGrid: PixelGrid?
}
