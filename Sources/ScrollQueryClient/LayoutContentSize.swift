/// A stored layout's content size; a length is `nil` when it follows each query's viewport
/// (across the axis of a stack without `crossSize` or `contentSize`).
public struct LayoutContentSize: Codable, Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    private enum CodingKeys: String, CodingKey { case width, height }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(width, forKey: .width)  // null: the answer has the key
        try container.encode(height, forKey: .height)
    }
}
