/// What a scroll request brings into view. Items found by id or index are resolved to their
/// frames before they reach the core, so they arrive here as `.rect`.
public enum ScrollTarget: Sendable, Equatable {
    /// A rect in content coordinates, placed at an anchor of the alignment area.
    case rect(Rect)
    /// The whole content, placed at this edge's `UnitPoint`.
    case edge(ContentEdge)
    /// The content offset itself (SwiftUI `ScrollPosition.scrollTo(point:)` /
    /// `scrollTo(x:y:)`): the offset becomes this point, clamped.
    case point(Point)
    /// One page from the current offset, less `overlap` (see `PageDirection`), clamped.
    case page(PageDirection, overlap: Double)
}
