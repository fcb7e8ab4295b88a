import ScrollCore

/// What `items` or `stack` decode to, and what a stored layout holds: the items' frames, their
/// ids, and the content size if one was given.
///
/// (Placeholder shape while the compact model lands: explicit frames and the id list.)
public struct ItemLayout: Sendable {
    var frames: [Rect]
    var ids: ItemIDList
    /// The content size sent with the layout, if any.
    public var contentSize: Size?

    init(frames: [Rect], ids: ItemIDList, contentSize: Size? = nil) {
        self.frames = frames
        self.ids = ids
        self.contentSize = contentSize
    }

    /// The number of items.
    public var count: Int { frames.count }

    /// What keeping this layout costs in memory, in bytes.
    public var costInBytes: Int {
        64 + frames.capacity * MemoryLayout<Rect>.stride + ids.ids.capacity * MemoryLayout<ItemID>.stride
    }
}
