/// Which platform's behaviour a request asks for. The platforms share the anchor formula
/// (`ScrollGeometry.idealOffset`) but differ in the default anchor and in `nearest`.
public enum ScrollSemantics: String, Sendable, CaseIterable {
    /// SwiftUI `ScrollViewProxy.scrollTo(_:anchor:)`.
    case swiftui
    /// UIKit `UIScrollView.scrollRectToVisible(_:animated:)` / `UITableView.scrollToRow(at:at:animated:)`.
    case uikit
    /// CSSOM View `Element.scrollIntoView()`, as Chromium implements it.
    case css

    /// The anchor used when the request names none.
    /// - SwiftUI: `scrollTo(id)` with a nil anchor scrolls "the minimum amount to make it visible".
    /// - UIKit: `scrollRectToVisible` scrolls just enough to make the rect visible.
    /// - CSS: `scrollIntoView()` means `{block: "start", inline: "nearest"}` (CSSOM View,
    ///   `ScrollIntoViewOptions` defaults); in horizontal-tb, block is y and inline is x.
    public var defaultAnchor: Anchor {
        switch self {
        case .swiftui, .uikit: return .nearest
        case .css: return Anchor(x: .nearest, y: .start)
        }
    }

    /// `defaultAnchor` in a writing mode and direction: CSS's `{block: start, inline: nearest}`
    /// is logical, so in vertical-rl it aligns the target's right edge (CSSOM View). SwiftUI
    /// and UIKit default to `nearest` on both axes, whatever the direction.
    public func defaultAnchor(in flow: FlowDirection) -> Anchor {
        switch self {
        case .swiftui, .uikit: return .nearest
        case .css: return flow.physicalAnchor(block: .start, inline: .nearest)
        }
    }

    /// The `nearest` rule of this platform.
    public var nearestRule: NearestRule {
        switch self {
        case .swiftui, .css: return .leastMovement
        case .uikit: return .startAboveAlignsStart
        }
    }

    /// The rect this platform actually aligns for a target frame, before the margin is added.
    ///
    /// Chromium gives an empty box a length of 1 px on each empty axis before it aligns
    /// (`AdjustRectToNotEmpty` in Blink's `scroll_into_view_util.cc`), so `end`, `center` and
    /// `nearest` move one pixel further than the zero-length geometry would. SwiftUI and UIKit
    /// align the frame as it is.
    public func alignedRect(for frame: Rect) -> Rect {
        guard self == .css else { return frame }
        var rect = frame
        if rect.size.width <= 0 { rect.size.width = 1 }
        if rect.size.height <= 0 { rect.size.height = 1 }
        return rect
    }
}
