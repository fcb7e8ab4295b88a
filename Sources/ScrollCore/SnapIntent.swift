/// What the user did, which decides how a snap position is chosen.
///
/// These are the three CSS Scroll Snap "snap selection strategies" as Chromium names them
/// (`cc/input/snap_selection_strategy.h`): an intended end position (`scrollTo`, a thumb drag —
/// `EndPositionStrategy`), an intended direction *and* end position (`scrollBy`, page keys —
/// `EndAndDirectionStrategy`), and a fling, whose end position is its projection and whose
/// direction is the velocity's (Chromium also snaps a fling's end with the end-and-direction
/// strategy).
public enum SnapIntent: Sendable, Equatable {
    /// A fling released at the current offset with this velocity (points per second).
    case velocity(Point)
    /// An intended end position.
    case proposedOffset(Point)
    /// An intended move from the current offset.
    case delta(Point)
}
