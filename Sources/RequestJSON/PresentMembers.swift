/// The members `JSONReader.readObject` read (null members are absent), as much as callers need
/// to check required members: the bits of the first 64 keys, and for a key set of more than 64
/// names the first of the others that was absent.
///
/// Two plain integers rather than a bit set of any size: this is returned by every object read,
/// and a value holding an array — even an empty or nil one — costs a retain and a release per
/// object on the hot path.
@usableFromInline package struct PresentMembers: Equatable, Sendable {
    /// Bit `i` set when `keys.names[i]` was read, for `i` below 64.
    package let firstWord: UInt64
    /// The lowest index from 64 on that was absent; `Int.max` when none was (or the key set has
    /// at most 64 names).
    package let firstAbsentBeyondFirstWord: Int

    package init(firstWord: UInt64, firstAbsentBeyondFirstWord: Int = .max) {
        self.firstWord = firstWord
        self.firstAbsentBeyondFirstWord = firstAbsentBeyondFirstWord
    }

    /// The lowest index below `count` (the key set's size, or fewer) that was absent, or nil.
    @inline(__always)
    package func firstMissing(below count: Int) -> Int? {
        let all: UInt64 = count >= 64 ? ~0 : (1 << UInt64(max(count, 0))) - 1
        let missing = all & ~firstWord
        if missing != 0 { return missing.trailingZeroBitCount }
        return firstAbsentBeyondFirstWord < count ? firstAbsentBeyondFirstWord : nil
    }
}
