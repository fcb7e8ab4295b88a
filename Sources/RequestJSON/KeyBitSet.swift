/// One bit per index of a `JSONKeySet`, for any number of names: `JSONReader.readObject`'s
/// bookkeeping (seen, present) for a key set too large for one `UInt64`. Key sets that fit in a
/// word — every schema object — use a bare `UInt64` instead (`KeyBits`), which costs nothing to
/// create or copy.
package struct KeyBitSet: KeyBits, Equatable, Sendable {
    private var words: [UInt64]

    /// An empty set for indices below `capacity`.
    package init(capacity: Int) {
        words = [UInt64](repeating: 0, count: max(1, (capacity + 63) / 64))
    }

    /// Whether `index` (below the capacity) is in the set.
    package func contains(_ index: Int) -> Bool {
        words[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    /// Adds `index` (below the capacity).
    package mutating func insert(_ index: Int) {
        words[index / 64] |= 1 << UInt64(index % 64)
    }

    /// Bits 0–63.
    package var firstWord: UInt64 { words[0] }

    /// The lowest index in `range` (which ends at most at the capacity) not in the set, or nil.
    package func firstMissing(in range: Range<Int>) -> Int? {
        range.first { !contains($0) }
    }
}

/// What `JSONReader.readObject` needs of its bookkeeping while it reads members.
package protocol KeyBits {
    func contains(_ index: Int) -> Bool
    mutating func insert(_ index: Int)
}

/// For key sets of at most 64 names, so `index` is below 64: the masking shift `&<<` is then
/// exact and a single shift, where `<<` would also handle over-shifts on every call.
extension UInt64: KeyBits {
    @inline(__always)
    package func contains(_ index: Int) -> Bool {
        self & (1 &<< UInt64(truncatingIfNeeded: index)) != 0
    }

    @inline(__always)
    package mutating func insert(_ index: Int) {
        self |= 1 &<< UInt64(truncatingIfNeeded: index)
    }
}
