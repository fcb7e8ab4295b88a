/// Whether a platform's scroll-to call keeps its target clear of a pinned section header, and
/// how: the header of the target's section then counts as `scrollPadding` at the top, which
/// each platform rule already honours or ignores as its source says (`PlatformAlignmentArea`).
///
/// Per platform (the table, with sources, is in docs/sections.md):
/// - **CSS** (Chromium): no. `scrollIntoView` aligns the target's normal-flow box plus
///   `scroll-margin` (`LayoutObject::AbsoluteBoundingBoxRectForScrollIntoView`; a sticky box's
///   offset is not subtracted from the scrollport), so a row lands under a sticky header
///   unless `scroll-padding-top` is set (csswg-drafts #3104, #7931, open).
/// - **UIKit**: no. `UICollectionView.scrollToItem(at:at: .top)` with
///   `sectionHeadersPinToVisibleBounds` leaves the item under the pinned header (square/Listable
///   PR #279 computes its own offset to work around it; CSStickyHeaderFlowLayout #11).
///   `UITableView.scrollToRow` is answered alike, unverified.
/// - **SwiftUI**: no, unverified: no source to read; `ScrollViewProxy.scrollTo(_:anchor:)` in
///   a `LazyVStack(pinnedViews: .sectionHeaders)` is answered as the anchor formula over the
///   viewport, which is what UIKit's collection view does.
/// - **Flutter**: yes, every call that reveals (`ensureVisible`, `showOnScreen`):
///   `RenderViewportBase.getOffsetToReveal` (rendering/viewport.dart) subtracts
///   `maxScrollObstructionExtentBefore(pivot)` from the leading offset and the main-axis
///   extent — the pinned header's full extent.
/// - **Compose**: `scrollToItem` no (`LazyListMeasure.kt` places the item at the start, sticky
///   headers not considered); `bringIntoView` yes (`LazyLayoutBringIntoViewSpec.kt`: `offset −
///   stickySize`, `containerSize − stickySize`).
/// - **Android**: no. `RecyclerView` has no pinned headers (they are drawn by an
///   `ItemDecoration` the layout manager never sees), so no call avoids them.
extension ScrollSemantics {
    /// Whether `scrollTo` here keeps its target clear of a pinned header: none of SwiftUI,
    /// UIKit or CSS does.
    public var revealsBelowPinnedHeader: Bool { false }
}

extension PlatformScrollCall {
    /// Whether the call keeps its target clear of a pinned header (see the file's comment).
    public var revealsBelowPinnedHeader: Bool {
        switch self {
        case .flutter: return true
        case .compose(.bringIntoView): return true
        case .compose(.scrollToItem): return false
        case .android: return false
        }
    }
}

extension ScrollGeometry {
    /// This geometry with a pinned header `length` tall counted as scroll padding at the top,
    /// for the calls that keep their target clear of it (`revealsBelowPinnedHeader`).
    public func clearing(pinnedHeader length: Double) -> ScrollGeometry {
        var geometry = self
        geometry.scrollPadding.top += Swift.max(0, length)
        return geometry
    }
}

extension SectionLayout {
    /// The pinned header a call that reveals below it (`revealsBelowPinnedHeader`) keeps flat
    /// index `index` clear of: the header of the item's own section — the one stuck when the
    /// item reaches the top — for a row or a footer; 0 for a header, an index outside the list,
    /// or a list whose headers do not pin.
    public func pinnedHeaderClearance(ofFlatIndex index: Int) -> Double {
        guard pinnedHeaders, let position = position(ofFlatIndex: index), position.part != .header else { return 0 }
        return headerLength(ofSection: position.section)
    }
}
