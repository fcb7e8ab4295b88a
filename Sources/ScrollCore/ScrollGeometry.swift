/// A scroll view at one moment: the viewport (the scroll view's bounds), the content it scrolls,
/// the content insets and scroll padding, and the current content offset.
///
/// Offsets follow UIKit/SwiftUI `ScrollGeometry`: the offset is the content point shown at the
/// viewport's top-left corner, and at rest with a top inset it is `-inset.top`.
public struct ScrollGeometry: Sendable, Equatable {
    public var viewport: Size
    public var contentSize: Size
    /// Insets that *extend* the scrollable range and shrink the area anchors align to
    /// (UIKit `adjustedContentInset`, SwiftUI safe area / content margins).
    public var contentInsets: Insets
    /// Padding that shrinks the area anchors align to but does *not* extend the range
    /// (CSS `scroll-padding`; the `insets:` of SelfSizingScroller).
    public var scrollPadding: Insets
    /// The current offset. `nearest` measures movement from here.
    public var contentOffset: Point

    /// - Parameter contentOffset: the current offset; nil means the range minimum (at rest).
    public init(
        viewport: Size,
        contentSize: Size,
        contentInsets: Insets = .zero,
        scrollPadding: Insets = .zero,
        contentOffset: Point? = nil
    ) {
        self.viewport = viewport
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.scrollPadding = scrollPadding
        self.contentOffset = contentOffset
            ?? ScrollRange(viewport: viewport, contentSize: contentSize, contentInsets: contentInsets).min
    }

    /// The valid offsets.
    public var range: ScrollRange {
        ScrollRange(viewport: viewport, contentSize: contentSize, contentInsets: contentInsets)
    }

    /// The content rect the viewport shows at `offset` (SwiftUI `ScrollGeometry.visibleRect`:
    /// the whole container, insets included).
    public func visibleRect(at offset: Point) -> Rect {
        Rect(origin: offset, size: viewport)
    }

    /// The area anchors align to on `axis`, in content coordinates at `offset`: the viewport
    /// less content insets and scroll padding. An area squeezed below zero length is treated
    /// as zero length at its leading edge.
    public func alignmentArea(on axis: Axis, at offset: Double) -> Span {
        let edges = contentInsets + scrollPadding
        let length = Swift.max(0, viewport[axis] - edges.total(axis))
        return Span(start: offset + edges.leading(axis), length: length)
    }

    /// The unclamped offset on `axis` that puts `target` at `anchor` of the alignment area.
    ///
    /// One formula serves SwiftUI `UnitPoint` anchors, CSS start/center/end, UITableView
    /// `.top/.middle/.bottom`, Flutter `ensureVisible(alignment:)` and Android
    /// `SNAP_TO_START/END`: the target point `target.start + a·target.length` meets the area
    /// point `area.start + a·area.length`, so
    /// `offset = target.start − area.start − a·(area.length − target.length)`
    /// with `area.start` measured from the viewport's leading edge.
    public func idealOffset(
        on axis: Axis, toPlace target: Span, at anchor: AxisAnchor, nearest rule: NearestRule
    ) -> Double {
        let current = contentOffset[axis]
        let area = alignmentArea(on: axis, at: current)
        switch anchor {
        case .fraction(let a):
            let areaStartInViewport = area.start - current
            return target.start - areaStartInViewport - a * (area.length - target.length)
        case .nearest:
            return rule.offset(revealing: target, in: area, from: current)
        }
    }
}
