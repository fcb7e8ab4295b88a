/// An answer's per-axis flags (`clamped`: whether the offset asked for lay outside the range).
public struct AxisFlags: Codable, Hashable, Sendable {
    public var x: Bool
    public var y: Bool
}
