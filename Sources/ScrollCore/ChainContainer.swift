/// Which containers of a scroll chain scroll: CSSOM View `ScrollIntoViewOptions.container`.
public enum ChainContainer: String, Sendable, CaseIterable {
    /// Every scroll container on the way, innermost first (`scrollIntoView()`'s default).
    case all
    /// Only the innermost container; the ancestors stay where they are.
    case nearest
}
