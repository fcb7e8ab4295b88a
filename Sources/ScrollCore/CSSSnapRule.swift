/// CSS Scroll Snap (css-scroll-snap-1) as Chromium implements it (`cc/input/scroll_snap_data.cc`,
/// `SnapContainerData::FindSnapPosition` and `FindClosestValidAreaInternal`;
/// `cc/input/snap_selection_strategy.cc`).
///
/// - **Snapport** = the viewport less `scroll-padding` (here also less content insets);
///   **snap areas** = item frames grown by `scroll-margin`.
/// - An area's snap position on an axis aligns its start/center/end with the snapport's, clamped
///   to the valid range (`GetSnapSearchResult`, `Clip`).
/// - **Both axes** (`FindSnapPosition`): each axis is searched at the other's intended position
///   clamped into the range (`initial_snap_position_y = {std::clamp(base_position.y(), 0.f,
///   max_position_.y()), …}`, a result without a rect, visible across the whole range); an area
///   is a candidate only if it is visible in the snapport across, at the other axis's position
///   (`IsMutualVisible`, `SnapSearchResult::visible_range`). When the two choices are not
///   visible together, the axis whose choice is nearer its intended position is followed and the
///   other searched again against it (`SelectAxisToFollowForMutualVisibility`: `abs(x − base.x)
///   <= abs(y − base.y) ? kX : kY`); when neither axis finds anything, an area aligned on both
///   axes may still be chosen (`FindSnapPositionForMutualSnap`).
/// - **An axis that cannot scroll** still snaps: every position clips to 0 there (`Clip`), so
///   all areas tie and the earliest visible one is its choice; and every area at least as long
///   as the snapport covers it at 0. All areas covering the snapport at the intended position
///   make *one* result (`if (covering->snap_offset() == intended_position)
///   SetOrUpdateResult(*covering, &covering_intended)`), whose rect is their union
///   (`SnapSearchResult::Union`: `rect_->Union(other.rect().value())`), so it is visible across
///   wherever any of them is. A list exactly as wide as its viewport, sent `scrollTo(0, y)`,
///   therefore rests where `y` alone would put it: the union of its rows never constrains y.
/// - **Choice:** the snap position nearest the intended position wins; `proximity` rejects
///   positions farther than its range (Blink: a third of the snapport, `kProximityRatio`); on a
///   tie the earlier area in document order stays. With one snap axis the later one wins if it
///   lies strictly inside the earlier (innermost, `closest_rect->Contains(candidate_rect.value())`);
///   on `both` Chromium 156 keeps the earlier one even then (measured: the nested conformance
///   family; the stored source applies the innermost rule before `UpdateSearchAlternative`
///   either way).
/// - **Areas larger than the snapport** ("covering"): if the intended position keeps such an
///   area over the whole snapport, that position is itself valid and wins outright
///   (`covering_intended`, `PickBestResult`); otherwise the nearest offset at which the area
///   still covers the snapport competes on distance like an aligned position, provided it lies
///   within the scroll range (`FindCoveringCandidate`, `kScrollSnapPreferCloserCovering`); it
///   dodges other snap areas that overlap the large one so they stay reachable
///   (`kScrollSnapCoveringAvoidNestedSnapAreas`).
/// - **Direction** (`delta`, fling): only positions strictly ahead of the current offset in the
///   motion's direction count (`EndAndDirectionStrategy::IsValidSnapPosition`, offsets compared
///   after rounding to whole pixels); with none ahead, `mandatory` falls back to the position
///   nearest the *current* offset and `proximity` does not snap (`FindClosestValidArea`'s relaxed
///   strategy).
/// - With nothing found on either axis the motion ends unsnapped; otherwise an axis that finds
///   nothing keeps the intended position for an end position, but the *current* one for a
///   direction (`FindSnapPosition` fills it from `strategy.current_position()`).
///
/// Source read: chromium/chromium `cc/input/scroll_snap_data.cc` at 00119e86 (and
/// `snap_selection_strategy.cc`). Checked against Chromium 156 (Tests/conformance: thousands of
/// random layouts, one axis and both — lists whose cross axis cannot scroll, grids, feeds of
/// carousels, covering and nested areas —, `scrollTo` and `scrollBy`, no mismatch).
public struct CSSSnapRule: Sendable, Equatable {
    public enum Strictness: String, Sendable { case mandatory, proximity }
    public enum SnapAxes: String, Sendable { case x, y, both }

    public var strictness: Strictness
    /// The proximity range in points; nil = a third of the snapport on each axis (Blink).
    public var proximity: Double?
    /// `scroll-snap-type`'s axis.
    public var axes: SnapAxes

    public init(strictness: Strictness, proximity: Double? = nil, axes: SnapAxes = .both) {
        self.strictness = strictness
        self.proximity = proximity
        self.axes = axes
    }

    /// One axis's choice: the offset and the index of the area it aligns or covers with.
    public struct Choice: Sendable, Equatable {
        public var offset: Double
        public var area: Int
        /// The cross-axis offsets at which the area is visible in the snapport.
        var visible: ClosedRange<Double>
    }

    /// The resting offset and the chosen areas per axis.
    public func snap(
        geometry g: ScrollGeometry, areas: SnapAreas, intended: Point, current: Point,
        direction: Point?
    ) -> (offset: Point, x: Int?, y: Int?) {
        let range = g.range
        let snapX = axes != .y && (direction.map { $0.x != 0 } ?? true)
        let snapY = axes != .x && (direction.map { $0.y != 0 } ?? true)
        let baseCross = range.clamp(intended)
        var x = snapX ? search(.horizontal, g, areas, intended: intended, current: current, direction: direction, cross: baseCross.y, crossVisible: nil) : nil
        var y = snapY ? search(.vertical, g, areas, intended: intended, current: current, direction: direction, cross: baseCross.x, crossVisible: nil) : nil
        // An axis that found nothing at the other's intended position searches again at the
        // other's chosen one (what Chromium 156 does, as the two-axis conformance cases show).
        if let cx = x, y == nil, snapY {
            y = search(.vertical, g, areas, intended: intended, current: current, direction: direction, cross: cx.offset, crossVisible: cx.visible)
        } else if let cy = y, x == nil, snapX {
            x = search(.horizontal, g, areas, intended: intended, current: current, direction: direction, cross: cy.offset, crossVisible: cy.visible)
        }
        if let cx = x, let cy = y, !(cx.visible.contains(cy.offset) && cy.visible.contains(cx.offset)) {
            if abs(cx.offset - intended.x) <= abs(cy.offset - intended.y) {
                y = search(.vertical, g, areas, intended: intended, current: current, direction: direction, cross: cx.offset, crossVisible: cx.visible)
            } else {
                x = search(.horizontal, g, areas, intended: intended, current: current, direction: direction, cross: cy.offset, crossVisible: cy.visible)
            }
        }
        if x == nil && y == nil && snapX && snapY && direction == nil,
           let mutual = mutualSnap(g, areas, intended: intended) {
            return (range.clamp(mutual.offset), mutual.area, mutual.area)
        }
        // Nothing found on either axis: no snap, the motion ends where it was going. Otherwise an
        // axis without a choice keeps the strategy's current position (`FindSnapPosition` starts
        // from `strategy.current_position()`): the intended one for a scrollTo, but the *start*
        // for a scrollBy or fling, which therefore does not move on that axis.
        guard x != nil || y != nil else { return (range.clamp(intended), nil, nil) }
        let base = direction == nil ? intended : current
        let result = Point(x: x?.offset ?? base.x, y: y?.offset ?? base.y)
        return (range.clamp(result), x?.area, y?.area)
    }

    /// Chromium's `FindClosestValidArea` on one axis.
    func search(
        _ axis: Axis, _ g: ScrollGeometry, _ areas: SnapAreas, intended: Point, current: Point,
        direction: Point?, cross: Double, crossVisible: ClosedRange<Double>?
    ) -> Choice? {
        if let found = searchOnce(axis, g, areas, intended: intended[axis], current: current[axis],
                                  step: direction?[axis], cross: cross, crossVisible: crossVisible) {
            return found
        }
        guard direction != nil, strictness == .mandatory else { return nil }
        return searchOnce(axis, g, areas, intended: current[axis], current: current[axis],
                          step: nil, cross: cross, crossVisible: crossVisible)
    }

    private func searchOnce(
        _ axis: Axis, _ g: ScrollGeometry, _ areas: SnapAreas, intended: Double, current: Double,
        step: Double?, cross: Double, crossVisible: ClosedRange<Double>?
    ) -> Choice? {
        let range = g.range
        let crossAxis: Axis = axis == .horizontal ? .vertical : .horizontal
        let lead = g.contentInsets.leading(axis) + g.scrollPadding.leading(axis)
        let port = Swift.max(0, g.viewport[axis] - g.contentInsets.total(axis) - g.scrollPadding.total(axis))
        let crossLead = g.contentInsets.leading(crossAxis) + g.scrollPadding.leading(crossAxis)
        let crossPort = Swift.max(0, g.viewport[crossAxis] - g.contentInsets.total(crossAxis) - g.scrollPadding.total(crossAxis))
        let lo = range.min[axis], hi = range.max[axis]
        let crossLo = range.min[crossAxis], crossHi = range.max[crossAxis]
        var smallest = strictness == .mandatory ? Double.infinity : (proximity ?? port * Self.proximityRatio)
        var closest: Choice?
        var closestRect: Rect?
        var coveringIntended: Choice?

        func valid(_ position: Double) -> Bool {
            guard let step else { return true }
            let delta = (position - current).rounded(.toNearestOrAwayFromZero)
            return (step > 0 && delta > 0) || (step < 0 && delta < 0)
        }
        func evaluate(_ c: Choice, rect: Rect) {
            // Mutual visibility with the cross axis's position also bounds the offset by the range
            // (`IsMutualVisible` against a result whose visible range is [0, max]): aligned
            // positions are clipped into it, but a displaced covering position past an end is
            // dropped, not clipped.
            guard c.offset >= lo && c.offset <= hi else { return }
            if let crossVisible, !crossVisible.contains(c.offset) { return }
            guard c.visible.contains(cross), valid(c.offset) else { return }
            let distance = abs(c.offset - intended)
            if distance > smallest { return }
            if distance < smallest {
                smallest = distance
                closest = c
                closestRect = rect
            } else if axes != .both, let held = closestRect, held != rect, Self.contains(held, rect) {
                // Innermost wins a tie with one snap axis only (Chromium 156 on `both` keeps the
                // earlier area).
                closest = c
                closestRect = rect
            }
        }

        for (index, area) in areas.enumerated() {
            guard let a = area.align(axis).fraction else { continue }
            let rect = area.rect
            let span = rect.span(axis)
            let crossSpan = rect.span(crossAxis)
            let visLow = Swift.min(Swift.max(crossSpan.start - (crossLead + crossPort), crossLo), crossHi)
            let visHigh = Swift.min(Swift.max(crossSpan.end - crossLead, crossLo), crossHi)
            let visible = visLow...Swift.max(visLow, visHigh)
            let visibleOK = visHigh >= visLow
            let aligned = span.start - lead - a * (port - span.length)
            let clipped = Swift.min(Swift.max(aligned, lo), hi)
            if visibleOK {
                evaluate(Choice(offset: clipped, area: index, visible: visible), rect: rect)
            }
            // Areas at least as long as the snapport can rest anywhere they still cover it.
            if span.length >= port && visibleOK,
               let offset = coveringOffset(area: span, align: a, intended: intended, lead: lead, port: port,
                                           axis: axis, areas: areas) {
                let covering = Choice(offset: offset, area: index, visible: visible)
                if offset == intended {
                    coveringIntended = coveringIntended.map { Self.union($0, covering) } ?? covering
                } else {
                    evaluate(covering, rect: rect)
                }
            }
        }
        return coveringIntended ?? closest
    }

    /// Chromium's `FindSnapPositionForMutualSnap`, tried when neither axis alone finds a
    /// position visible across it (an end-position scroll only): the area aligned on both axes
    /// whose position is nearest the snapport's corridor — the block (y) distance outside the
    /// snapport first, then the inline (x) one; the earlier area on a tie.
    func mutualSnap(_ g: ScrollGeometry, _ areas: SnapAreas, intended: Point) -> (offset: Point, area: Int)? {
        let range = g.range
        var best: (offset: Point, area: Int)?
        var bestDistance = (y: Double.infinity, x: Double.infinity)
        for (index, area) in areas.enumerated() {
            guard let ax = area.alignX.fraction, let ay = area.alignY.fraction else { continue }
            var offset = Point.zero
            var outside = Point.zero
            for (axis, a) in [(Axis.horizontal, ax), (Axis.vertical, ay)] {
                let lead = g.contentInsets.leading(axis) + g.scrollPadding.leading(axis)
                let port = Swift.max(0, g.viewport[axis] - g.contentInsets.total(axis) - g.scrollPadding.total(axis))
                let span = area.rect.span(axis)
                let aligned = range.clamp(span.start - lead - a * (port - span.length), on: axis)
                let d = aligned - intended[axis]
                if strictness == .proximity, abs(d) > (proximity ?? port * Self.proximityRatio) { offset.x = .nan; break }
                offset[axis] = aligned
                outside[axis] = d < 0 ? -d : (d > port ? d - port : 0)
            }
            guard !offset.x.isNaN else { continue }
            if outside.y < bestDistance.y || (outside.y == bestDistance.y && outside.x < bestDistance.x) {
                bestDistance = (outside.y, outside.x)
                best = (offset, index)
            }
        }
        return best
    }

    /// Chromium's `FindCoveringCandidate`: the offset nearest `intended` at which `area` covers
    /// the snapport while dodging the other snap areas that poke into it (nested or overlapping
    /// areas stay reachable): first a range around the preferred snapport, else the nearer of
    /// the ranges before and after the intruders. A range too short for the snapport yields the
    /// area's own aligned position within it.
    func coveringOffset(area: Span, align a: Double, intended: Double, lead: Double, port: Double,
                        axis: Axis, areas: SnapAreas) -> Double? {
        var backward = (start: area.start, end: area.end)
        var forward = backward
        var middle: (start: Double, end: Double)? = backward
        let preferred = (start: intended + lead, end: intended + lead + port)
        for other in areas where other.alignX != .none || other.alignY != .none {
            let r = other.rect.span(axis)
            if r.start > area.end || r.end < area.start { continue }
            if r.start <= area.start && r.end >= area.end { continue }
            if r.end < preferred.start { backward.start = Swift.max(backward.start, r.end) }
            else { backward.end = Swift.min(backward.end, r.start) }
            if r.start > preferred.end { forward.end = Swift.min(forward.end, r.start) }
            else { forward.start = Swift.max(forward.start, r.end) }
            let intruderHoldsPort = r.start <= preferred.start && preferred.end <= r.end
            let portHoldsIntruder = preferred.start <= r.start && r.end <= preferred.end
            if intruderHoldsPort || portHoldsIntruder { middle = nil }
            else if var m = middle {
                if r.start <= preferred.start { m.start = Swift.max(m.start, r.end) } else { m.end = Swift.min(m.end, r.start) }
                middle = m
            }
        }
        func dodge(_ range: (start: Double, end: Double)?) -> Double? {
            guard let range, range.start < range.end else { return nil }
            let low = range.start - lead, high = range.end - lead - port
            if high > low { return Swift.min(Swift.max(intended, low), high) }
            let aligned = low + a * (high - low)
            let areaLow = area.start - lead, areaHigh = area.end - lead - port
            guard areaHigh >= areaLow else { return nil }
            return Swift.min(Swift.max(aligned, areaLow), areaHigh)
        }
        if let offset = dodge(middle) { return offset }
        let back = dodge(backward), ahead = dodge(forward)
        guard let back else { return ahead }
        guard let ahead else { return back }
        return abs(back - intended) < abs(ahead - intended) ? back : ahead
    }

    /// Blink's `kProximityRatio`, `1.0 / 3.0` stored as a `float`: 0.3333333432674408, a hair
    /// above a third, so a position exactly a third of the snapport away is still in range
    /// (Chromium snaps there; a double third would not).
    static let proximityRatio = Double(Float(1.0 / 3.0))

    /// Chromium's `SetOrUpdateResult`: every area that covers the snapport at the intended
    /// position joins one result, the first area's, whose rect is the union of theirs
    /// (`SnapSearchResult::Union`) — so it is visible across wherever any of them is.
    static func union(_ held: Choice, _ other: Choice) -> Choice {
        var joined = held
        joined.visible = Swift.min(held.visible.lowerBound, other.visible.lowerBound)
            ... Swift.max(held.visible.upperBound, other.visible.upperBound)
        return joined
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.origin.x >= outer.origin.x && inner.origin.y >= outer.origin.y
            && inner.origin.x + inner.size.width <= outer.origin.x + outer.size.width
            && inner.origin.y + inner.size.height <= outer.origin.y + outer.size.height
    }
}
