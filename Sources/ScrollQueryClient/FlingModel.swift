/// How far a fling goes: UIKit's per-millisecond decay (`uikit`), its continuous limit
/// (`uikitExponential`), or Android's OverScroller spline (`android`).
public enum FlingModel: String, Codable, Hashable, Sendable {
    case uikit, uikitExponential, android
}
