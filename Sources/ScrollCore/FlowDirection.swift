/// A writing mode and a direction together: which physical side each logical side is, and so
/// where a scroll container's scroll origin lies (CSSOM View §"scrolling area origin"; Blink
/// `PaintLayerScrollableArea::ScrollOrigin`).
///
/// Coordinates stay physical whatever the flow: only anchors given as `block`/`inline`, the
/// resting offset and the CSSOM `scrollLeft`/`scrollTop` numbers depend on it.
///
/// Measured in Chromium 156 (`scrollIntoView({block: "start", inline: "start"})` and the
/// resting `scrollLeft`/`scrollTop` for each combination), matching CSS Writing Modes 4 §2–3:
///
/// | writing-mode  | block axis, start | inline axis, start (ltr / rtl) |
/// | ------------- | ----------------- | ------------------------------ |
/// | horizontal-tb | y, top            | x, left / right                |
/// | vertical-rl   | x, right          | y, top / bottom                |
/// | vertical-lr   | x, left           | y, top / bottom                |
/// | sideways-rl   | x, right          | y, top / bottom                |
/// | sideways-lr   | x, left           | y, bottom / top                |
public struct FlowDirection: Sendable, Equatable {
    public var writingMode: WritingMode
    public var direction: TextDirection

    public init(writingMode: WritingMode = .horizontalTB, direction: TextDirection = .ltr) {
        self.writingMode = writingMode
        self.direction = direction
    }

    /// horizontal-tb, ltr: every rule of the service before writing modes existed.
    public static let standard = FlowDirection()

    public var isStandard: Bool { self == .standard }

    /// The inline axis: the other one.
    public var inlineAxis: Axis { writingMode.blockAxis == .vertical ? .horizontal : .vertical }

    /// Whether `axis` runs from its right (x) or bottom (y) end: its start side — and the
    /// scroll origin — is the physical maximum.
    public func isReversed(_ axis: Axis) -> Bool {
        if axis == writingMode.blockAxis {
            // Blocks never start at the bottom.
            return axis == .horizontal && writingMode.blockStartIsRight
        }
        // sideways-lr turns the line counter-clockwise: its line-left (ltr inline start) is
        // the bottom.
        let rtl = direction == .rtl
        return writingMode == .sidewaysLR ? !rtl : rtl
    }

    /// A physical anchor from logical ones: the block anchor goes to the block axis, the
    /// inline one to the inline axis, and a fraction measured from a start side that is the
    /// physical end is mirrored (`start` on a reversed axis is the physical `end`).
    public func physicalAnchor(block: AxisAnchor, inline: AxisAnchor) -> Anchor {
        var anchor = Anchor.nearest
        for axis in Axis.allCases {
            let logical = axis == writingMode.blockAxis ? block : inline
            anchor[axis] = isReversed(axis) ? logical.mirrored : logical
        }
        return anchor
    }

    /// The scroll origin: per axis the range minimum, or the maximum on a reversed axis.
    public func scrollOrigin(in range: ScrollRange) -> Point {
        Point(
            x: isReversed(.horizontal) ? range.max.x : range.min.x,
            y: isReversed(.vertical) ? range.max.y : range.min.y)
    }

    /// The CSSOM `scrollLeft`/`scrollTop` of a physical offset: 0 at the scroll origin,
    /// negative toward the end of a reversed axis (CSSOM View, "scroll position").
    /// `origin`: the scroll origin when it is not `scrollOrigin(in: range)` (see
    /// `ScrollToResult.scrollOrigin`).
    public func scrollPosition(of offset: Point, in range: ScrollRange, origin: Point? = nil) -> Point {
        let origin = origin ?? scrollOrigin(in: range)
        return Point(x: offset.x - origin.x, y: offset.y - origin.y)
    }
}

extension AxisAnchor {
    /// The same place measured from the other end: `start` ↔ `end`, fractions `f` → `1 − f`.
    public var mirrored: AxisAnchor {
        switch self {
        case .fraction(let f): return .fraction(1 - f)
        case .nearest: return .nearest
        }
    }
}
