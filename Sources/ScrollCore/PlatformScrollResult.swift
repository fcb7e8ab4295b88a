/// The answer to a `PlatformScrollRequest`: the resting offset in ScrollQuery's terms, and the
/// same position as the platform numbers it.
public struct PlatformScrollResult: Sendable, Equatable {
    /// `contentOffset` (visual, top-left origin), `idealOffset` (the rule's unclamped offset),
    /// clamping flags, range, visible and target rects, as for every other semantics.
    public var scroll: ScrollToResult
    /// The platform's own number for the resting position on the list's scroll axis, measured
    /// from the list's start: Flutter `ScrollPosition.pixels` (unrounded), ScrollView `scrollY`,
    /// for reversed lists the distance from the bottom/right end. Compose and Android answer
    /// whole device pixels (points × density, rounded half up as `Math.round`/`roundToInt`
    /// do); Flutter answers logical pixels.
    public var platformScrollPosition: Double

    public init(scroll: ScrollToResult, platformScrollPosition: Double) {
        self.scroll = scroll
        self.platformScrollPosition = platformScrollPosition
    }
}
