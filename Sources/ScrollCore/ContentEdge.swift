/// One of the nine alignments of the whole content (seed: Amzd/ScrollViewProxy
/// `scrollTo(_ alignment:)`). The target is the content rect `(0, 0, contentSize)` and the
/// edge's `UnitPoint` is the anchor: `top` gives the range minimum on y and centres x,
/// `bottom` the maximum, `center` puts the content's centre at the centre of the area.
public enum ContentEdge: String, Sendable, CaseIterable {
    case top, bottom, leading, trailing, center
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// The `UnitPoint` this edge aligns with.
    public var anchor: Anchor {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .leading: return .leading
        case .trailing: return .trailing
        case .center: return .center
        case .topLeading: return .topLeading
        case .topTrailing: return .topTrailing
        case .bottomLeading: return .bottomLeading
        case .bottomTrailing: return .bottomTrailing
        }
    }

    /// Leading and trailing swapped: the edge a right-to-left SwiftUI or UIKit layout means.
    public var mirrored: ContentEdge {
        switch self {
        case .leading: return .trailing
        case .trailing: return .leading
        case .topLeading: return .topTrailing
        case .topTrailing: return .topLeading
        case .bottomLeading: return .bottomTrailing
        case .bottomTrailing: return .bottomLeading
        case .top, .bottom, .center: return self
        }
    }
}
