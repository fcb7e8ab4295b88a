/// Distances inward from each edge of a rectangle, in points. Used for content insets (UIKit
/// `adjustedContentInset`, SwiftUI safe area / content margins), scroll padding (CSS
/// `scroll-padding`) and target margins (CSS `scroll-margin`).
public struct Insets: Sendable, Equatable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets()

    /// The inset at the start of `axis`: left for horizontal, top for vertical.
    public func leading(_ axis: Axis) -> Double {
        axis == .horizontal ? left : top
    }

    /// The inset at the end of `axis`: right for horizontal, bottom for vertical.
    public func trailing(_ axis: Axis) -> Double {
        axis == .horizontal ? right : bottom
    }

    /// Leading plus trailing inset along `axis`.
    public func total(_ axis: Axis) -> Double {
        leading(axis) + trailing(axis)
    }

    public static func + (lhs: Insets, rhs: Insets) -> Insets {
        Insets(
            top: lhs.top + rhs.top,
            left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right
        )
    }
}
