/// The neighbour of an item in content order (`{"next": {"after": id}}`,
/// `{"previous": {"before": id}}`): how a tvOS dashboard or an auto-advancing carousel
/// (the AutoRevealView of seed 001) moves one item at a time.
public enum ItemStep: Sendable, Equatable {
    case next
    case previous

    /// The position after (or before) `index` in a list of `count` items. At an end, `wrap`
    /// goes round to the other end; without it the end item stays the target, as focus does
    /// at the end of a tvOS shelf. `index` must be a valid position.
    public func index(from index: Int, count: Int, wrap: Bool) -> Int {
        switch self {
        case .next:
            if index + 1 < count { return index + 1 }
            return wrap ? 0 : index
        case .previous:
            if index > 0 { return index - 1 }
            return wrap ? Swift.max(0, count - 1) : index
        }
    }
}
