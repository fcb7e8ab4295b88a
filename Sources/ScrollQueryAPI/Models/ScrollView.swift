import ItemLayouts
import ScrollCore

/// A validated scroll view as every scrolling request describes it: its geometry and its items.
/// What `ScrollViewReader` produces; endpoints add their own fields around it.
struct ScrollView: Sendable {
    var geometry: ScrollGeometry
    /// The items as sent (`items`, `stack`) or stored (`layout`).
    var layout: ItemLayout
    /// The layout's frames in this view: a stack bound to the viewport's cross size, searched
    /// along the scroll axis.
    var frames: ItemFrames
    /// `writingMode` and `direction`; `.standard` unless the request named them.
    var flow: FlowDirection = .standard
    /// Whether the request sent `direction` or `writingMode` (even with default values): the
    /// answer then carries what depends on them (`scrollPosition`).
    var namesFlow = false
    /// Whether the content size came from the layout rather than the request, so a change of
    /// viewport (a transition's `after`) derives it again.
    var contentSizeFollowsLayout = false

    init(geometry: ScrollGeometry, layout: ItemLayout, contentSizeFollowsLayout: Bool = false) {
        self.geometry = geometry
        // Frames first: storing `layout` is then its last use, a move rather than a copy.
        self.frames = layout.itemFrames(viewport: geometry.viewport, axis: geometry.scrollAxis)
        self.layout = layout
        self.contentSizeFollowsLayout = contentSizeFollowsLayout
    }

    /// The view as `semantics` lays it out (`ItemLayout.laidOut(for:)`): the frames and, when it
    /// derives it, the content size follow.
    mutating func layOut(for semantics: ScrollSemantics) {
        let laidOut = layout.laidOut(for: semantics)
        guard laidOut !== layout else { return }
        layout = laidOut
        frames = layout.itemFrames(viewport: geometry.viewport, axis: geometry.scrollAxis)
        if contentSizeFollowsLayout { geometry.contentSize = layout.contentSize(viewport: geometry.viewport) }
    }

    /// The items' ids, in the order of `frames`.
    /// Borrowed (`_read`), not returned: a getter would copy the ids (a retain and release of
    /// each of their buffers) at every lookup of the hot path.
    var itemIDs: ItemIDs {
        _read { yield layout.ids }
    }
}
