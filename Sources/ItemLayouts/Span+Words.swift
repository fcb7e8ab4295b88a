/// Little- and big-endian words read from bytes through one bounds check each: the id lists'
/// compares and hashes, and the writer's literal copies.
extension Span<UInt8> {
    /// The eight bytes from `offset` as one word, the first byte lowest (traps unless
    /// `0 <= offset <= count - 8`). One bounds check for the eight: the optimiser then reads
    /// them as one load.
    @inlinable @inline(__always)
    package func word(at offset: Int) -> UInt64 {
        let eight = extracting(offset..<offset + 8)
        return UInt64(eight[0]) | UInt64(eight[1]) &<< 8 | UInt64(eight[2]) &<< 16 | UInt64(eight[3]) &<< 24
            | UInt64(eight[4]) &<< 32 | UInt64(eight[5]) &<< 40 | UInt64(eight[6]) &<< 48 | UInt64(eight[7]) &<< 56
    }

    /// The four bytes from `offset` as one word, the first byte lowest (traps unless
    /// `0 <= offset <= count - 4`).
    @inlinable @inline(__always)
    package func word32(at offset: Int) -> UInt32 {
        let four = extracting(offset..<offset + 4)
        return UInt32(four[0]) | UInt32(four[1]) &<< 8 | UInt32(four[2]) &<< 16 | UInt32(four[3]) &<< 24
    }

    /// The eight bytes from `offset` as one word, the first byte highest, so that words compare
    /// as their bytes do (traps unless `0 <= offset <= count - 8`).
    @inlinable @inline(__always)
    package func bigEndianWord(at offset: Int) -> UInt64 {
        word(at: offset).byteSwapped
    }
}
