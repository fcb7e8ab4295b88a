/// POST /v1/scroll/offset: where the content offset should be to show `target`.
public struct ScrollOffsetRequest: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var contentOffset: Point?
    public var items: [Item]?
    public var layout: String?
    public var target: ScrollTarget
    public var anchor: ScrollAnchor?
    public var margin: Insets?
    public var semantics: Semantics?
    /// Pixels per point: the answer is rounded to the pixel grid.
    public var displayScale: Double?

    public init(viewport: Size, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, items: [Item]? = nil, layout: String? = nil, target: ScrollTarget,
                anchor: ScrollAnchor? = nil, margin: Insets? = nil, semantics: Semantics? = nil, displayScale: Double? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.items = items; self.layout = layout
        self.target = target; self.anchor = anchor; self.margin = margin; self.semantics = semantics
        self.displayScale = displayScale
    }

    /// The request for `view` (its viewport, content, insets, offset, items or layout).
    public init(_ view: ScrollView, target: ScrollTarget, anchor: ScrollAnchor? = nil, margin: Insets? = nil,
                semantics: Semantics? = nil, displayScale: Double? = nil) {
        self.init(viewport: view.viewport, contentSize: view.contentSize, contentInsets: view.contentInsets,
                  scrollPadding: view.scrollPadding, contentOffset: view.contentOffset, items: view.items,
                  layout: view.layout, target: target, anchor: anchor, margin: margin, semantics: semantics,
                  displayScale: displayScale)
    }
}
