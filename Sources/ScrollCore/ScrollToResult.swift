/// The answer to a `ScrollToRequest`.
public struct ScrollToResult: Sendable, Equatable {
    /// The offset to scroll to: inside `range`, on the pixel grid when one was asked for
    /// (unless a range bound itself is off the grid).
    public var contentOffset: Point
    /// The offset the anchor asks for, before clamping and rounding.
    public var idealOffset: Point
    /// Per axis, whether the ideal offset lay outside the range.
    public var clampedX: Bool
    public var clampedY: Bool
    public var range: ScrollRange
    /// The content rect the viewport shows at `contentOffset`.
    public var visibleRect: Rect
    /// For rect targets, the rect that was aligned: the target (1 px long on an empty axis under
    /// CSS semantics, as in Chromium) grown by the margin.
    public var targetRect: Rect?
    /// Where scroll positions are measured from when it is not the range's start
    /// (`FlowDirection.scrollOrigin`): set on the device-pixel grid of css, where a reversed
    /// axis' origin lies inside the range (`DevicePixelLayout`).
    public var scrollOrigin: Point?

    public init(
        contentOffset: Point, idealOffset: Point, clampedX: Bool, clampedY: Bool,
        range: ScrollRange, visibleRect: Rect, targetRect: Rect?
    ) {
        self.contentOffset = contentOffset
        self.idealOffset = idealOffset
        self.clampedX = clampedX
        self.clampedY = clampedY
        self.range = range
        self.visibleRect = visibleRect
        self.targetRect = targetRect
    }
}
