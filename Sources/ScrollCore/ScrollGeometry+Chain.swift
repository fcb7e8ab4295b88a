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
