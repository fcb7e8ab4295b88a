/// Eight bytes of a body in one `UInt64`, tested all at once ("SIMD within a register").
///
/// Object keys are short and plentiful (a request with ten items has ~75 of them); testing a key's
/// bytes a word at a time finds its closing quote in one step per eight bytes instead of a
/// loop iteration per byte.
package enum ByteWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of every byte of `word` (little-endian order) that ends the plain run of a
    /// string: a quote, a backslash or a control character. Only the lowest flagged byte is
    /// exact (the borrow out of a match can flag bytes above it), which is all that is used: see
    /// `firstStop(in:)`.
    @inline(__always)
    package static func stops(in word: UInt64) -> UInt64 {
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let isQuote = (quote &- ones) & ~quote
        let isBackslash = (backslash &- ones) & ~backslash
        let isControl = (word &- ones &* 0x20) & ~word
        return (isQuote | isBackslash | isControl) & highBits
    }

    /// The index (0–7) of the first byte of `word` that ends a string's plain run, or nil.
    @inline(__always)
    package static func firstStop(in word: UInt64) -> Int? {
        let mask = stops(in: word)
        return mask == 0 ? nil : mask.trailingZeroBitCount >> 3
    }

    /// The first `count` (0–7) bytes of `word`, the rest zeroed.
    @inline(__always)
    package static func prefix(_ word: UInt64, count: Int) -> UInt64 {
        word & ((1 << UInt64(count &* 8)) &- 1)
    }
}
