import ScrollCore

extension JSONReader {
    private static let itemKeys = JSONKeySet(["id", "frame"])

    /// The fewest bytes a valid item takes: `{"id":0,"frame":{"x":0,"y":0,"width":0,"height":0}}`.
    static let minimumItemSize = 50

    /// `items`: `[{"id": …, "frame": {x, y, width, height}}, …]`, at most `limits.maxItems`,
    /// ids unique (`duplicate_id` at the repeat), read in one pass.
    ///
    /// The rest of the body bounds the item count, so the frames, the ids and the id table are
    /// sized once for that many (together less than the body's own size) instead of growing by
    /// doubling; a layout that is kept is `compacted()` first.
    mutating func readItems(limits: RequestLimits) throws(DecodeFailure) -> ItemLayout {
        let maxItems = limits.maxItems
        let estimate = min(remainingByteCount / Self.minimumItemSize, max(maxItems, 0))
        var frames: [Rect] = []
        var ids = ItemIDs()
        frames.reserveCapacity(estimate)
        ids.reserveCapacity(estimate)
        // Inside the array, an item and its frame are two more levels.
        let nestsItems = canEnter(levels: 3)
        try readArray(maxCount: maxItems, run: { bytes, start, maxCount in
            guard nestsItems else { return (0, start) }
            return Self.readCompactItems(in: bytes, at: start, maxCount: maxCount, frames: &frames, ids: &ids)
        }) { (reader, _) throws(DecodeFailure) in
            if reader.readCompactItem(frames: &frames, ids: &ids) { return }
            let idCount = ids.count
            var frame: Rect?
            try reader.readObject(keys: Self.itemKeys) { (reader, key) throws(DecodeFailure) in
                if key == 0 {
                    guard try reader.readItemID(into: &ids) else { throw DecodeFailure(.duplicateID) }
                } else {
                    frame = try reader.readRect()
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

    /// `readItems`' fast path for its leading run of items in compact form (`CompactScan.item`),
    /// back to back from `start` (just after the `[`): appends each item's frame and id and
    /// returns how many it read, at most `maxCount`, and the index after the last one. It stops
    /// before the first item of another form, or whose id is invalid UTF-8 or one `ids` already
    /// has, for the general path to read (and fail on) as it would have.
    @inline(__always)
    private static func readCompactItems(
        in bytes: UnsafeBufferPointer<UInt8>, at start: Int, maxCount: Int, frames: inout [Rect], ids: inout ItemIDs
    ) -> (count: Int, end: Int) {
        var count = 0
        var end = start
        var cursor = start
        while count < maxCount, let item = CompactScan.item(in: bytes, at: cursor), append(item.id, in: bytes, to: &ids) {
            frames.append(item.frame)
            count += 1
            end = item.end
            guard let next = CompactScan.after(UInt8(ascii: ","), in: bytes, at: end) else { break }
            cursor = next
        }
        return (count, end)
    }

    /// Appends a scanned id to `ids`; false, appending nothing, for an id it already has and
    /// for a string id that is not valid UTF-8.
    @inline(__always)
    private static func append(_ id: CompactScan.ScannedID, in bytes: UnsafeBufferPointer<UInt8>, to ids: inout ItemIDs) -> Bool {
        switch id {
        case .integer(let integer):
            return ids.append(integer: integer)
        case .string(let range):
            let utf8 = UnsafeBufferPointer(rebasing: bytes[range])
            return UTF8Validation.isValid(utf8) && ids.append(utf8: utf8)
        }
    }

    /// `readItems`' fast path for one item in compact form at the cursor, after its leading run
    /// (`readCompactItems` of one item): appends its frame and id and steps past it. False, with
    /// the cursor, `frames` and `ids` as they were, for anything `readCompactItems` stops at:
    /// the general path then reads the item and fails as it would have.
    @inline(__always)
    private mutating func readCompactItem(frames: inout [Rect], ids: inout ItemIDs) -> Bool {
        guard canEnter(levels: 2) else { return false }
        let start = position
        let (count, end) = withBody { Self.readCompactItems(in: $0, at: start, maxCount: 1, frames: &frames, ids: &ids) }
        guard count == 1 else { return false }
        rewind(to: end)
        return true
    }
}
