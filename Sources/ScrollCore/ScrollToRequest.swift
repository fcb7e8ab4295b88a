/// A request to scroll a target into view: what to reveal, where, and by whose rules.
public struct ScrollToRequest: Sendable, Equatable {
    public var target: ScrollTarget
    /// Where the target lands; nil means the semantics' default anchor. Ignored for `.edge`
    /// (the edge is its own anchor), `.point` and `.page`.
    public var anchor: Anchor?
    /// Outset of a `.rect` target (CSS `scroll-margin`).
    public var margin: Insets
    public var semantics: ScrollSemantics
    /// Round the answer to this pixel grid, if given.
    public var pixelGrid: PixelGrid?
    /// Whether a target already in view moves (`.rect` targets only).
    public var mode: ScrollMode
    /// The container's writing mode and direction: where its scroll origin is, which the
    /// device-pixel grid of `semantics: .css` is measured from (`DevicePixelLayout`).
    public var flow: FlowDirection

    public init(
        target: ScrollTarget,
        anchor: Anchor? = nil,
        margin: Insets = .zero,
        semantics: ScrollSemantics = .swiftui,
        pixelGrid: PixelGrid? = nil,
        mode: ScrollMode = .always,
        flow: FlowDirection = .standard
    ) {
        self.target = target
        self.anchor = anchor
        self.margin = margin
        self.semantics = semantics
        self.pixelGrid = pixelGrid
        self.mode = mode
        self.flow = flow
    }
}
