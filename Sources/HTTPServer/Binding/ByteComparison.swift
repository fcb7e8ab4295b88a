import Glibc

/// Byte equality read in place, for the comparisons made on every request (route methods and
/// paths, a header's value against a literal).
enum ByteComparison {
    /// Whether `bytes` and `other` hold the same bytes: lengths first (the usual miss), then
    /// contiguous bytes compared in place, 8 at a time. (No call out: around a call to `memcmp`
    /// the compiler retained and released `bytes`.)
    static func equal(_ bytes: [UInt8], _ other: some Collection<UInt8>) -> Bool {
        guard bytes.count == other.count else { return false }
        guard !bytes.isEmpty else { return true }
        let compared = other.withContiguousStorageIfAvailable { other in
            bytes.withUnsafeBytes { bytes in equalBytes(bytes, UnsafeRawBufferPointer(other)) }
        }
        return compared ?? bytes.elementsEqual(other)
    }

    /// Whether `storage[range]` is exactly `expected`; `false` when `range` is not within
    /// `storage`.
    static func equal(_ storage: [UInt8], _ range: Range<Int>, _ expected: StaticString) -> Bool {
        guard range.count == expected.utf8CodeUnitCount, range.lowerBound >= 0,
              range.upperBound <= storage.count else { return false }
        return storage.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return range.isEmpty }
            return memcmp(base + range.lowerBound, expected.utf8Start, range.count) == 0
        }
    }

    /// Whether `left` and `right`, of the same length, hold the same bytes.
    @inline(__always)
    private static func equalBytes(_ left: UnsafeRawBufferPointer, _ right: UnsafeRawBufferPointer) -> Bool {
        let count = left.count
        guard count == right.count else { return false }
        guard count > 0, let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return count == 0 }
        var offset = 0
        while count - offset >= 8 {
            guard leftBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                == rightBase.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        while offset < count {
            guard leftBase.load(fromByteOffset: offset, as: UInt8.self)
                == rightBase.load(fromByteOffset: offset, as: UInt8.self) else { return false }
            offset += 1
        }
        return true
    }
}
