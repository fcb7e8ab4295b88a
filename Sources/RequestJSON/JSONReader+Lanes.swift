import ItemLayouts
import ScrollCore

/// `lanes`: masonry (`LaneLayout`), read in one pass and placed once the object is known.
///
/// ```
/// {"count": L, "spacing": s, "padding": {top, left, bottom, right},
///  "sizes": [h, null, …] | {"uniform": h|null, "count": n}, "estimatedSize": e,
///  "ids": [id, …], "ties": "lowerLane"|"earlierItem"}
/// ```
///
/// `count` is the number of lanes (1…1,000); the items are `sizes` (as a stack's: a list of at
/// most `--max-items`, `null` for an item of unknown size, or one size and a count), or `ids`
/// with `estimatedSize`. Checks made after the object, in this order: the lane count
/// (`missing_field`), the item count (`sizes`, else `ids`; neither is `missing_field` at
/// `sizes`), `ids` of another length, an item with no size and no `estimatedSize`, and a
/// lane longer than 1e12 points (at the lanes themselves).
extension JSONReader {
    private enum LanesField: Int, JSONFields {
        case count, spacing, padding, sizes, estimatedSize, ids, ties
        package static let keys = JSONKeySet(cases: Self.self)
    }
    private static let tieNames = JSONKeySet(LaneLayout.TieBreak.allCases.map(\.rawValue))

    package mutating func readLanes(limits: RequestLimits) throws(DecodeFailure) -> ItemLayout {
        let maxItems = max(limits.maxItems, 0)
        var laneCount: Int?
        var spacing = 0.0
        var padding = Insets.zero
        var sizes: SentSizes?
        var estimatedSize: Double?
        var ids: ItemIDs?
        var ties = LaneLayout.TieBreak.lowerLane

        try readObject(LanesField.self) { (reader, field) throws(DecodeFailure) in
            switch field {
            case .count: laneCount = try reader.readInteger(in: 1...LaneLayout.maximumLaneCount)
            case .spacing: spacing = try reader.readNumber(in: .nonNegative)
            case .padding: padding = try reader.readInsets(in: .nonNegative)
            case .sizes: sizes = try reader.readStackSizes(maxItems: maxItems)
            case .estimatedSize: estimatedSize = try reader.readNumber(in: .nonNegative)
            case .ids: ids = try reader.readStackIDs(maxItems: maxItems)
            case .ties: ties = LaneLayout.TieBreak.allCases[try reader.readName(Self.tieNames)]
            }
        }

        guard let laneCount else {
            throw DecodeFailure(.missingField("lanes needs count, its number of lanes"), at: [.key("count")])
        }
        let count = try Self.itemCount(sizes: sizes, ids: ids, field: "lanes", has: "lanes have")
        let lanes: LaneLayout
        switch sizes ?? .uniform(.nan, count: count) {
        case .uniform(let size, let count):
            if !size.isNaN || count == 0 {
                lanes = LaneLayout(
                    laneCount: laneCount, spacing: spacing, padding: padding, tieBreak: ties,
                    uniformSize: size.isNaN ? 0 : size, count: count)
            } else {
                guard let estimatedSize else { throw Self.missingLaneEstimate(item: 0, count: count) }
                lanes = LaneLayout(
                    laneCount: laneCount, spacing: spacing, padding: padding, tieBreak: ties,
                    uniformSize: estimatedSize, count: count, estimated: true)
            }
        case .list(var list):
            var estimated: [Bool] = []
            if let firstUnknown = list.firstIndex(where: \.isNaN) {
                guard let estimatedSize else { throw Self.missingLaneEstimate(item: firstUnknown, count: list.count) }
                estimated = [Bool](repeating: false, count: list.count)
                for index in firstUnknown..<list.count where list[index].isNaN {
                    list[index] = estimatedSize
                    estimated[index] = true
                }
            }
            lanes = LaneLayout(
                laneCount: laneCount, spacing: spacing, padding: padding, tieBreak: ties, sizes: list, estimated: estimated)
        }
        guard lanes.mainLength <= NumberRange.limit else {
            throw DecodeFailure(.invalidField(
                "lays its items out beyond 1e12 points: sizes, spacing and padding must keep every lane within 1e12 points"))
        }
        return ItemLayout(lanes: lanes, ids: ids ?? ItemIDs(indexCount: count), estimatedSize: estimatedSize)
    }

    private static func missingLaneEstimate(item: Int, count: Int) -> DecodeFailure {
        DecodeFailure(
            .missingField("item \(item) of \(count) has no size: send estimatedSize, or its size in sizes"),
            at: [.key("estimatedSize")])
    }
}
