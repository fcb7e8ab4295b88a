import ItemLayouts
import ScrollCore

extension JSONReader {
    private enum ItemField: Int, JSONFields {
        case id, frame
        package static let keys = JSONKeySet(cases: Self.self)
    }

    /// The fewest bytes a valid item takes: `{"id":0,"frame":{"x":0,"y":0,"width":0,"height":0}}`.
    package static let minimumItemSize = 50

    /// The most items a short list starts with room for: its frames (768 bytes) and UUID ids
    /// (864) each fit one small allocation.
    package static let shortListCount = 24

    /// How many items to reserve room for when the body bounds the list at `bound`: the bound,
    /// except that a bound of up to four short lists starts at `shortListCount` and grows if it
    /// must. The bound counts every item at its most compact spelling, so a pretty-printed
    /// body's is about four times its items; reserved whole, a short list's arrays passed
    /// glibc's 1,024-byte "large" size and took its slow path (`malloc_consolidate`) on every
    /// request.
    package static func firstReservation(forBound bound: Int) -> Int {
        bound <= 4 * shortListCount ? min(bound, shortListCount) : bound
    }

    /// The first reservation for an item list that starts at the cursor: the rest of the body
    /// bounds it at `minimumItemSize` bytes an item, and `maxItems` at most.
    package func itemReservation(maxItems: Int) -> Int {
        Self.firstReservation(forBound: min(remainingByteCount / Self.minimumItemSize, max(maxItems, 0)))
    }

    /// `items`: `[{"id": …, "frame": {x, y, width, height}}, …]`, at most `limits.maxItems`,
    /// ids unique (`duplicate_id` at the repeat), read in one pass.
    ///
    /// The rest of the body bounds the item count, so the frames, the ids and the id table are
    /// sized for `firstReservation(forBound:)` of that many (together less than the body's own
    /// size): a long list does not grow by doubling. A layout that is kept is `compacted()` first.
    package mutating func readItems(limits: RequestLimits) throws(DecodeFailure) -> ItemLayout {
        let maxItems = limits.maxItems
        let estimate = itemReservation(maxItems: maxItems)
        var frames: [Rect] = []
        var ids = ItemIDs()
        frames.reserveCapacity(estimate)
        ids.reserveCapacity(estimate)
        try readArray(maxCount: maxItems) { (reader, _) throws(DecodeFailure) in
            if reader.readPlainItem(into: &ids, frames: &frames) { return }
            let idCount = ids.count
            var frame: Rect?
            try reader.readObject(ItemField.self) { (reader, field) throws(DecodeFailure) in
                switch field {
                case .id: guard try reader.readItemID(into: &ids) else { throw DecodeFailure(.duplicateID) }
                case .frame: frame = try reader.readRect()
                }
            }
            guard ids.count > idCount else { throw DecodeFailure(.missingField(nil), at: [.key("id")]) }
            frames.append(try required(frame, "frame"))
        }
        // The closure captured `frames` and `ids`, so using them here would copy them (retain
        // and release every buffer); swapping them out moves them.
        var takenFrames: [Rect] = []
        var takenIDs = ItemIDs()
        swap(&takenFrames, &frames)
        swap(&takenIDs, &ids)
        return ItemLayout(frames: ExplicitFrames(takenFrames), ids: takenIDs)
    }
}
