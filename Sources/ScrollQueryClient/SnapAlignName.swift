/// CSS `scroll-snap-align` on one axis; `none` makes the item no snap area on it.
public enum SnapAlignName: String, Codable, Hashable, Sendable {
    case start, center, end, none
}
