/// The Flutter, Jetpack Compose or Android Views scroll call whose rule places the target
/// (`ScrollOffsetRequest.call`, with semantics flutter, compose or android). Encoded as
/// `{"name": …, <its parameters>}`; px parameters are divided by `displayScale`.
public enum PlatformCall: Codable, Hashable, Sendable {
    /// Flutter `Scrollable.ensureVisible` (alignment: unit position, default 0; policy default explicit).
    case ensureVisible(alignment: Double? = nil, alignmentPolicy: FlutterAlignmentPolicy? = nil)
    /// Flutter `RenderObject.showOnScreen()`: least movement.
    case showOnScreen
    /// Flutter `ScrollPosition.jumpTo(pixels)`: takes no target.
    case jumpTo(pixels: Double)
    /// Compose `LazyListState.scrollToItem(index, scrollOffset)` (px, default 0).
    case scrollToItem(scrollOffset: Double? = nil)
    /// Compose `bringIntoView()` under a `BringIntoViewSpec` (default `default`).
    case bringIntoView(spec: ComposeBringIntoViewSpec? = nil)
    /// RecyclerView `smoothScrollToPosition` with a `LinearSmoothScroller` (snap default `any`).
    case smoothScrollToPosition(snap: AndroidSnap? = nil)
    /// RecyclerView `scrollToPosition`.
    case scrollToPosition
    /// `LinearLayoutManager.scrollToPositionWithOffset` (`offset` px from the padded start edge).
    case scrollToPositionWithOffset(offset: Double)
    /// RecyclerView `requestChildRectangleOnScreen`.
    case requestChildRectangleOnScreen
    /// `android.widget.ScrollView.requestChildRectangleOnScreen` (`fadingEdge` px, default 0).
    case scrollViewRequestChildRectangleOnScreen(fadingEdge: Double? = nil)

    private enum Key: String, CodingKey { case name, alignment, alignmentPolicy, pixels, scrollOffset, spec, snap, offset, fadingEdge }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .ensureVisible(let alignment, let policy):
            try container.encode("ensureVisible", forKey: .name)
            try container.encodeIfPresent(alignment, forKey: .alignment)
            try container.encodeIfPresent(policy, forKey: .alignmentPolicy)
        case .showOnScreen: try container.encode("showOnScreen", forKey: .name)
        case .jumpTo(let pixels):
            try container.encode("jumpTo", forKey: .name)
            try container.encode(pixels, forKey: .pixels)
        case .scrollToItem(let scrollOffset):
            try container.encode("scrollToItem", forKey: .name)
            try container.encodeIfPresent(scrollOffset, forKey: .scrollOffset)
        case .bringIntoView(let spec):
            try container.encode("bringIntoView", forKey: .name)
            try container.encodeIfPresent(spec, forKey: .spec)
        case .smoothScrollToPosition(let snap):
            try container.encode("smoothScrollToPosition", forKey: .name)
            try container.encodeIfPresent(snap, forKey: .snap)
        case .scrollToPosition: try container.encode("scrollToPosition", forKey: .name)
        case .scrollToPositionWithOffset(let offset):
            try container.encode("scrollToPositionWithOffset", forKey: .name)
            try container.encode(offset, forKey: .offset)
        case .requestChildRectangleOnScreen: try container.encode("requestChildRectangleOnScreen", forKey: .name)
        case .scrollViewRequestChildRectangleOnScreen(let fadingEdge):
            try container.encode("ScrollView.requestChildRectangleOnScreen", forKey: .name)
            try container.encodeIfPresent(fadingEdge, forKey: .fadingEdge)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(String.self, forKey: .name) {
        case "ensureVisible":
            self = .ensureVisible(alignment: try container.decodeIfPresent(Double.self, forKey: .alignment),
                                  alignmentPolicy: try container.decodeIfPresent(FlutterAlignmentPolicy.self, forKey: .alignmentPolicy))
        case "showOnScreen": self = .showOnScreen
        case "jumpTo": self = .jumpTo(pixels: try container.decode(Double.self, forKey: .pixels))
        case "scrollToItem": self = .scrollToItem(scrollOffset: try container.decodeIfPresent(Double.self, forKey: .scrollOffset))
        case "bringIntoView": self = .bringIntoView(spec: try container.decodeIfPresent(ComposeBringIntoViewSpec.self, forKey: .spec))
        case "smoothScrollToPosition": self = .smoothScrollToPosition(snap: try container.decodeIfPresent(AndroidSnap.self, forKey: .snap))
        case "scrollToPosition": self = .scrollToPosition
        case "scrollToPositionWithOffset": self = .scrollToPositionWithOffset(offset: try container.decode(Double.self, forKey: .offset))
        case "requestChildRectangleOnScreen": self = .requestChildRectangleOnScreen
        case "ScrollView.requestChildRectangleOnScreen":
            self = .scrollViewRequestChildRectangleOnScreen(fadingEdge: try container.decodeIfPresent(Double.self, forKey: .fadingEdge))
        case let name:
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "unknown call \(name)")
        }
    }
}
