/// The JSON reader's raw reads of a body, in one place: the only code of the reader that loads
/// bytes without Swift's own bounds checks. Everything else reads the body through these
/// primitives or the array's checked subscript, and is safe Swift.
///
/// Contract, for every primitive: nothing outside `bytes` (or the range it is given) is
/// ever read. An index may be anything, negative or past the end; what is returned then is
/// said per primitive (0 for a byte, nil for a word), never a trap.
package enum ByteReader {
    /// The byte at `index`, or 0 when `index` is outside `0..<bytes.count` (0 is never valid
    /// JSON outside a string, and inside one it is a control character, so it cannot be
    /// mistaken for input).
    @inline(__always)
    package static func byte(_ bytes: [UInt8], at index: Int) -> UInt8 {
        guard UInt(bitPattern: index) < UInt(bitPattern: bytes.count) else { return 0 }
        return bytes.withUnsafeBufferPointer { $0[index] }
    }

    /// The eight bytes `index..<index + 8` as a little-endian word, or nil unless all eight are
    /// in `bytes` (`0 <= index <= bytes.count - 8`).
    @inline(__always)
    package static func word(_ bytes: [UInt8], at index: Int) -> UInt64? {
        guard index >= 0, index <= bytes.count &- 8 else { return nil }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: index, as: UInt64.self)) }
    }

    /// The index of the first byte at or after `start` that is not a space, tab, line feed or
    /// carriage return (`bytes.count` when none is, `start` when `start` is past the end; a
    /// negative `start` counts as 0). A run of spaces is skipped eight per word, each word
    /// loaded only when all its bytes are in `bytes`.
    @inline(__always)
    package static func whitespaceEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { whitespaceEnd(in: $0, from: start) }
    }

    /// `whitespaceEnd(_:from:)` over the body's buffer.
    private static func whitespaceEnd(in body: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = max(start, 0)
        let count = body.count
        guard let base = body.baseAddress else { return index }
        while index < count {
            switch base[index] {
            case 0x20:
                index += 1
                // Indentation: the rest of the run of spaces, a word at a time.
                while index <= count &- 8 {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    let spaces = (word ^ 0x2020_2020_2020_2020).trailingZeroBitCount >> 3
                    index += spaces
                    if spaces < 8 { break }
                }
            case 0x0A, 0x09, 0x0D:
                index += 1
            default:
                return index
            }
        }
        return index
    }

    /// Where the run of plain string bytes (no quote, backslash or control byte, `ByteWord`)
    /// from `start` ends: whole words while eight bytes remain, then the stopping byte's index,
    /// or the index where fewer than eight bytes remain (the caller goes on byte by byte);
    /// `start` itself when it is negative.
    @inline(__always)
    package static func plainRunEnd(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { body in
            var index = start
            guard let base = body.baseAddress, index >= 0 else { return index }
            while index <= body.count &- 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                guard let stop = ByteWord.firstStop(in: word) else {
                    index += 8
                    continue
                }
                return index + stop
            }
            return index
        }
    }
}
