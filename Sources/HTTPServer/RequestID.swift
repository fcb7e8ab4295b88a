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
enum RequestID {
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

    /// A new id: 15 lower-case hex digits — `prefix` (per process, random) in the top 24 bits,
    /// the worker's shard in the next 8, its own count in the low 28.
    ///
    /// Fifteen bytes is the most a Swift `String` holds inline, so making one allocates nothing,
    /// and the per-thread count needs no atomic read-modify-write shared between threads.
    static func generate(prefix: UInt64, shard: Int, sequence: UInt64) -> String {
        let value = (prefix & 0xFF_FFFF) << 36 | (UInt64(truncatingIfNeeded: shard) & 0xFF) << 28
            | (sequence & 0xFFF_FFFF)
        return String(unsafeUninitializedCapacity: 15) { buffer in
            var remaining = value
            for position in stride(from: 14, through: 0, by: -1) {
                let digit = UInt8(truncatingIfNeeded: remaining & 0xF)
                buffer[position] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                remaining >>= 4
            }
            return 15
        }
    }
}
