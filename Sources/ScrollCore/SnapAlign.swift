/// Which edge of a snap area meets the same edge of the snapport (CSS `scroll-snap-align`,
/// SwiftUI `.viewAligned` anchors): `start`, `center` or `end`; `none` makes the item no snap
/// position on that axis.
public enum SnapAlign: String, Sendable, CaseIterable {
    case start, center, end, none

    /// The anchor fraction along the axis (0 start, ½ center, 1 end); nil for `none`.
    public var fraction: Double? {
        switch self {
        case .start: return 0
        case .center: return 0.5
        case .end: return 1
        case .none: return nil
        }
    }
}
