/// How a platform resolves the `nearest` anchor on one axis.
///
/// Every rule leaves the offset alone when the target already lies inside the alignment area
/// (edges may touch). They differ for targets that stick out, above all for targets longer
/// than the area.
public enum NearestRule: Sendable, Equatable {
    /// CSSOM View "determine the scroll-into-view position", `nearest`, as Chromium implements
    /// it (`ScrollAlignment::GetScrollOffsetToExpose`, align-to-closest-edge):
    /// - a target covering the whole area (both ends outside or on the edges) does not move;
    /// - the target's *end* is aligned with the area's end when it sticks out past the end and
    ///   is shorter than the area, or sticks out before the start and is longer than the area
    ///   (so a long target fills the area with the least movement);
    /// - otherwise its start is aligned with the area's start.
    /// The spec's comparisons are strict, so for a target exactly as long as the area the spec
    /// would not move; Chromium aligns the start (which then also aligns the end), and so do we.
    /// SwiftUI's `scrollTo(id)` without an anchor ("the minimum amount to make it visible")
    /// follows the same least-movement rule.
    case leastMovement

    /// UIKit `UITableView.ScrollPosition.none`: "a row above the visible area behaves like
    /// `.top`, below like `.bottom`". A target whose start lies before the area's start aligns
    /// starts; any other target that is not fully visible aligns ends — even one longer than
    /// the area, where CSS would not move or would align the other edge.
    case startAboveAlignsStart

    /// The offset on one axis that reveals `target` from `offset`.
    /// - Parameters:
    ///   - target: the target span in content coordinates.
    ///   - area: the alignment area in content coordinates at the current `offset`.
    ///   - offset: the current content offset on this axis.
    public func offset(revealing target: Span, in area: Span, from offset: Double) -> Double {
        let alignStart = offset + (target.start - area.start)
        let alignEnd = offset + (target.end - area.end)
        if area.contains(target) { return offset }
        switch self {
        case .leastMovement:
            if target.start <= area.start && target.end >= area.end { return offset }
            let endFirst = (target.end > area.end && target.length < area.length)
                || (target.end < area.end && target.length > area.length)
            return endFirst ? alignEnd : alignStart
        case .startAboveAlignsStart:
            return target.start < area.start ? alignStart : alignEnd
        }
    }
}
