/// Where, in a request's `FieldBuffer`, the header fields the server itself reads on every request
/// are: `Content-Type`, `Content-Length` (and whether repeated ones agree), `Transfer-Encoding`
/// and `X-Request-Id`. Found while the head is copied, one field at a time.
///
/// Admission asks for each of these on every request; noting them while the fields are copied
/// spares a walk of the head per lookup.
///
/// Lookup rules are those of `FieldBuffer.value(named:foldingCase: true)`: ASCII case ignored,
/// the first field of a name wins. Positions index the field's start in the buffer; -1: absent.
struct KnownHeaderFields: Sendable, Equatable {
    private(set) var contentType = -1
    private(set) var contentLength = -1
    private(set) var transferEncoding = -1
    private(set) var requestID = -1
    /// Whether some `Content-Length` field after the first has a different value (byte for byte).
    private(set) var contentLengthsDisagree = false

    /// Notes the field that starts at `position` in `buffer` (just appended), if it is one of these.
    mutating func note(fieldAt position: Int, in buffer: FieldBuffer) {
        guard let name = buffer.nameRange(at: position) else { return }
        // Every name of interest is 12, 14 or 17 bytes long; anything else is decided here.
        switch name.count {
        case 12:
            if contentType < 0, buffer.nameMatches(name, Self.contentTypeName, foldingCase: true) {
                contentType = position
            } else if requestID < 0, buffer.nameMatches(name, Self.requestIDName, foldingCase: true) {
                requestID = position
            }
        case 14:
            guard buffer.nameMatches(name, Self.contentLengthName, foldingCase: true) else { return }
            if contentLength < 0 {
                contentLength = position
            } else if !contentLengthsDisagree, buffer.value(at: contentLength) != buffer.value(at: position) {
                contentLengthsDisagree = true
            }
        case 17:
            if transferEncoding < 0, buffer.nameMatches(name, Self.transferEncodingName, foldingCase: true) {
                transferEncoding = position
            }
        default:
            return
        }
    }

    /// The server's form of `note(fieldAt:in:)`, for a field about to be written at `position`,
    /// decided from its name's bytes as received. Returns `false` when the name alone cannot
    /// decide — a repeated `Content-Length`, whose values must be compared: the caller then notes
    /// the whole buffer with `init(of:)` once it is written (rare).
    ///
    /// The names are static strings, not arrays in `static let`s: a lazily initialised global
    /// costs a `swift_once` call on every access.
    mutating func note(name: UnsafeRawBufferPointer, at position: Int) -> Bool {
        switch name.count {
        case 12:
            if contentType < 0, Self.matches(name, "content-type") {
                contentType = position
            } else if requestID < 0, Self.matches(name, "x-request-id") {
                requestID = position
            }
        case 14:
            guard Self.matches(name, "content-length") else { return true }
            guard contentLength < 0 else { return false }
            contentLength = position
        case 17:
            if transferEncoding < 0, Self.matches(name, "transfer-encoding") {
                transferEncoding = position
            }
        default:
            break
        }
        return true
    }

    /// Whether `name` is `lowercasedName` (ASCII, at least 8 bytes, as every name here is),
    /// ASCII case ignored in `name`.
    ///
    /// Compared 8 bytes at a time, the last word overlapping the one before it.
    /// Each word of `name` has bit 5 set in the bytes where the expected byte is a lower-case
    /// letter (folding `A`–`Z` onto `a`–`z`, and nothing else onto a letter), and is then compared
    /// whole; other bytes (`-`) must be equal as they are.
    private static func matches(_ name: UnsafeRawBufferPointer, _ lowercasedName: StaticString) -> Bool {
        lowercasedName.withUTF8Buffer { expected in
            let count = expected.count
            guard name.count == count, count >= 8, let base = name.baseAddress,
                  let expectedBase = expected.baseAddress else { return false }
            let expectedWords = UnsafeRawPointer(expectedBase)
            // Whole words while more than 16 bytes remain, then the last 8 to 16 as two words.
            var offset = 0
            while count - offset > 16 {
                guard foldedEqual(base, expectedWords, at: offset) else { return false }
                offset += 8
            }
            return foldedEqual(base, expectedWords, at: offset) && foldedEqual(base, expectedWords, at: count - 8)
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

    /// Every field of `buffer` noted, in order.
    init(of buffer: FieldBuffer) {
        var position = 0
        while let next = buffer.position(after: position) {
            note(fieldAt: position, in: buffer)
            position = next
        }
    }

    /// Nothing noted yet.
    init() {}

    private static let contentTypeName = HTTPHeaders.contentTypeName
    private static let contentLengthName = HTTPHeaders.contentLengthName
    private static let transferEncodingName = HTTPHeaders.transferEncodingName
    private static let requestIDName = RequestID.lowercasedHeaderName
}
