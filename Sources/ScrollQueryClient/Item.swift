/// One item of a list: its id and its frame in the content.
public struct Item: Codable, Hashable, Sendable {
    public var id: ItemID
    public var frame: Rect
    public init(id: ItemID, frame: Rect) { self.id = id; self.frame = frame }
}
