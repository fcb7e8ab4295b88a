/// POST /v1/scroll/range: the range of a scroll view, what it shows at its offset, and how far it
/// can still scroll toward each edge.
public struct ScrollRangeRequest: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    /// The offset to answer for, as sent (not clamped); default the scroll origin.
    public var contentOffset: Point?
    public var items: [Item]?
    public var stack: Stack?
    public var grid: Grid?
    public var lanes: Lanes?
    public var sections: [Section]?
    public var pinnedHeaders: Bool?
    public var layout: String?
    /// With `writingMode`, where the scroll origin is (default `ltr`).
    public var direction: Direction?
    /// With `direction`, where the scroll origin is (default `horizontal-tb`).
    public var writingMode: WritingMode?

    public init(_ view: ScrollView, direction: Direction? = nil, writingMode: WritingMode? = nil) {
        viewport = view.viewport; contentSize = view.contentSize; contentInsets = view.contentInsets
        scrollPadding = view.scrollPadding; contentOffset = view.contentOffset; items = view.items; stack = view.stack
        grid = view.grid; lanes = view.lanes; sections = view.sections; pinnedHeaders = view.pinnedHeaders; layout = view.layout
        self.direction = direction; self.writingMode = writingMode
    }
}
