/// The section header stuck at the top of a section list with `pinnedHeaders` (visibility's
/// `pinnedHeader`).
public struct PinnedHeader: Codable, Hashable, Sendable {
    /// The section whose header is pinned.
    public var section: Int
    /// The header's top edge in viewport coordinates: `contentInsets.top` while it sticks, less
    /// (negative past the viewport's top) while the next section pushes it out.
    public var y: Double

    public init(section: Int, y: Double) { self.section = section; self.y = y }
}
