/// A per-axis anchor: a SwiftUI `UnitPoint`, or CSS `scrollIntoView({inline, block})` where
/// `x` is the inline and `y` the block direction of a horizontal-tb document.
public struct Anchor: Sendable, Equatable {
    public var x: AxisAnchor
    public var y: AxisAnchor

    public init(x: AxisAnchor, y: AxisAnchor) {
        self.x = x
        self.y = y
    }

    public subscript(axis: Axis) -> AxisAnchor {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Left and right swapped: a UnitPoint in a right-to-left layout, where SwiftUI flips the
    /// x position of every view within its parent (`LayoutDirection` documentation), so
    /// `leading` is the right side.
    public var mirroredHorizontally: Anchor {
        Anchor(x: x.mirrored, y: y)
    }

    public static let nearest = Anchor(x: .nearest, y: .nearest)

    // The nine SwiftUI `UnitPoint` constants.
    public static let topLeading = Anchor(x: .start, y: .start)
    public static let top = Anchor(x: .center, y: .start)
    public static let topTrailing = Anchor(x: .end, y: .start)
    public static let leading = Anchor(x: .start, y: .center)
    public static let center = Anchor(x: .center, y: .center)
    public static let trailing = Anchor(x: .end, y: .center)
    public static let bottomLeading = Anchor(x: .start, y: .end)
    public static let bottom = Anchor(x: .center, y: .end)
    public static let bottomTrailing = Anchor(x: .end, y: .end)

    /// The `UnitPoint` for a name such as `"topLeading"`, or nil for an unknown name.
    public init?(unitPointName name: String) {
        switch name {
        case "topLeading": self = .topLeading
        case "top": self = .top
        case "topTrailing": self = .topTrailing
        case "leading": self = .leading
        case "center": self = .center
        case "trailing": self = .trailing
        case "bottomLeading": self = .bottomLeading
        case "bottom": self = .bottom
        case "bottomTrailing": self = .bottomTrailing
        default: return nil
        }
    }

    /// The names accepted by `init(unitPointName:)`, in `UnitPoint` order.
    public static let unitPointNames = [
        "topLeading", "top", "topTrailing", "leading", "center", "trailing",
        "bottomLeading", "bottom", "bottomTrailing",
    ]
}
