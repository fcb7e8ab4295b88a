/// CSS `writing-mode` (CSS Writing Modes Level 4 §3.1): which physical axis is the block axis
/// and on which side blocks start. SwiftUI and UIKit have no such notion: they are always
/// `horizontalTB`.
public enum WritingMode: String, Sendable, CaseIterable {
    case horizontalTB = "horizontal-tb"
    case verticalRL = "vertical-rl"
    case verticalLR = "vertical-lr"
    case sidewaysRL = "sideways-rl"
    case sidewaysLR = "sideways-lr"

    /// The physical axis blocks stack along: y for horizontal-tb, x for every vertical mode.
    public var blockAxis: Axis { self == .horizontalTB ? .vertical : .horizontal }

    /// Whether block-start is the right side (the "flipped blocks" modes of Blink's
    /// `WritingModeConverter`: vertical-rl and sideways-rl).
    var blockStartIsRight: Bool { self == .verticalRL || self == .sidewaysRL }
}
