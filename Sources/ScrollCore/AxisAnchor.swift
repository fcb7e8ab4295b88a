/// Where a target should land along one axis of the alignment area.
public enum AxisAnchor: Sendable, Equatable {
    /// A unit position: 0 aligns the target's start with the area's start, 0.5 their centres,
    /// 1 their ends (SwiftUI `UnitPoint`, CSS `start`/`center`/`end`, UITableView
    /// `.top`/`.middle`/`.bottom`). Values outside 0…1 are allowed, as in `UnitPoint`.
    case fraction(Double)
    /// Move as little as possible to reveal the target; the rule depends on the semantics
    /// (see `NearestRule`).
    case nearest

    public static let start = AxisAnchor.fraction(0)
    public static let center = AxisAnchor.fraction(0.5)
    public static let end = AxisAnchor.fraction(1)
}
