/// The section header stuck at the top of the viewport, and where: CSS `position: sticky;
/// top: 0` on each header inside its section's block.
///
/// With the stick line at content y `L` (the viewport's top plus `contentInsets.top`), the
/// header of the section k whose span `[T_k, T_{k+1})` holds `L` is drawn at
/// `top = min(L, T_{k+1} − header_k)`: at the stick line, until the end of its section reaches
/// its bottom edge, after which the section pushes it out — up, ahead of the next header.
/// No header is pinned above the first section, at or past the end of the last, or in a
/// section without a header (or with a zero-height one).
///
/// Sources:
/// - CSS Positioned Layout 3, §3.4 "Sticky positioning": the box is shifted to stay within
///   the sticky view rectangle, but never outside its containing block (here the section).
///   Chromium: `LayoutBoxModelObject::UpdateStickyPositionConstraints` (the containing block
///   rect limits the offset) — the push-out.
/// - Compose `LazyListHeaders.kt` `findOrComposeLazyListHeader`: `headerOffset =
///   max(−beforeContentPadding, own offset)`, then `min(headerOffset, nextHeaderOffset −
///   headerSize)`. Compose pushes a header out by the *next header*, which is the section's
///   end whenever the next section has a header; it sticks at the viewport's top even under
///   `contentPadding`, where this answers below `contentInsets.top` (UIKit's
///   `sectionHeadersPinToVisibleBounds` pins below the adjusted content inset).
/// - UIKit `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds` and plain-style
///   `UITableView` section headers: pinned at the top, pushed out by the section's end.
public struct PinnedHeader: Sendable, Equatable {
    /// The section whose header is stuck.
    public var section: Int
    /// The header's top edge, in content coordinates: `min(L, T_{k+1} − header_k)`.
    public var top: Double
    /// The header's height.
    public var length: Double

    public init(section: Int, top: Double, length: Double) {
        self.section = section
        self.top = top
        self.length = length
    }

    /// The header's extent along y, in content coordinates.
    public var span: Span { Span(start: top, length: length) }

    /// The pinned header of `layout` with the stick line at content y `stickLine`, or nil when
    /// none is pinned (see the type's comment). O(log sections).
    public init?(stickLine: Double, in layout: SectionLayout) {
        guard let section = layout.section(containing: stickLine) else { return nil }
        self.init(section: section, stickLine: stickLine, in: layout)
    }

    /// Section `section`'s header as drawn with the stick line at content y `stickLine`, stuck
    /// or not: `top = max(T_s, min(L, T_{s+1} − header_s))` — in its place in the flow while the
    /// line is above it, at the line while its section passes, pushed out ahead of the
    /// section's end once the line is past it. For the section holding `L` this is
    /// `min(L, T_{s+1} − header_s)`, the pinned header. Nil without `pinnedHeaders`, for no
    /// such section, or a section without a header (or with a zero-height one). O(1).
    public init?(section: Int, stickLine: Double, in layout: SectionLayout) {
        guard layout.pinnedHeaders, layout.sections.indices.contains(section) else { return nil }
        let length = layout.headerLength(ofSection: section)
        guard length > 0 else { return nil }
        let pushed = Swift.min(stickLine, layout.end(ofSection: section) - length)
        self.init(section: section, top: Swift.max(layout.start(ofSection: section), pushed), length: length)
    }

    /// How much of `span` (the part of an item the region shows, along y) the header covers.
    public func covered(_ span: Span) -> Double {
        Swift.max(0, Swift.min(span.end, top + length) - Swift.max(span.start, top))
    }
}

extension ScrollGeometry {
    /// The stick line of pinned headers, in content coordinates: the viewport's top edge plus
    /// `contentInsets.top` (a header pins below a navigation bar, as UIKit's do).
    public var pinnedHeaderLine: Double { contentOffset.y + contentInsets.top }
}
