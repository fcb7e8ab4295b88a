import ScrollCore

/// A validated `POST /v1/scroll/offset` body: everything the handler needs, already checked.
struct ScrollOffsetQuery: Sendable {
    var scrollView: ScrollView
    var target: TargetReference
    var anchor: Anchor?
    var margin: Insets
    var semantics: ScrollSemantics
    var pixelGrid: PixelGrid?
    var mode: ScrollMode = .always
    var container: ChainContainer = .all
    /// Innermost first; empty (no allocation) for a single container.
    var ancestors: [ChainAncestor] = []
    /// flutter, compose and android: the call and the list's layout (`PlatformOptions`).
    var platform: PlatformOptions? = nil
}
