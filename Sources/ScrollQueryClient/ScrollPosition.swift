/// CSS `scrollLeft`/`scrollTop`.
public struct ScrollPosition: Codable, Hashable, Sendable {
    public var left: Double
    public var top: Double
}
