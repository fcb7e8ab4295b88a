/// CSS Scroll Anchoring Module Level 1 (`overflow-anchor: auto`, the initial value), for a
/// scroll container whose items are its children in content (DOM) order.
///
/// - **Anchor selection** (§2.1, *anchor node selection algorithm* and *candidate examination
///   algorithm*): the first child in DOM order that is not *fully clipped* in the *optimal
///   viewing region* — the scroll container's padding box less `scroll-padding` (CSS Scroll
///   Snap 1, *optimal viewing region*) — is the anchor: a fully visible child is selected
///   directly, a partially visible one has no children of its own to descend into, so it is
///   selected too. Chromium (`ScrollAnchor::Examine`) skips boxes with no area
///   ("occupies space": width and height > 0) and needs a positive-area overlap
///   (`Intersects`), so an item that only touches the region is fully clipped.
///   Here the padding box is the viewport: `contentInsets` play no part, as a CSS scroller has
///   no insets beside its padding, which is part of the padding box.
/// - **When the anchor is chosen**: the spec computes it whenever the scroll position changes
///   and lets an implementation wait until it is needed; Chromium (`ScrollAnchor::
///   NotifyBeforeLayout` → `FindAnchor`) chooses it at the layout that follows the change, from
///   the boxes still in the tree at their old positions. An item the change removed is no
///   candidate then, so the anchor is the first *surviving* candidate (checked against
///   Chromium 156 with the anchor itself removed); inserted items have no old position.
/// - **Adjustment** (§2.2): the anchor's block-start edge moved from `y0` to `y1` relative to
///   the content; the offset moves by `y1 − y0` in the block flow direction (y in
///   horizontal-tb), then is clamped to the new range as every scroll is.
/// - **Suppression** (§2.2.2): "the scroll offset of the scrollable element being zero" is a
///   suppression trigger. Chromium (`ScrollAnchor::NotifyBeforeLayout`) reads it on the block
///   axis: a container whose block offset is at its origin — `scrollTop == 0`, the range
///   minimum on y, `-contentInsets.top` (a CSS scroller's padding scrolls with it) — keeps its
///   offset whatever its `scrollLeft`, which is why content inserted above a page at the very
///   top pushes the reader's place down. Checked against Chromium 156 with a 47-point top
///   padding and with `scrollLeft` 50 (`Tests/conformance/test_anchoring_suppression.py`).
public enum CSSScrollAnchoring {
    /// The index of the anchor among `frames` for a container at `geometry`, or nil when no
    /// item is a candidate or anchoring is suppressed at the block origin. Only the items that
    /// meet the region along the frames' axis are examined (`ItemFrames.candidates`): every
    /// other one is fully clipped.
    /// - Parameter survives: whether the item at a position is still there after the change.
    public static func anchor(in geometry: ScrollGeometry, frames: ItemFrames, survives: (Int) -> Bool = { _ in true }) -> Int? {
        if geometry.contentOffset.y == geometry.range.min.y { return nil }
        let region = optimalViewingRegion(of: geometry)
        guard region.size.width > 0, region.size.height > 0 else { return nil }
        let axis = frames.axis
        return frames.candidates(from: region.origin[axis], to: region.origin[axis] + region.size[axis]).first { index in
            let frame = frames[index]
            return frame.size.width > 0 && frame.size.height > 0
                && frame.origin.x < region.origin.x + region.size.width
                && region.origin.x < frame.origin.x + frame.size.width
                && frame.origin.y < region.origin.y + region.size.height
                && region.origin.y < frame.origin.y + frame.size.height
                && survives(index)
        }
    }

    /// `anchor(in:frames:survives:)` for frames listed one by one.
    public static func anchor(in geometry: ScrollGeometry, frames: [Rect], survives: (Int) -> Bool = { _ in true }) -> Int? {
        anchor(in: geometry, frames: ItemFrames(frames, axis: .vertical), survives: survives)
    }

    /// The viewport at the offset less `scroll-padding`; a side squeezed below zero is zero
    /// long at its leading edge.
    public static func optimalViewingRegion(of geometry: ScrollGeometry) -> Rect {
        let padding = geometry.scrollPadding
        return Rect(
            x: geometry.contentOffset.x + padding.left,
            y: geometry.contentOffset.y + padding.top,
            width: Swift.max(0, geometry.viewport.width - padding.left - padding.right),
            height: Swift.max(0, geometry.viewport.height - padding.top - padding.bottom))
    }
}
