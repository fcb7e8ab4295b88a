/// How `scrollIntoViewIfNeeded` decides, on one axis, whether and how a target moves.
///
/// Chromium decides per axis (Blink `ScrollAlignment::CenterIfNeeded()` is
/// `{rect_visible: no scroll, rect_hidden: center, rect_partial: closest edge}`, applied to x and
/// y separately by `scroll_into_view_util::GetScrollOffsetToExpose`). Measured in Chromium 156:
/// an axis already in view never moves, even when the other one does.
/// compute-scroll-into-view (`scrollMode: "if-needed"`) decides for the whole box instead; the
/// service follows Chromium.
///
/// On one axis, with `box` the target's own box and `marginBox` the box grown by its
/// scroll-margin:
/// - `marginBox` inside the alignment area, or covering it: no scroll;
/// - `box` partly inside (overlapping by more than zero), or inside while `marginBox` is not:
///   the nearest edge (`nearest`);
/// - `box` wholly outside (touching counts as outside): the request's anchor.
public enum IfNeededRule {
    /// What the axis does.
    public enum Decision: Sendable, Equatable {
        case stay
        case align(AxisAnchor)
    }

    public static func decide(box: Span, marginBox: Span, area: Span, anchor: AxisAnchor) -> Decision {
        if area.contains(marginBox) || (marginBox.start <= area.start && marginBox.end >= area.end) {
            return .stay
        }
        let overlap = Swift.min(box.end, area.end) - Swift.max(box.start, area.start)
        return overlap > 0 ? .align(.nearest) : .align(anchor)
    }
}
