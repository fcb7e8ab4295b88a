/// A one-dimensional interval `[start, start + length]` along one axis. The per-axis rules
/// (anchors, nearest) are written against spans so that x and y share one implementation.
public struct Span: Sendable, Equatable {
    public var start: Double
    public var length: Double

    public init(start: Double, length: Double) {
        self.start = start
        self.length = length
    }

    public var end: Double { start + length }

    /// Whether `other` lies entirely inside this span (edges may touch).
    public func contains(_ other: Span) -> Bool {
        other.start >= start && other.end <= end
    }
}
