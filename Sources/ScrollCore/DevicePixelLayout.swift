/// How Chromium lays out and scrolls CSS geometry on a screen with `scale` device pixels per
/// CSS px (the device scale factor), so that `semantics: "css"` with a `displayScale` rests
/// exactly where the browser does. Measured in Chromium 156 at DSF 1, 2, 3, 1.5 and 2.625 on
/// fractional layouts, following Blink's sources:
/// - layout works in device pixels, and every length × scale becomes a `LayoutUnit`, a fixed
///   point number of 1/64 px, **truncated** (`LayoutUnit(float)`): an item's top and its height
///   separately, and viewport, content size, padding and margin alike;
/// - the scroll range is a whole number of device pixels long:
///   `round(content) − round(viewport)` (Blink's `PixelSnappedScrollWidth/Height` less the
///   pixel-snapped client size), measured from the scroll origin — the range minimum, or on
///   an axis that starts at its right or bottom end the content's (unsnapped) end;
/// - a scroll position is a whole number of device pixels from that origin (`ScrollableArea`
///   snaps it when it is set), so the current offset a client sends is first put there:
///   rounded half up, clamped;
/// - alignment uses the unsnapped (1/64-truncated) viewport; the ideal offset is rounded half
///   up to a device pixel, then clamped.
/// Working in device pixels on multiples of 1/64 keeps every tie exact in doubles
/// (18.095238095238095 × 2.625 is 47.49999999999999 in CSS px arithmetic, 47.5 here).
struct DevicePixelLayout {
    let scale: Double

    /// `value` CSS px as a LayoutUnit in device pixels: × scale, truncated to 1/64.
    func layoutUnit(_ value: Double) -> Double {
        (value * scale * 64).rounded(.towardZero) / 64
    }

    func layoutUnit(_ size: Size) -> Size {
        Size(width: layoutUnit(size.width), height: layoutUnit(size.height))
    }

    func layoutUnit(_ insets: Insets) -> Insets {
        Insets(
            top: layoutUnit(insets.top), left: layoutUnit(insets.left),
            bottom: layoutUnit(insets.bottom), right: layoutUnit(insets.right))
    }

    func layoutUnit(_ rect: Rect) -> Rect {
        Rect(
            x: layoutUnit(rect.origin.x), y: layoutUnit(rect.origin.y),
            width: layoutUnit(rect.size.width), height: layoutUnit(rect.size.height))
    }

    /// A device-pixel value rounded half up to a whole device pixel.
    static func snap(_ value: Double) -> Double {
        (value + 0.5).rounded(.down)
    }
}

extension ScrollGeometry {
    /// `scrollTo` for `semantics: .css` on a `scale` device-pixel grid (`DevicePixelLayout`).
    ///
    /// - Parameter rectInDevicePixels: for a rect target, the rect already laid out in device
    ///   pixels (what an ancestor of a chain aligns: LayoutUnit arithmetic, not a CSS rect
    ///   converted again).
    func scrollToOnDevicePixels(
        _ request: ScrollToRequest, scale: Double, rectInDevicePixels: Rect? = nil
    ) -> ScrollToResult {
        let layout = DevicePixelLayout(scale: scale)
        let snap = DevicePixelLayout.snap
        let viewportDP = layout.layoutUnit(viewport)
        let contentDP = layout.layoutUnit(contentSize)
        let insetsDP = layout.layoutUnit(contentInsets)
        // Per axis: the scroll origin (physical, device px) and the whole-pixel length of the
        // range. Scroll positions are whole device pixels *from the origin*: on an axis that
        // starts at its right or bottom end the origin is the content's end less the
        // viewport, which need not be on the grid (measured: content 1127.375 wide, viewport
        // 421.5 in rtl rests at physical 705.875 with `scrollLeft` 0, and every reachable
        // offset is 705.875 + k).
        var origin = Point.zero
        var length = Point.zero
        var lowest = Point.zero
        var range = ScrollRange(min: .zero, max: .zero)
        for axis in Axis.allCases {
            let low = snap(-insetsDP.leading(axis))
            let span = Swift.max(0, snap(contentDP[axis] + insetsDP.trailing(axis)) - snap(viewportDP[axis]))
            length[axis] = span
            if request.flow.isReversed(axis) {
                // Blink keeps the scroll origin as whole pixels, the overflow's far end
                // truncated (`ScrollOrigin()`), so positions run from −trunc(end) to
                // span − trunc(end): with content 237.5625 and viewport 162.1875 (end 75.375,
                // span 238 − 162 = 76) `scrollLeft` goes from −75 to +1, physical 0.375…76.375.
                let high = Swift.max(-insetsDP.leading(axis), contentDP[axis] + insetsDP.trailing(axis) - viewportDP[axis])
                let whole = high.rounded(.towardZero)
                origin[axis] = high
                lowest[axis] = -whole
                range.min[axis] = high - whole
                range.max[axis] = high - whole + span
            } else {
                origin[axis] = low
                range.min[axis] = low
                range.max[axis] = low + span
            }
        }
        /// A physical device-pixel offset put on the grid of scroll positions: rounded half up
        /// (ties go up physically, on a reversed axis too) and clamped.
        func onGrid(_ value: Double, _ axis: Axis) -> Double {
            let position = snap(value - origin[axis])
            let bounded = Swift.min(Swift.max(position, lowest[axis]), lowest[axis] + length[axis])
            return origin[axis] + bounded
        }
        let current = Point(
            x: onGrid(contentOffset.x * scale, .horizontal), y: onGrid(contentOffset.y * scale, .vertical))
        let geometryDP = ScrollGeometry(
            viewport: viewportDP, contentSize: contentDP, contentInsets: insetsDP,
            scrollPadding: layout.layoutUnit(scrollPadding), contentOffset: current)
        var requestDP = request
        requestDP.pixelGrid = nil
        requestDP.margin = layout.layoutUnit(request.margin)
        // The empty-box rule (`ScrollSemantics.alignedRect`: 1 px) is applied in CSS px, before
        // the conversion; the device-pixel request then aligns the rect as it is, with the
        // same least-movement `nearest` and the css default anchor made explicit. (A 1 px
        // added in device pixels would reach the answer as 1/scale px: unbounded for tiny
        // scales.)
        requestDP.semantics = .swiftui
        requestDP.anchor = request.anchor ?? ScrollSemantics.css.defaultAnchor
        switch request.target {
        case .rect(let rect):
            requestDP.target = .rect(rectInDevicePixels ?? layout.layoutUnit(ScrollSemantics.css.alignedRect(for: rect)))
        case .point(let point): requestDP.target = .point(Point(x: point.x * scale, y: point.y * scale))
        case .page(let direction, let overlap): requestDP.target = .page(direction, overlap: overlap * scale)
        case .edge: break
        }
        let idealDP = geometryDP.idealOffset(for: requestDP).ideal
        let offsetDP = Point(x: onGrid(idealDP.x, .horizontal), y: onGrid(idealDP.y, .vertical))
        let offset = Point(x: offsetDP.x / scale, y: offsetDP.y / scale)
        var targetRect: Rect? = nil
        if case .rect(let rect) = request.target {
            targetRect = request.semantics.alignedRect(for: rect).outset(by: request.margin)
        }
        // A point target is its own ideal, as sent (not × scale / scale, which may lose a bit).
        var ideal = Point(x: idealDP.x / scale, y: idealDP.y / scale)
        if case .point(let point) = request.target { ideal = point }
        let answerRange = ScrollRange(
            min: Point(x: range.min.x / scale, y: range.min.y / scale),
            max: Point(x: range.max.x / scale, y: range.max.y / scale))
        let answerOffset = answerRange.clamp(offset)
        var result = ScrollToResult(
            contentOffset: answerOffset,
            idealOffset: ideal,
            clampedX: answerRange.excludes(ideal.x, on: .horizontal),
            clampedY: answerRange.excludes(ideal.y, on: .vertical),
            range: answerRange,
            visibleRect: visibleRect(at: answerOffset),
            targetRect: targetRect)
        if !request.flow.isStandard {
            result.scrollOrigin = Point(
                x: request.flow.isReversed(.horizontal) ? origin.x / scale : range.min.x / scale,
                y: request.flow.isReversed(.vertical) ? origin.y / scale : range.min.y / scale)
        }
        return result
    }
}
