/// The offsets the view can scroll to, both ends included.
public struct OffsetRange: Codable, Hashable, Sendable {
    public var min: Point
    public var max: Point
}
