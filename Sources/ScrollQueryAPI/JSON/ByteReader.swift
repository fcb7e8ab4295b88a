/// The JSON reader's raw reads of a body, in one place: the only code of the reader that loads
/// bytes without Swift's own bounds checks. Everything else reads the body through these
/// primitives or the array's checked subscript, and is safe Swift.
///
/// Contract, for every primitive: nothing outside `bytes` (a slice: outside its indices) is
/// ever read. An index may be anything, negative or past the end; what is returned then is
/// said per primitive (0 for a byte, nil for a word), never a trap.
enum ByteReader {
    /// The byte at `index`, or 0 when `index` is outside `0..<bytes.count` (0 is never valid
    /// JSON outside a string, and inside one it is a control character, so it cannot be
    /// mistaken for input).
    @inline(__always)
    static func byte(_ bytes: [UInt8], at index: Int) -> UInt8 {
        guard UInt(bitPattern: index) < UInt(bitPattern: bytes.count) else { return 0 }
        return bytes.withUnsafeBufferPointer { $0[index] }
    }

    /// The eight bytes `index..<index + 8` as a little-endian word, or nil unless all eight are
    /// in `bytes` (`0 <= index <= bytes.count - 8`).
    @inline(__always)
    static func word(_ bytes: [UInt8], at index: Int) -> UInt64? {
        guard index >= 0, index <= bytes.count &- 8 else { return nil }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: index, as: UInt64.self)) }
    }

    /// The eight bytes `index..<index + 8` of the slice (indices of the slice's base) as a
    /// little-endian word, or nil unless all eight are within `bytes.indices`.
    @inline(__always)
    static func word(_ bytes: ArraySlice<UInt8>, at index: Int) -> UInt64? {
        let offset = index &- bytes.startIndex
        guard offset >= 0, offset <= bytes.count &- 8 else { return nil }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    /// Appends the string id spelt by `utf8` (well-formed UTF-8: the caller has checked) to
    /// `ids`; false when `ids` already holds it. The bytes are handed to the id arena in place.
    @inline(__always)
    static func append(utf8: ArraySlice<UInt8>, to ids: inout ItemIDs) -> Bool {
        ids.append(utf8: utf8.span)
    }
}
