/// How a scroll view picks where to rest once a gesture or programmatic scroll ends.
public enum SnapBehavior: Sendable, Equatable {
    /// Rest where the motion ends (clamped to the valid range).
    case none
    /// UIKit `isPagingEnabled` / SwiftUI `.scrollTargetBehavior(.paging)`: rest on a multiple of
    /// the page size, measured from the range's start. See `PagingRule`.
    case paging(pageSize: Size)
    /// SwiftUI `.viewAligned(limitBehavior:)`: rest with an item aligned. See `ViewAlignedRule`.
    case viewAligned(align: SnapAlign, limit: ViewAlignedLimit)
    /// CSS Scroll Snap as Chromium implements it. See `CSSSnapRule`.
    case css(CSSSnapRule)
}
