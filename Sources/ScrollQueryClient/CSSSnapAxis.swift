/// `scroll-snap-type`'s axis.
public enum CSSSnapAxis: String, Codable, Hashable, Sendable {
    case x, y, both
}
