import ItemLayouts
import ScrollCore

/// `stack`: a compact layout (`StackLayout`) read in one pass, checked as it is read, then
/// resolved once the whole object is known — the item count, the ids and `measured` depend on
/// members that may come later in the object.
///
/// ```
/// {"axis": "vertical"|"horizontal", "spacing": s, "padding": {top, left, bottom, right},
///  "crossSize": w, "sizes": [h, null, …] | {"uniform": h|null, "count": n},
///  "ids": [id, …], "estimatedSize": e, "measured": {"<index>": h, …}}
/// ```
///
/// Checks made after the object, in this order (each names its field): the count (`sizes`,
/// else `ids`; neither is `missing_field` at `sizes`), `ids` of another length, `measured`
/// indices at or past the count (in document order), an item with no size and no
/// `estimatedSize`, and frames or a content size past ±1e12 (at the stack itself).
extension JSONReader {
    private enum StackField: Int, CaseIterable {
        case axis, spacing, padding, crossSize, sizes, ids, estimatedSize, measured
    }

    private static let stackKeys = JSONKeySet(cases: StackField.self)
    private enum UniformField: Int, JSONFields {
        case uniform, count
        package static let keys = JSONKeySet(cases: Self.self)
    }
    private static let axisNames = JSONKeySet(["vertical", "horizontal"])

    /// A `measured` entry, with its key for the pointer of a later complaint.
    private struct Measured {
        package var index: Int
        package var size: Double
        package var key: StringToken
    }

    /// The sizes as sent: NaN stands for `null` (every number read is finite, so it cannot
    /// be confused with one). A stack's, and masonry lanes' (`readLanes`).
    package enum SentSizes {
        case list([Double])
        case uniform(Double, count: Int)
    }

    package mutating func readStack(limits: RequestLimits) throws(DecodeFailure) -> ItemLayout {
        let maxItems = max(limits.maxItems, 0)
        var axis = Axis.vertical
        var spacing = 0.0
        var padding = Insets.zero
        var crossSize: Double?
        var sizes: SentSizes?
        var ids: ItemIDs?
        var estimatedSize: Double?
        var measured: [Measured] = []

        try readObject(keys: Self.stackKeys) { (reader, key) throws(DecodeFailure) in
            switch StackField(rawValue: key) {
            case .axis: axis = try reader.readName(Self.axisNames) == 0 ? .vertical : .horizontal
            case .spacing: spacing = try reader.readNumber(in: .coordinate)
            case .padding: padding = try reader.readInsets(in: .nonNegative)
            case .crossSize: crossSize = try reader.readNumber(in: .nonNegative)
            case .sizes: sizes = try reader.readStackSizes(maxItems: maxItems)
            case .ids: ids = try reader.readStackIDs(maxItems: maxItems)
            case .estimatedSize: estimatedSize = try reader.readNumber(in: .nonNegative)
            case .measured: measured = try reader.readMeasured(maxItems: maxItems)
            case nil: break
            }
        }

        let count = try Self.itemCount(sizes: sizes, ids: ids, field: "stack", has: "the stack has")
        try checkMeasured(measured, count: count)

        let stack = try Self.resolve(
            sizes ?? .uniform(.nan, count: count), measured: measured, estimatedSize: estimatedSize,
            axis: axis, spacing: spacing, padding: padding, crossSize: crossSize)
        try Self.checkBounds(stack)
        return ItemLayout(stack: stack, ids: ids ?? ItemIDs(indexCount: count), estimatedSize: estimatedSize)
    }

    // MARK: - Members

    /// `[h, null, …]` (at most `maxItems`) or `{"uniform": h|null, "count": n}`.
    package mutating func readStackSizes(maxItems: Int) throws(DecodeFailure) -> SentSizes {
        switch try valueKind() {
        case .array:
            var list: [Double] = []
            // Each size takes at least two bytes ("0,"): the body bounds the count.
            list.reserveCapacity(min(remainingByteCount / 2, maxItems))
            try readArray(maxCount: maxItems) { (reader, _) throws(DecodeFailure) in
                list.append(try reader.consumeNull() ? .nan : try reader.readNumber(in: .nonNegative))
            }
            return .list(list)
        case .object:
            var size = Double.nan
            var count: Int?
            try readObject(UniformField.self) { (reader, field) throws(DecodeFailure) in
                switch field {
                case .uniform: size = try reader.readNumber(in: .nonNegative)
                case .count: count = try reader.readInteger(in: 0...maxItems, aboveRange: .tooManyItems(limit: maxItems))
                }
            }
            return .uniform(size, count: try required(count, "count"))
        case let kind:
            throw DecodeFailure(.invalidType(expected: "an array or an object {uniform, count}", got: kind.name))
        }
    }

    /// `[id, …]`: at most `maxItems`, no repeats (`duplicate_id` at the repeat). A stack's
    /// `ids`, and the ids an edit inserts into one.
    package mutating func readStackIDs(maxItems: Int) throws(DecodeFailure) -> ItemIDs {
        var ids = ItemIDs()
        // `0,` is the shortest id: the body bounds the count.
        ids.reserveCapacity(min(remainingByteCount / 2, maxItems))
        try readArray(maxCount: maxItems) { (reader, _) throws(DecodeFailure) in
            guard try reader.readItemID(into: &ids) else { throw DecodeFailure(.duplicateID) }
        }
        return ids
    }

    /// `{"<index>": h, …}`: keys are item indices in canonical decimal (`0`, `17`; no sign,
    /// no leading zero), values sizes. Whether each index is below the count is checked once
    /// the count is known (`checkMeasured`); more entries than `maxItems` cannot all be
    /// distinct indices below it and are refused as soon as they pass it.
    private mutating func readMeasured(maxItems: Int) throws(DecodeFailure) -> [Measured] {
        var measured: [Measured] = []
        try readMap(maxCount: maxItems) { (reader, key) throws(DecodeFailure) in
            guard let index = reader.itemIndex(key) else {
                throw DecodeFailure(.invalidField(
                    "is not an item index: measured keys are decimal indices without sign or leading zeros (\"0\", \"17\")"))
            }
            guard !(try reader.consumeNull()) else { return }  // null: absent
            measured.append(Measured(index: index, size: try reader.readNumber(in: .nonNegative), key: key))
        }
        return measured
    }

    /// The index a `measured` key spells in canonical decimal, or nil. An index too large
    /// for an `Int` reads as `Int.max`: past any count, which is what `checkMeasured` reports.
    private func itemIndex(_ key: StringToken) -> Int? {
        guard !key.hasEscapes else { return nil }
        let digits = bytes(of: key)
        guard let first = digits.first else { return nil }
        if first == UInt8(ascii: "0") { return digits.count == 1 ? 0 : nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            value = overflow1 || overflow2 ? .max : sum
        }
        return value
    }

    // MARK: - Resolving

    /// Every `measured` index below `count`, none twice (in document order; the key of the
    /// first offender is the pointer).
    /// How many items `sizes` give a stack or lanes (without sizes, `ids` do), checked against
    /// `ids`: `missing_field` at `sizes` when neither is sent, `invalid_field` at `ids` when
    /// the two counts differ. `field` and `has` name the layout in the messages.
    package static func itemCount(sizes: SentSizes?, ids: ItemIDs?, field: String, has: String) throws(DecodeFailure) -> Int {
        let count: Int
        switch sizes {
        case .list(let list): count = list.count
        case .uniform(_, let uniformCount): count = uniformCount
        case nil:
            guard let ids else {
                throw DecodeFailure(
                    .missingField("\(field) needs sizes (or ids, with estimatedSize, for items of unknown size)"),
                    at: [.key("sizes")])
            }
            count = ids.count
        }
        if let ids, ids.count != count {
            throw DecodeFailure(
                .invalidField("must have one id per item: \(has) \(count) items, ids has \(ids.count)"),
                at: [.key("ids")])
        }
        return count
    }

    private func checkMeasured(_ measured: [Measured], count: Int) throws(DecodeFailure) {
        guard !measured.isEmpty else { return }
        var seen = [UInt64](repeating: 0, count: (count + 63) / 64)
        for entry in measured {
            let index = entry.index
            let pointer: [JSONPathComponent] = [.key(lossyString(entry.key)), .key("measured")]
            guard index < count else {
                throw DecodeFailure(.invalidField("is not an item index: the stack has \(count) items"), at: pointer)
            }
            let bit: UInt64 = 1 << UInt64(index & 63)
            guard seen[index >> 6] & bit == 0 else {
                throw DecodeFailure(.duplicateKey(String(index)), at: pointer)
            }
            seen[index >> 6] |= bit
        }
    }

    /// Each item's size: `measured[i]`, else `sizes[i]`, else `estimatedSize` (and the item
    /// is estimated); an item with none fails with `missing_field` at `estimatedSize`.
    private static func resolve(
        _ sizes: SentSizes, measured: [Measured], estimatedSize: Double?,
        axis: Axis, spacing: Double, padding: Insets, crossSize: Double?
    ) throws(DecodeFailure) -> StackLayout {
        // The common shapes keep no per-item arrays: one size for every item.
        if case .uniform(let size, let count) = sizes, measured.isEmpty {
            if !size.isNaN || count == 0 {
                return StackLayout(
                    axis: axis, spacing: spacing, padding: padding, crossSize: crossSize,
                    uniformSize: size.isNaN ? 0 : size, count: count)
            }
            guard let estimatedSize else { throw missingEstimate(item: 0, count: count) }
            return StackLayout(
                axis: axis, spacing: spacing, padding: padding, crossSize: crossSize,
                uniformSize: estimatedSize, count: count, estimated: count > 0)
        }
        var list: [Double]
        switch sizes {
        case .list(let sent): list = sent
        case .uniform(let size, let count): list = [Double](repeating: size, count: count)
        }
        for entry in measured where entry.index < list.count { list[entry.index] = entry.size }
        var estimated: [Bool] = []
        if let firstUnknown = list.firstIndex(where: \.isNaN) {
            guard let estimatedSize else { throw missingEstimate(item: firstUnknown, count: list.count) }
            estimated = [Bool](repeating: false, count: list.count)
            for index in firstUnknown..<list.count where list[index].isNaN {
                list[index] = estimatedSize
                estimated[index] = true
            }
        }
        return StackLayout(
            axis: axis, spacing: spacing, padding: padding, crossSize: crossSize, sizes: list, estimated: estimated)
    }

    private static func missingEstimate(item: Int, count: Int) -> DecodeFailure {
        DecodeFailure(
            .missingField("item \(item) of \(count) has no size: send estimatedSize, or its size in sizes or measured"),
            at: [.key("estimatedSize")])
    }

    /// Every frame and the content size within the bounds of any coordinate (±1e12): a stack
    /// cannot place an item where `items` could not.
    private static func checkBounds(_ stack: StackLayout) throws(DecodeFailure) {
        let limit = NumberRange.limit
        let (lowest, highest) = stack.extent
        let across = stack.padding.total(stack.axis.cross) + (stack.crossSize ?? 0)
        guard lowest >= -limit, highest <= limit, stack.mainLength <= limit, across <= limit else {
            throw DecodeFailure(.invalidField(
                "lays its items out beyond 1e12 points: padding, sizes and spacing (and crossSize with the padding across) must stay within ±1e12"))
        }
    }

    // MARK: - Stored layouts

    /// `layout`: the id of a stored layout, looked up in `layouts`. A string that is no layout
    /// id is `invalid_field`; an id not stored here is 404 `unknown_layout`; a shared store that
    /// does not answer is 503 `layout_store_unavailable`.
    package mutating func readStoredLayout(in layouts: (any LayoutLookup)?) throws(DecodeFailure) -> ItemLayout {
        let text = try readString()
        guard let id = LayoutID(text) else {
            throw DecodeFailure(.invalidField("must be a layout id: \"sha256-\" and 64 lowercase hex digits"))
        }
        guard let layout = try DecodeFailure.askingStore({ () throws(LayoutStoreUnavailable) in try layouts?.layout(id) }) else {
            throw DecodeFailure(.unknownLayout(id.description))
        }
        return layout
    }
}
