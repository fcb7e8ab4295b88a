/// POST /v1/scroll/offset: where the content offset should be to show `target`.
/// `anchor`, `margin`, `mode`, `container` and `ancestors` apply to targets that name a frame
/// (id, index, rect, next, previous); semantics flutter, compose and android take `call` and
/// `reverseLayout` instead of `anchor`, `mode`, `container` and `ancestors`. `target` is `nil`
/// only for Flutter's `jumpTo`. The server answers a wrong combination with `conflicting_fields`.
public struct ScrollOffsetRequest: Codable, Hashable, Sendable {
    public var viewport: Size
    public var contentSize: Size?
    public var contentInsets: Insets?
    public var scrollPadding: Insets?
    public var contentOffset: Point?
    public var items: [Item]?
    public var stack: Stack?
    public var grid: Grid?
    public var lanes: Lanes?
    public var layout: String?
    public var target: ScrollTarget?
    public var anchor: ScrollAnchor?
    public var margin: Insets?
    /// Default `swiftui`.
    public var semantics: Semantics?
    /// Pixels per point: the answer is rounded to the pixel grid (compose, android: the density).
    public var displayScale: Double?
    public var mode: ScrollMode?
    public var container: ChainContainer?
    /// The scroll containers around this one, innermost first; at most 32.
    public var ancestors: [ScrollAncestor]?
    /// The platform call (semantics flutter, compose, android).
    public var call: PlatformCall?
    /// Flutter `reverse`, Compose and RecyclerView `reverseLayout` (default false).
    public var reverseLayout: Bool?
    public var direction: Direction?
    public var writingMode: WritingMode?

    public init(viewport: Size, contentSize: Size? = nil, contentInsets: Insets? = nil, scrollPadding: Insets? = nil,
                contentOffset: Point? = nil, items: [Item]? = nil, stack: Stack? = nil, grid: Grid? = nil,
                lanes: Lanes? = nil, layout: String? = nil, target: ScrollTarget?, anchor: ScrollAnchor? = nil, margin: Insets? = nil, semantics: Semantics? = nil,
                displayScale: Double? = nil, mode: ScrollMode? = nil, container: ChainContainer? = nil,
                ancestors: [ScrollAncestor]? = nil, call: PlatformCall? = nil, reverseLayout: Bool? = nil,
                direction: Direction? = nil, writingMode: WritingMode? = nil) {
        self.viewport = viewport; self.contentSize = contentSize; self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding; self.contentOffset = contentOffset; self.items = items; self.stack = stack
        self.grid = grid; self.lanes = lanes; self.layout = layout; self.target = target; self.anchor = anchor; self.margin = margin
        self.semantics = semantics; self.displayScale = displayScale; self.mode = mode; self.container = container
        self.ancestors = ancestors; self.call = call; self.reverseLayout = reverseLayout; self.direction = direction
        self.writingMode = writingMode
    }

    /// The request for `view` (its viewport, content, insets, offset, items, stack or layout).
    public init(_ view: ScrollView, target: ScrollTarget?, anchor: ScrollAnchor? = nil, margin: Insets? = nil,
                semantics: Semantics? = nil, displayScale: Double? = nil, call: PlatformCall? = nil,
                reverseLayout: Bool? = nil, direction: Direction? = nil) {
        self.init(viewport: view.viewport, contentSize: view.contentSize, contentInsets: view.contentInsets,
                  scrollPadding: view.scrollPadding, contentOffset: view.contentOffset, items: view.items,
                  stack: view.stack, grid: view.grid, lanes: view.lanes, layout: view.layout, target: target, anchor: anchor, margin: margin,
                  semantics: semantics, displayScale: displayScale, call: call, reverseLayout: reverseLayout,
                  direction: direction)
    }
}
