/// What a platform's rule aligns to on the scroll axis — the one thing, besides the rule itself,
/// in which Flutter, Compose and Android differ from each other and from ScrollQuery's
/// `alignmentArea` (viewport less insets *and* scroll padding).
enum PlatformAlignmentArea {
    /// The viewport less `scrollPadding` only: padding scrolls away (Flutter `getOffsetToReveal`:
    /// `mainAxisExtent = size.height - extentOfPinnedSlivers`; Compose `bringIntoView`, whose
    /// container is the whole node less sticky headers).
    case viewportLessScrollPadding
    /// The viewport less `contentInsets` only (RecyclerView `getPaddingTop() …
    /// getHeight() - getPaddingBottom()`, Compose `scrollToItem`'s `beforeContentPadding`);
    /// sticky headers are ignored.
    case viewportLessContentInsets
    /// The whole viewport (`android.widget.ScrollView`: `getHeight()`).
    case wholeViewport
}

extension ScrollGeometry {
    /// This geometry with only the insets `area` shrinks the alignment area by, so the one anchor
    /// formula (`idealOffset(on:toPlace:at:nearest:)`) and `alignmentArea` serve the platform.
    /// Its `range` is not the scroll view's: clamp with `self.range`.
    func aligning(to area: PlatformAlignmentArea) -> ScrollGeometry {
        var geometry = self
        switch area {
        case .viewportLessScrollPadding: geometry.contentInsets = .zero
        case .viewportLessContentInsets: geometry.scrollPadding = .zero
        case .wholeViewport:
            geometry.contentInsets = .zero
            geometry.scrollPadding = .zero
        }
        return geometry
    }

    /// The unclamped offset that puts `target` at unit position `anchor` of `area` on `axis`.
    func offset(placing target: Span, at anchor: Double, of area: PlatformAlignmentArea, on axis: Axis) -> Double {
        aligning(to: area).idealOffset(on: axis, toPlace: target, at: .fraction(anchor), nearest: .leastMovement)
    }
}

/// One platform rule's answer on the scroll axis.
struct PlatformAxisOffset: Equatable {
    /// The offset the rule asks for before the scroll view clamps it.
    var ideal: Double
    /// Where the rule itself leaves the offset (some rules clamp or limit inside).
    var resting: Double

    init(ideal: Double, resting: Double) {
        self.ideal = ideal
        self.resting = resting
    }

    /// A rule that leaves clamping to the scroll view.
    init(_ ideal: Double) {
        self.init(ideal: ideal, resting: ideal)
    }
}
