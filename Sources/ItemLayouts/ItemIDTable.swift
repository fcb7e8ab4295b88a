/// An open-addressing hash table from item id to position, for `ItemIDs`: the duplicate check
/// while a list is read, and id → index lookups after.
///
/// Why not `Set<ItemID>`/`Dictionary`: those store a copy of each id (an enum with a `String`
/// payload) and grow by rehashing. This table stores one word per slot — the position (+1, so
/// 0 is empty) and 32 bits of the id's hash, which rule out nearly every non-matching slot
/// without reading the id — and is sized once from the most items the rest of the body could
/// hold. Linear probing at a load of at most one half keeps the probes short.
///
/// The hash is the standard library's (SipHash, seeded per process), so a client cannot choose
/// ids that all collide and turn the check quadratic.
package struct ItemIDTable: Sendable {
    /// `fragment << 32 | (position + 1)`; 0 for an empty slot.
    private var slots: [UInt64]
    private var shift: UInt64
    package private(set) var count = 0

    /// The largest position a slot can hold.
    package static let maxPositions = Int(UInt32.max - 1)

    /// A table with room for `capacity` entries before it grows.
    package init(capacity: Int) {
        let wanted = 2 * Swift.min(Swift.max(capacity, 8), 1 << 32)
        var bits: UInt64 = 4
        while (1 << bits) < wanted { bits += 1 }
        slots = [UInt64](repeating: 0, count: 1 << Int(bits))
        shift = 64 - bits
    }

    /// The position stored under `hash` for which `matches` holds, or nil.
    @inline(__always)
    package func find(hash: UInt64, matches: (Int) -> Bool) -> Int? {
        let fragment = hash & 0xFFFF_FFFF
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> shift)
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry >> 32 == fragment {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if matches(position) { return position }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `position` under `hash` unless an entry for which `matches` holds is there
    /// already; returns false (and stores nothing) in that case.
    /// - Parameter rehash: the hash of the id at a stored position, used when the table grows.
    @inline(__always)
    package mutating func insert(
        _ position: Int, hash: UInt64, matches: (Int) -> Bool, rehash: (Int) -> UInt64
    ) -> Bool {
        if 2 * (count + 1) > slots.count { grow(rehash: rehash) }
        let fragment = hash & 0xFFFF_FFFF
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> shift)
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if entry >> 32 == fragment, matches(Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1) { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = fragment << 32 | UInt64(truncatingIfNeeded: position + 1)
        count += 1
        return true
    }

    /// Doubles the slots and re-places every entry.
    @inline(never)
    private mutating func grow(rehash: (Int) -> UInt64) {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            let hash = rehash(Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1)
            var slot = Int(truncatingIfNeeded: hash >> shift)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// The heap bytes the table keeps.
    package var heapBytes: Int { slots.capacity * MemoryLayout<UInt64>.stride }

    // MARK: - Hashes

    /// `hashValue`: the standard library's one-shot path for a single word, seeded like
    /// `Hasher` (same function, fewer steps than feeding a `Hasher`).
    @inline(__always)
    package static func hash(integer: Int64) -> UInt64 {
        UInt64(bitPattern: Int64(integer.hashValue))
    }

    /// A string's bytes fed to `Hasher` as words: each whole eight bytes, then the 0–7 left
    /// over (zero-padded), then their count — a stream of 8k + 9 bytes that tells every string
    /// apart, and never 8 bytes long like an integer's.
    @inline(__always)
    package static func hash(bytes: Span<UInt8>) -> UInt64 {
        var hasher = Hasher()
        let count = bytes.count
        var index = 0
        while index &+ 8 <= count {
            hasher.combine(bytes.word(at: index))
            index &+= 8
        }
        var rest: UInt64 = 0
        var shift: UInt64 = 0
        while index < count {
            rest |= UInt64(bytes[index]) &<< shift
            shift &+= 8
            index &+= 1
        }
        hasher.combine(rest)
        hasher.combine(UInt8(truncatingIfNeeded: count & 7))
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }
}
