/// An axis-aligned rectangle: `origin` is the top-left corner (the leading corner in a
/// left-to-right, top-to-bottom layout), `size` its extent.
public struct Rect: Sendable, Equatable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rect's extent along `axis` as a one-dimensional span.
    public func span(_ axis: Axis) -> Span {
        Span(start: origin[axis], length: size[axis])
    }

    /// The rect grown by `insets` on each side (negative insets shrink it).
    /// CSS `scroll-margin` outsets the target this way.
    public func outset(by insets: Insets) -> Rect {
        Rect(
            x: origin.x - insets.left,
            y: origin.y - insets.top,
            width: size.width + insets.left + insets.right,
            height: size.height + insets.top + insets.bottom
        )
    }
}
