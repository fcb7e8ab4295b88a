/// A width and height in points. The API layer guarantees both are finite; the core never traps on
/// any value, but a negative size has no meaning.
public struct Size: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`: width for horizontal, height for vertical.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
