/// A scroll container around the previous one (innermost first): the scroll view's fields but
/// `items`, and `frame`, the previous container's viewport in this one's content coordinates.
public struct ScrollAncestor: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var contentOffset: Point?
    public var frame: Rect
    public var direction: Direction?
    public var writingMode: WritingMode?

    public init(viewport: Size, contentSize: Size, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, frame: Rect, direction: Direction? = nil, writingMode: WritingMode? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.frame = frame
        self.direction = direction; self.writingMode = writingMode
    }
}
