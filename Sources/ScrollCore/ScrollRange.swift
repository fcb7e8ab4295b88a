/// The valid content offsets of a scroll view, per axis `[min, max]`.
///
/// UIKit/SwiftUI `ScrollGeometry` convention: at rest with a leading inset the offset is
/// `-inset.leading`, and the last offset shows the content end plus the trailing inset:
/// `min = -inset.leading`, `max = max(min, content + inset.trailing - viewport)`.
/// Content shorter than the viewport cannot scroll: `max == min`.
public struct ScrollRange: Sendable, Equatable {
    public var min: Point
    public var max: Point

    public init(min: Point, max: Point) {
        self.min = min
        self.max = max
    }

    public init(viewport: Size, contentSize: Size, contentInsets: Insets) {
        var lower = Point.zero
        var upper = Point.zero
        for axis in Axis.allCases {
            let low = -contentInsets.leading(axis)
            lower[axis] = low
            upper[axis] = Swift.max(low, contentSize[axis] + contentInsets.trailing(axis) - viewport[axis])
        }
        self.init(min: lower, max: upper)
    }

    /// `value` limited to the range on `axis`.
    public func clamp(_ value: Double, on axis: Axis) -> Double {
        Swift.min(Swift.max(value, min[axis]), max[axis])
    }

    /// `point` limited to the range on both axes.
    public func clamp(_ point: Point) -> Point {
        Point(x: clamp(point.x, on: .horizontal), y: clamp(point.y, on: .vertical))
    }

    /// Whether `value` lies outside the range on `axis`: whether `clamp` moves it, which is what
    /// the answers' `clamped` flags report.
    public func excludes(_ value: Double, on axis: Axis) -> Bool {
        value < min[axis] || value > max[axis]
    }
}
