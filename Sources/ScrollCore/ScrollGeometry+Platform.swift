extension ScrollGeometry {
    /// Where a Flutter, Compose or Android list rests after `request.call`, and the platform's own
    /// number for that position.
    ///
    /// The call's rule runs on the list's scroll axis (`request.layout.orientation`); the other
    /// axis keeps its offset, as the platforms' lists scroll one axis. Then, in order: the
    /// scroll view clamps to `range` (Flutter's ballistic spring-back, Compose's scroll-back,
    /// `LinearLayoutManager`'s gap fixing, `ScrollView.scrollTo`); Compose and Android round the
    /// position, counted from the list's start, to a whole device pixel (half up, as
    /// `Math.round` and `roundToInt` do; `displayScale` is the density), and the offset follows.
    public func scrollTo(_ request: PlatformScrollRequest) -> PlatformScrollResult {
        let axis = request.layout.orientation
        let target = request.target.map { $0.outset(by: request.margin) }
        let span = target?.span(axis)
        let farEnd = request.layout.startsAtFarEnd(axis)
        let scale = request.displayScale ?? 1
        let answer: PlatformAxisOffset
        switch request.call {
        case .flutter(let call):
            answer = flutterOffset(call, target: span, on: axis, startsAtFarEnd: farEnd)
        case .compose(let call):
            answer = composeOffset(call, target: span, on: axis, startsAtFarEnd: farEnd, scale: scale)
        case .android(let call):
            answer = androidOffset(
                call, target: span, on: axis, startsAtFarEnd: farEnd, rightToLeft: request.layout.direction == .rtl)
        }
        let range = self.range
        var ideal = contentOffset
        ideal[axis] = answer.ideal
        var offset = range.clamp(contentOffset)
        offset[axis] = range.clamp(answer.resting, on: axis)
        var position = platformPosition(of: offset[axis], on: axis, startsAtFarEnd: farEnd)
        if request.call.usesWholePixels {
            let length = range.max[axis] - range.min[axis]
            let pixels = Swift.min(Self.roundHalfUp(position * scale), Self.roundHalfUp(length * scale))
            offset[axis] = range.clamp(
                farEnd ? range.max[axis] - pixels / scale : range.min[axis] + pixels / scale, on: axis)
            position = pixels
        }
        let scroll = ScrollToResult(
            contentOffset: offset, idealOffset: ideal,
            clampedX: range.excludes(ideal.x, on: .horizontal),
            clampedY: range.excludes(ideal.y, on: .vertical),
            range: range, visibleRect: visibleRect(at: offset), targetRect: target)
        return PlatformScrollResult(scroll: scroll, platformScrollPosition: position)
    }

    /// The platform's position for `offset` on `axis`: the distance from the list's start —
    /// the range minimum (Flutter `pixels`, `scrollY`: `offset + inset.leading`), or for a list
    /// that starts at the far end, the range maximum.
    public func platformPosition(of offset: Double, on axis: Axis, startsAtFarEnd: Bool) -> Double {
        let range = self.range
        return startsAtFarEnd ? range.max[axis] - offset : offset - range.min[axis]
    }

    /// Java's `Math.round` / Kotlin's `roundToInt`: half up.
    static func roundHalfUp(_ value: Double) -> Double {
        (value + 0.5).rounded(.down)
    }
}
