/// The part of the viewport an item must lie in to count as visible.
public enum VisibilityRegion: String, Sendable, CaseIterable {
    /// The whole viewport, insets included, and the default on every platform:
    /// `onScrollVisibilityChange(threshold:)` counts what is "visible within the viewport of the
    /// parent view" (Apple's documentation), UIKit's `visibleCells` include a cell displayed
    /// under a translucent bar, and an `IntersectionObserver` rooted at the scroll container
    /// intersects with its padding box.
    case viewport
    /// The viewport less `contentInsets` (SwiftUI `ScrollGeometry.bounds`, the safe area): a row
    /// under a translucent bar or the keyboard is on screen but not readable.
    case safeArea
}
