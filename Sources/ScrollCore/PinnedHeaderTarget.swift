/// Where a platform's scroll-to call takes a section header to be when the header itself is
/// the target and headers pin: where it is drawn at the current offset (stuck at the stick
/// line, or pushed out by its section's end), or its place in the flow.
///
/// Per platform:
/// - **CSS** (Chromium): where it is drawn. `scrollIntoView` aligns the sticky box's current
///   border box, its sticky offset included (CSS Positioned Layout 3 §3.4, "Sticky
///   positioning", the scroll position of a sticky box; csswg-drafts#7930, which reverted
///   #1459's use of the normal-flow position). Checked against Chromium by
///   Tests/conformance (the header probes of test_grids_conformance.py): 4 sections of a
///   40-px header over 6 × 50-px rows in a 200-px viewport at offset 500: section 1's header
///   (flow y 340, section end 680) is drawn at 500, and `block: "start"` keeps offset 500.
/// - **UIKit**, **SwiftUI**, and the platform calls (Compose, Flutter, Android): its place in
///   the flow, unverified. A UIKit or SwiftUI header is a supplementary view rather than an
///   item the call names, and Compose's `scrollToItem` places the named item (a
///   `stickyHeader` is one) at the start by its own position (`LazyListMeasure.kt`); no
///   source read says any of them aligns the drawn header.
extension ScrollSemantics {
    /// Whether `scrollTo` aligns a pinned header target where it is drawn rather than at its
    /// place in the flow: CSS only (see the file's comment).
    public var alignsPinnedHeaderWhereDrawn: Bool { self == .css }
}

extension ScrollGeometry {
    /// The frame `scrollTo` aligns for flat index `index` of `sections`, whose frame in the
    /// flow is `frame`, under a call that aligns pinned headers where they are drawn
    /// (`alignsPinnedHeaderWhereDrawn`): for a header of a list whose headers pin, `frame`
    /// moved to y = the header's drawn top at `pinnedHeaderLine`
    /// (`PinnedHeader(section:stickLine:in:)`: `max(T_s, min(L, T_{s+1} − header_s))`), its x,
    /// width and height kept; `frame` itself for a row, a footer, or without pinning.
    /// O(log sections).
    public func drawnPinnedHeaderFrame(_ frame: Rect, index: Int, in sections: SectionLayout) -> Rect {
        guard sections.pinnedHeaders, let position = sections.position(ofFlatIndex: index), position.part == .header,
            let drawn = PinnedHeader(section: position.section, stickLine: pinnedHeaderLine, in: sections)
        else { return frame }
        var moved = frame
        moved.origin.y = drawn.top
        return moved
    }
}
