/// The `X-Request-Id` of an answer: the client's own when it is acceptable, else one made here.
///
/// An id travels from a client or a proxy through every log line of every service on the way,
/// so a sent one is echoed unchanged — if it is safe to echo: 1 to 128 bytes of printable ASCII
/// (0x20–0x7E, no leading or trailing space), which rules out header injection and log forging.
/// Anything else is replaced, as if none had been sent.
///
/// Not a `RequestFilter`: the id must reach every answer — the framing refusals sent before the
/// filters run included — and the access-log line written when the request completes, so it is
/// kept in the request's state and added where every response is queued.
///
/// A generated id is kept as its number, not as text: its 15 digits are written straight into
/// the header when the answer is queued, so the usual request builds no `String` for its id (the
/// access log builds one, with `text`).
enum RequestID: Sendable, Equatable {
    /// Made here: the 60-bit number whose 15 hex digits are the id (see `value(prefix:shard:sequence:)`).
    case generated(UInt64)
    /// Sent by the client and acceptable (`isAcceptable`): echoed unchanged.
    case echoed(String)

    static let headerName = "X-Request-Id"
    static let lowercasedHeaderName = HTTPHeaders.lowercased(headerName)
    static let maxBytes = 128

    /// Whether `bytes` may be echoed.
    static func isAcceptable(_ bytes: some Collection<UInt8>) -> Bool {
        guard let first = bytes.first, bytes.count <= maxBytes else { return false }
        var last = first
        for byte in bytes {
            guard byte >= 0x20, byte <= 0x7E else { return false }
            last = byte
        }
        return first != 0x20 && last != 0x20
    }

    /// The digits of a generated id.
    static let generatedDigits = 15

    /// The id as text (for the access log).
    var text: String {
        switch self {
        case .generated(let value): Self.generate(value: value)
        case .echoed(let id): id
        }
    }

    /// A new id's number: `prefix` (per process, random) in the top 24 of its 60 bits, the
    /// worker's shard in the next 8, its own count in the low 28 — so the per-thread count needs no
    /// atomic read-modify-write shared between threads.
    static func value(prefix: UInt64, shard: Int, sequence: UInt64) -> UInt64 {
        (prefix & 0xFF_FFFF) << 36 | (UInt64(truncatingIfNeeded: shard) & 0xFF) << 28 | (sequence & 0xFFF_FFFF)
    }

    /// The 15 digits of the id `value` (60 bits) as ASCII bytes, 8 to a word, the first in the
    /// word's least significant byte (memory order on a little-endian machine): `high` holds a
    /// `0` and the first 7 digits, `low` the last 8.
    static func digitWords(of value: UInt64) -> (high: UInt64, low: UInt64) {
        (hexDigits(of: UInt32(truncatingIfNeeded: value >> 32)), hexDigits(of: UInt32(truncatingIfNeeded: value)))
    }

    /// The 8 lower-case hex digits of `value`, the most significant in the least significant byte.
    private static func hexDigits(of value: UInt32) -> UInt64 {
        // Nibble i (0: the least significant) into byte i, then the bytes reversed.
        var nibbles = UInt64(value)
        nibbles = (nibbles | nibbles << 16) & 0x0000_FFFF_0000_FFFF
        nibbles = (nibbles | nibbles << 8) & 0x00FF_00FF_00FF_00FF
        nibbles = (nibbles | nibbles << 4) & 0x0F0F_0F0F_0F0F_0F0F
        nibbles = nibbles.byteSwapped
        // Per byte n <= 15 (no carry crosses bytes): bit 4 of n + 6 is set when n >= 10, which
        // then moves from "0" + n to "a" + n - 10 (0x27 further).
        let letters = ((nibbles &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        return nibbles &+ 0x3030_3030_3030_3030 &+ letters &* 0x27
    }

    /// A new id as text: 15 lower-case hex digits (see `value(prefix:shard:sequence:)`).
    static func generate(prefix: UInt64, shard: Int, sequence: UInt64) -> String {
        generate(value: value(prefix: prefix, shard: shard, sequence: sequence))
    }

    /// The 15 digits of `value`. Fifteen bytes is the most a Swift `String` holds inline, so
    /// making one allocates nothing.
    static func generate(value: UInt64) -> String {
        let (high, low) = digitWords(of: value)
        // Bytes 1...15 of the two words: the leading `0` is not a digit of the id.
        return String(decoding: (1...generatedDigits).lazy.map { index in
            UInt8(truncatingIfNeeded: (index < 8 ? high : low) >> UInt64((index & 7) * 8))
        }, as: UTF8.self)
    }
}
