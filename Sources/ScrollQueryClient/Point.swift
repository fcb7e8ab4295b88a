/// Points, in the content's coordinates: x to the right, y down, from the content's top-left.
public struct Point: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}
