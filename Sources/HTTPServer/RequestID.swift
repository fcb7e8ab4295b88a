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

    /// The ASCII lower-case hex digit at `position` (0: the most significant) of the id `value`.
    @inline(__always)
    static func digit(of value: UInt64, at position: Int) -> UInt8 {
        let shift = UInt64(truncatingIfNeeded: (generatedDigits - 1 - position) * 4) & 63
        let nibble = UInt8(truncatingIfNeeded: (value >> shift) & 0xF)
        return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    /// A new id as text: 15 lower-case hex digits (see `value(prefix:shard:sequence:)`).
    static func generate(prefix: UInt64, shard: Int, sequence: UInt64) -> String {
        generate(value: value(prefix: prefix, shard: shard, sequence: sequence))
    }

    /// The 15 digits of `value`. Fifteen bytes is the most a Swift `String` holds inline, so
    /// making one allocates nothing.
    static func generate(value: UInt64) -> String {
        String(decoding: (0..<generatedDigits).lazy.map { digit(of: value, at: $0) }, as: UTF8.self)
    }
}
