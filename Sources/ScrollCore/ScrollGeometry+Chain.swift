extension ScrollGeometry {
    /// Scrolls a rect target into view through a chain of containers, innermost (`self`)
    /// first, as `scrollIntoView` does (CSSOM View "scroll an element into view": for each
    /// ancestor scroll container, innermost first, scroll it to reveal the element). Each
    /// ancestor sees the target where the inner scrolls moved it, as Blink's
    /// `PerformBubblingScrollIntoView` hands each container the rect the previous one
    /// returned (`PaintLayerScrollableArea::ScrollIntoView`), measured in Chromium 156:
    /// - the rect an ancestor aligns is the target's box (not grown by the margin; each level
    ///   grows it by `request.margin` itself) moved by the inner container's new offset and
    ///   clipped to the inner container's scrollport (`frame`), not reduced by the inner
    ///   scroll padding;
    /// - the anchor is the request's, resolved once (Chromium uses the target's own style for
    ///   every container);
    /// - with a pixel grid, each ancestor sees the inner container's rounded offset.
    ///
    /// A target clipped away entirely (not visible in an inner scrollport even after its
    /// scroll) reaches the ancestor as an empty rect at the nearest point of that scrollport.
    ///
    /// - Returns: the innermost container's answer and one per ancestor, in `ancestors`' order;
    ///   with `.nearest`, ancestors keep their offsets.
    public func scrollTo(
        _ request: ScrollToRequest, through ancestors: [ScrollAncestor], container: ChainContainer
    ) -> (innermost: ScrollToResult, ancestors: [ScrollToResult]) {
        let innermost = scrollTo(request)
        var results: [ScrollToResult] = []
        results.reserveCapacity(ancestors.count)
        guard case .rect(let rect) = request.target else {
            for ancestor in ancestors { results.append(ancestor.geometry.resting(targetRect: nil)) }
            return (innermost, results)
        }
        if request.semantics == .css, let grid = request.pixelGrid, container == .all {
            return (innermost, scrollOnDevicePixels(rect, request, through: ancestors, scale: grid.scale, innermost))
        }
        var box = request.semantics.alignedRect(for: rect)
        var innerResult = innermost
        for ancestor in ancestors {
            // The box as the ancestor's content sees it: moved by the inner offset, clipped
            // to the inner scrollport.
            let moved = Rect(
                x: box.origin.x - innerResult.contentOffset.x + ancestor.frame.origin.x,
                y: box.origin.y - innerResult.contentOffset.y + ancestor.frame.origin.y,
                width: box.size.width, height: box.size.height)
            box = moved.clipped(to: ancestor.frame)
            if container == .nearest {
                innerResult = ancestor.geometry.resting(targetRect: box.outset(by: request.margin))
            } else {
                var step = request
                step.target = .rect(box)
                step.flow = ancestor.flow
                innerResult = ancestor.geometry.scrollTo(step)
            }
            results.append(innerResult)
        }
        return (innermost, results)
    }

    /// The ancestors' answers of a css chain on a device-pixel grid: the carried box stays in
    /// LayoutUnits (device px, 1/64 steps) as Blink's absolute rects do — the inner box, less
    /// the inner container's whole-device-pixel offset, plus the scrollport's position, clipped
    /// to the scrollport — rather than being converted from CSS px at every level.
    private func scrollOnDevicePixels(
        _ rect: Rect, _ request: ScrollToRequest, through ancestors: [ScrollAncestor], scale: Double,
        _ innermost: ScrollToResult
    ) -> [ScrollToResult] {
        let layout = DevicePixelLayout(scale: scale)
        var results: [ScrollToResult] = []
        results.reserveCapacity(ancestors.count)
        var box = layout.layoutUnit(ScrollSemantics.css.alignedRect(for: rect))
        var innerOffset = innermost.contentOffset
        for ancestor in ancestors {
            let frame = layout.layoutUnit(ancestor.frame)
            // The inner offset is a multiple of 1/64 device px; undo the division's rounding.
            let offsetX = (innerOffset.x * scale * 64).rounded() / 64
            let offsetY = (innerOffset.y * scale * 64).rounded() / 64
            box = Rect(
                x: box.origin.x - offsetX + frame.origin.x, y: box.origin.y - offsetY + frame.origin.y,
                width: box.size.width, height: box.size.height
            ).clipped(to: frame)
            var step = request
            step.target = .rect(Rect(
                x: box.origin.x / scale, y: box.origin.y / scale,
                width: box.size.width / scale, height: box.size.height / scale))
            step.flow = ancestor.flow
            let result = ancestor.geometry.scrollToOnDevicePixels(step, scale: scale, rectInDevicePixels: box)
            innerOffset = result.contentOffset
            results.append(result)
        }
        return results
    }

    /// The answer of a container that does not scroll: it stays at its current offset.
    func resting(targetRect: Rect?) -> ScrollToResult {
        ScrollToResult(
            contentOffset: contentOffset, idealOffset: contentOffset, clampedX: false, clampedY: false,
            range: range, visibleRect: visibleRect(at: contentOffset), targetRect: targetRect)
    }
}

extension Rect {
    /// The part of this rect inside `clip`; when they do not overlap on an axis, an empty span
    /// at the point of `clip` nearest to this rect.
    func clipped(to clip: Rect) -> Rect {
        var result = self
        for axis in Axis.allCases {
            let start = Swift.min(Swift.max(origin[axis], clip.origin[axis]), clip.origin[axis] + clip.size[axis])
            let end = Swift.max(Swift.min(origin[axis] + size[axis], clip.origin[axis] + clip.size[axis]), start)
            result.origin[axis] = start
            result.size[axis] = end - start
        }
        return result
    }
}
