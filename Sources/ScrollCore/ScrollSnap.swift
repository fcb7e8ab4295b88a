/// A snap query: where a scroll view comes to rest after a fling, a `scrollTo` or a `scrollBy`,
/// under a snapping behaviour, and the velocity an animation needs to get there.
public struct ScrollSnap: Sendable, Equatable {
    public var geometry: ScrollGeometry
    public var areas: SnapAreas
    public var intent: SnapIntent
    public var behavior: SnapBehavior
    public var rate: DecelerationRate
    public var model: FlingModel

    public init(
        geometry: ScrollGeometry, areas: SnapAreas, intent: SnapIntent, behavior: SnapBehavior,
        rate: DecelerationRate = .normal, model: FlingModel = .uikit
    ) {
        self.geometry = geometry
        self.areas = areas
        self.intent = intent
        self.behavior = behavior
        self.rate = rate
        self.model = model
    }

    /// A query over areas listed one by one.
    public init(
        geometry: ScrollGeometry, areas: [SnapArea], intent: SnapIntent, behavior: SnapBehavior,
        rate: DecelerationRate = .normal, model: FlingModel = .uikit
    ) {
        self.init(geometry: geometry, areas: SnapAreas(areas), intent: intent, behavior: behavior, rate: rate, model: model)
    }

    /// What the scroll view snapped to.
    public enum Target: Sendable, Equatable {
        /// The index of the snap area in `areas`.
        case item(Int)
        case page(Point)
    }

    public struct Result: Sendable, Equatable {
        /// Where the motion would end without snapping (a fling's projection, the proposed
        /// offset, current + delta), not clamped.
        public var projectedOffset: Point
        /// The resting offset: snapped and clamped to the valid range.
        public var contentOffset: Point
        public var snappedTo: Target?
        /// The velocity (points per second) a fling from the current offset needs, under the
        /// same fling model, to come to rest exactly at `contentOffset` — the initial velocity
        /// for an animation that should feel like the fling.
        public var velocity: Point
    }

    public var projectedOffset: Point {
        let current = geometry.contentOffset
        switch intent {
        case .velocity(let v):
            return Point(x: current.x + model.distance(velocity: v.x, rate: rate),
                         y: current.y + model.distance(velocity: v.y, rate: rate))
        case .proposedOffset(let p):
            return p
        case .delta(let d):
            return Point(x: current.x + d.x, y: current.y + d.y)
        }
    }

    public func resolve() -> Result {
        let current = geometry.contentOffset
        let projected = projectedOffset
        let range = geometry.range
        var offset = range.clamp(projected)
        var target: Target?
        switch behavior {
        case .none:
            break
        case .paging(let size):
            let kind: PagingRule.Kind
            switch intent {
            case .velocity: kind = .fling
            case .proposedOffset: kind = .proposedOffset
            case .delta: kind = .delta
            }
            var page = Point.zero
            for axis in Axis.allCases {
                let rule = PagingRule(pageSize: size[axis], min: range.min[axis], max: range.max[axis])
                let n = rule.page(current: current[axis], intent: projected[axis], kind: kind)
                // Report the page actually shown: the index of the clamped offset's page start.
                offset[axis] = rule.offset(page: n)
                page[axis] = Swift.min(Swift.max(n, 0), ((range.max[axis] - range.min[axis]) / size[axis]).rounded(.up))
            }
            target = .page(page)
        case .viewAligned(let align, let limit):
            let rule = ViewAlignedRule(align: align, limit: limit)
            var chosen: [Axis: Int] = [:]
            for axis in Axis.allCases where range.max[axis] > range.min[axis] {
                let (candidates, owners) = alignedOffsets(axis: axis, align: align)
                let area = geometry.alignmentArea(on: axis, at: current[axis])
                let visible = areas.count(where: { area.contains($0.frame.span(axis)) })
                let limited: Bool
                if case .proposedOffset = intent { limited = false } else { limited = true }
                if let i = rule.choose(candidates: candidates, current: current[axis], intent: projected[axis],
                                       visibleCount: visible, limited: limited) {
                    offset[axis] = candidates[i]
                    chosen[axis] = owners[i]
                }
            }
            if let i = chosen[.vertical] ?? chosen[.horizontal] { target = .item(i) }
        case .css(let rule):
            var direction: Point?
            switch intent {
            case .velocity, .delta: direction = Point(x: projected.x - current.x, y: projected.y - current.y)
            case .proposedOffset: direction = nil
            }
            let snapped = rule.snap(geometry: geometry, areas: areas, intended: projected, current: current,
                                    direction: direction)
            offset = snapped.offset
            if let i = snapped.y ?? snapped.x { target = .item(i) }
        }
        let velocity = Point(
            x: model.velocity(toTravel: offset.x - current.x, rate: rate),
            y: model.velocity(toTravel: offset.y - current.y, rate: rate))
        return Result(projectedOffset: projected, contentOffset: offset, snappedTo: target, velocity: velocity)
    }

    /// Each item's aligned offset on `axis`, clamped to the range, ascending (stable for ties),
    /// with the index of the item it came from.
    private func alignedOffsets(axis: Axis, align: SnapAlign) -> ([Double], [Int]) {
        let range = geometry.range
        let a = align.fraction ?? 0
        var pairs: [(Double, Int)] = []
        pairs.reserveCapacity(areas.count)
        for (i, item) in areas.enumerated() {
            let ideal = geometry.idealOffset(on: axis, toPlace: item.frame.span(axis), at: .fraction(a), nearest: .leastMovement)
            pairs.append((range.clamp(ideal, on: axis), i))
        }
        pairs.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        return (pairs.map(\.0), pairs.map(\.1))
    }
}
