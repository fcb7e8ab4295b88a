/// The part of the viewport an item must lie in to count as visible.
public enum VisibilityRegion: String, Sendable, CaseIterable {
    /// The whole viewport, as `onScrollVisibilityChange` measures it and as an
    /// `IntersectionObserver` rooted at the scroll container does.
    case viewport
    /// The viewport less `contentInsets` (SwiftUI `ScrollGeometry.bounds`, the safe area): a row
    /// under a translucent bar or the keyboard is on screen but not readable.
    case safeArea
}
