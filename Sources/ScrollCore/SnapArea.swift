/// One item a scroll view can snap to: its frame in content coordinates, the margin that grows
/// it into its snap area (CSS `scroll-margin`), and its alignment per axis
/// (CSS `scroll-snap-align`, whose two values are block then inline — here y then x).
public struct SnapArea: Sendable, Equatable {
    public var frame: Rect
    public var margin: Insets
    public var alignX: SnapAlign
    public var alignY: SnapAlign

    public init(frame: Rect, margin: Insets = .zero, alignX: SnapAlign = .start, alignY: SnapAlign = .start) {
        self.frame = frame
        self.margin = margin
        self.alignX = alignX
        self.alignY = alignY
    }

    /// The frame grown by the margin: the box CSS Scroll Snap aligns.
    public var rect: Rect { frame.outset(by: margin) }

    public func align(_ axis: Axis) -> SnapAlign { axis == .horizontal ? alignX : alignY }
}
