/// Points, in the content's coordinates: x to the right, y down, from the content's top-left.
public struct Point: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A width and a height, in points.
public struct Size: Codable, Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// An origin and a size, in the content's coordinates.
public struct Rect: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// Content insets (UIKit's `adjustedContentInset`, SwiftUI's safe area), or scroll padding;
/// an edge left `nil` is 0.
public struct Insets: Codable, Hashable, Sendable {
    public var top: Double?
    public var left: Double?
    public var bottom: Double?
    public var right: Double?
    public init(top: Double? = nil, left: Double? = nil, bottom: Double? = nil, right: Double? = nil) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

/// An answer's per-axis flags (`clamped`: whether the offset asked for lay outside the range).
public struct AxisFlags: Codable, Hashable, Sendable {
    public var x: Bool
    public var y: Bool
}

/// The offsets the view can scroll to, both ends included.
public struct OffsetRange: Codable, Hashable, Sendable {
    public var min: Point
    public var max: Point
}
