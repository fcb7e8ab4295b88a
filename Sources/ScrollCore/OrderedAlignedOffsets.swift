/// The clamped aligned offsets of snap areas along one axis when they come out in list order
/// (`AlignedOrder.keepsOrder`): then the ascending candidate list of `ViewAlignedRule`, sorted
/// stably, *is* the list — position i holds item i's offset — so a snap query reads the few
/// offsets a binary search probes instead of computing and sorting all of them (O(log n)
/// instead of O(n log n): what keeps a million-item stack cheap).
struct OrderedAlignedOffsets {
    let geometry: ScrollGeometry
    let areas: SnapAreas
    let axis: Axis
    /// The anchor fraction (0 start, ½ center, 1 end).
    let fraction: Double

    /// The offsets along `axis` at `fraction`, or nil when their order is not guaranteed (the
    /// caller then sorts).
    init?(geometry: ScrollGeometry, areas: SnapAreas, axis: Axis, fraction: Double) {
        let area = geometry.alignmentArea(on: axis, at: geometry.contentOffset[axis])
        // The same two values `idealOffset` computes with.
        let order = areas.alignedOrder(along: axis)
        guard order.keepsOrder(fraction: fraction, areaStartInViewport: area.start - geometry.contentOffset[axis],
                               areaLength: area.length)
        else { return nil }
        self.geometry = geometry
        self.areas = areas
        self.axis = axis
        self.fraction = fraction
    }

    var count: Int { areas.count }

    /// Item `index`'s offset: the one formula the sorting path uses too, so both read the same
    /// doubles.
    subscript(index: Int) -> Double {
        Self.offset(of: areas[index], geometry: geometry, axis: axis, fraction: fraction)
    }

    /// The offset that aligns `area`'s frame at `fraction` of the alignment area, clamped to
    /// the range.
    static func offset(of area: SnapArea, geometry: ScrollGeometry, axis: Axis, fraction: Double) -> Double {
        let ideal = geometry.idealOffset(
            on: axis, toPlace: area.frame.span(axis), at: .fraction(fraction), nearest: .leastMovement)
        return geometry.range.clamp(ideal, on: axis)
    }

    /// The position of the offset nearest `x`, ties to the lowest position — what a scan of
    /// the sorted list keeping only strictly smaller distances finds (and position 0 when no
    /// distance is below infinity, as there).
    ///
    /// With the offsets non-decreasing, the computed distances `|v − x|` do not increase up to
    /// the first offset at or past `x` (at `k`) and do not decrease from it (rounding is
    /// monotone). So the least distance is item k−1's or item k's; k−1's distance may be
    /// shared by a run of items just before it, whose first is found by a second search.
    /// Needs `count > 0`.
    func nearest(to x: Double) -> Int {
        let all = 0..<count
        let k = all.partitionPoint { self[$0] >= x }
        var best = 0
        var bestDistance = Double.infinity
        if k > 0 {
            let distance = abs(self[k - 1] - x)
            best = (0..<k).partitionPoint { abs(self[$0] - x) <= distance }
            bestDistance = distance
        }
        if k < count {
            let distance = abs(self[k] - x)
            if distance < bestDistance {
                best = k
                bestDistance = distance
            }
        }
        return bestDistance < .infinity ? best : 0
    }
}
