/// Bytes someone else owns, lent for the length of one call: a request's method, path and header
/// names as libmicrohttpd holds them, or a chunk of its body. Read in place, never kept.
///
/// The safe face of a raw buffer: a collection of bytes (indices `0..<count`, bounds checked),
/// whose contiguous storage generic byte code (`String(decoding:as:)`, `PathPattern.match`,
/// `ByteComparison.equal`) reads directly. Whoever makes one (the callbacks, or `Array.withLentBytes`)
/// guarantees the bytes stay valid and unchanged until the call that received it returns; it
/// must not be stored past that call.
struct LentBytes: RandomAccessCollection {
    private let bytes: UnsafeRawBufferPointer

    /// The `count` bytes at `start`; none when `start` is `nil` (then `count` must be 0).
    init(start: UnsafeRawPointer?, count: Int) {
        bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { bytes.count }
    var count: Int { bytes.count }

    subscript(position: Int) -> UInt8 {
        precondition(position >= 0 && position < bytes.count, "index out of range")
        return bytes[position]
    }

    func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        try bytes.withContiguousStorageIfAvailable(body)
    }

    /// Whether these bytes are `lowercasedName` (ASCII, at least 8 bytes, as every header name
    /// admission looks for is), ASCII case ignored here.
    ///
    /// Compared 8 bytes at a time, the last word overlapping the one before it. Each word of
    /// these bytes has bit 5 set in the bytes where the expected byte is a lower-case letter
    /// (folding `A`–`Z` onto `a`–`z`, and nothing else onto a letter), and is then compared
    /// whole; other bytes (`-`) must be equal as they are. Inlined, so that a literal's words
    /// and case bits are constants.
    @inline(__always)
    func equalsFoldingCase(_ lowercasedName: StaticString) -> Bool {
        let name = bytes
        return lowercasedName.withUTF8Buffer { expected in
            let count = expected.count
            guard name.count == count, count >= 8, let base = name.baseAddress,
                  let expectedBase = expected.baseAddress else { return false }
            let expectedWords = UnsafeRawPointer(expectedBase)
            // Whole words while more than 16 bytes remain, then the last 8 to 16 as two words.
            var offset = 0
            while count - offset > 16 {
                guard Self.foldedEqual(base, expectedWords, at: offset) else { return false }
                offset += 8
            }
            return Self.foldedEqual(base, expectedWords, at: offset)
                && Self.foldedEqual(base, expectedWords, at: count - 8)
        }
    }

    /// Whether the 8 bytes at `offset` in `name` equal those in `expected` (ASCII), case ignored
    /// in `name` where `expected` holds a lower-case letter.
    @inline(__always)
    private static func foldedEqual(_ name: UnsafeRawPointer, _ expected: UnsafeRawPointer, at offset: Int) -> Bool {
        let word = (name + offset).loadUnaligned(as: UInt64.self)
        let expected = (expected + offset).loadUnaligned(as: UInt64.self)
        // Per byte b < 0x80 (no carry crosses bytes): bit 7 of b + 0x1F is set when b >= 0x61
        // ("a"), and of b + 0x05 when b >= 0x7B (past "z"); so letters have bit 7 of the first
        // and not the second. Shifted down to bit 5: the case bit.
        let letters = ((expected &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(expected &+ 0x0505_0505_0505_0505)) & 0x8080_8080_8080_8080
        return word | (letters >> 2) == expected
    }
}

extension Array where Element == UInt8 {
    /// Appends `bytes` in one copy.
    mutating func append(contentsOf bytes: LentBytes) {
        _ = bytes.withContiguousStorageIfAvailable { append(contentsOf: $0) }
    }

    /// Calls `body` with this array's bytes lent (tests, and callers holding their own copy).
    func withLentBytes<Result>(_ body: (LentBytes) -> Result) -> Result {
        withUnsafeBytes { body(LentBytes(start: $0.baseAddress, count: $0.count)) }
    }
}
