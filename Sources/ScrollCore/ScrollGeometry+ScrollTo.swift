extension ScrollGeometry {
    /// The offset that brings `request.target` to its anchor, clamped to the range and rounded
    /// to the pixel grid.
    ///
    /// Order of operations: ideal offset per axis → round to the pixel grid → clamp to the
    /// range, so the answer is always inside the range, and a range bound that is itself off
    /// the grid (content 200.3 tall) is still reachable exactly.
    ///
    /// `semantics: .css` with a pixel grid lays the geometry out as Blink does instead
    /// (`scrollToOnDevicePixels`).
    public func scrollTo(_ request: ScrollToRequest) -> ScrollToResult {
        if request.semantics == .css, let grid = request.pixelGrid {
            return scrollToOnDevicePixels(request, scale: grid.scale)
        }
        let (ideal, targetRect) = idealOffset(for: request)
        let range = self.range
        let rounded = request.pixelGrid.map { grid in Point(x: grid.round(ideal.x), y: grid.round(ideal.y)) } ?? ideal
        let offset = range.clamp(rounded)
        return ScrollToResult(
            contentOffset: offset,
            idealOffset: ideal,
            clampedX: range.excludes(ideal.x, on: .horizontal),
            clampedY: range.excludes(ideal.y, on: .vertical),
            range: range,
            visibleRect: visibleRect(at: offset),
            targetRect: targetRect
        )
    }

    /// The unclamped, unrounded offset `request` asks for, and for a rect target the rect
    /// aligned (grown by the margin).
    func idealOffset(for request: ScrollToRequest) -> (ideal: Point, targetRect: Rect?) {
        let ideal: Point
        var targetRect: Rect? = nil
        switch request.target {
        case .point(let point):
            ideal = point
        case .page(let direction, let overlap):
            ideal = direction.offset(from: self, overlap: overlap)
        case .edge(let edge):
            let content = Rect(origin: .zero, size: contentSize)
            ideal = idealOffset(placing: content, at: edge.anchor, nearest: request.semantics.nearestRule)
        case .rect(let rect):
            let box = request.semantics.alignedRect(for: rect)
            let target = box.outset(by: request.margin)
            targetRect = target
            let anchor = request.anchor ?? request.semantics.defaultAnchor
            if request.mode == .ifNeeded {
                ideal = idealOffsetIfNeeded(box: box, target: target, anchor: anchor, nearest: request.semantics.nearestRule)
            } else {
                ideal = idealOffset(placing: target, at: anchor, nearest: request.semantics.nearestRule)
            }
        }
        return (ideal, targetRect)
    }

    /// `IfNeededRule` on each axis: an axis already in view keeps the current offset.
    private func idealOffsetIfNeeded(box: Rect, target: Rect, anchor: Anchor, nearest rule: NearestRule) -> Point {
        var ideal = contentOffset
        for axis in Axis.allCases {
            let span = target.span(axis)
            let decision = IfNeededRule.decide(
                box: box.span(axis), marginBox: span, area: alignmentArea(on: axis, at: contentOffset[axis]),
                anchor: anchor[axis])
            if case .align(let axisAnchor) = decision {
                ideal[axis] = idealOffset(on: axis, toPlace: span, at: axisAnchor, nearest: rule)
            }
        }
        return ideal
    }

    private func idealOffset(placing target: Rect, at anchor: Anchor, nearest rule: NearestRule) -> Point {
        Point(
            x: idealOffset(on: .horizontal, toPlace: target.span(.horizontal), at: anchor.x, nearest: rule),
            y: idealOffset(on: .vertical, toPlace: target.span(.vertical), at: anchor.y, nearest: rule)
        )
    }
}
