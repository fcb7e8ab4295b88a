import HTTPServer

/// Appends JSON text to a byte buffer. Response bodies are built directly as bytes in a fixed
/// key order, so identical answers are identical bytes (README examples compare them).
///
/// The buffer is its own allocation, written through a pointer: every write checks the room
/// once and copies a literal or a number's digits in one go. An `[UInt8]` costs a uniqueness
/// check per write (~85 for an offset answer) and `append` per byte more; together they cost
/// more than answering the query. Non-copyable, so that the one owner writes the buffer and no
/// copy can share it. The buffer is a `ResponseBodyBuffer`, so a finished answer can become the
/// response body as it is (`takeBody`), with no copy for the server to make.
struct JSONWriter: ~Copyable {
    private var buffer: ResponseBodyBuffer
    /// How many bytes have been written.
    private(set) var count = 0

    private var base: UnsafeMutablePointer<UInt8> { buffer.base }
    private var capacity: Int { buffer.capacity }

    init(capacity: Int = 512) {
        buffer = ResponseBodyBuffer(capacity: Swift.max(capacity, 32))
    }

    /// The bytes written so far.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written, as an array (a copy: for text that goes on into other text).
    consuming func takeBytes() -> [UInt8] {
        bytes
    }

    /// The bytes written, as the response body: handed over where they are, not copied.
    consuming func takeBody() -> ResponseBody {
        buffer.finish(count: count)
    }

    /// Writes at most `maximum` bytes at the end with `body`, which returns how many it wrote.
    @inline(__always)
    private mutating func write(upTo maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        if capacity - count < maximum { grow(toHold: maximum) }
        guard capacity - count >= maximum else { return }
        count += Swift.min(Swift.max(body(base + count), 0), maximum)
    }

    /// Makes room for `needed` more bytes; growth is geometric.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        buffer.reallocate(capacity: Swift.max(count + needed, 2 * capacity), keeping: count)
    }

    /// Raw JSON text such as `{"x":` — only ever literals written in this module.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        write(upTo: length) { target in
            target.update(from: text.utf8Start, count: length)
            return length
        }
    }

    /// Makes room for `count` more bytes. Growth stays geometric, so a buffer that many answers
    /// are appended to (a batch's) reallocates O(log n) times, never once per answer.
    mutating func reserve(_ count: Int) {
        if capacity - self.count < count { grow(toHold: count) }
    }

    /// JSON text already encoded (an answer written by another encoder).
    mutating func append(json text: ArraySlice<UInt8>) {
        let length = text.count
        text.withUnsafeBufferPointer { source in
            write(upTo: length) { target in
                guard let base = source.baseAddress else { return 0 }
                target.update(from: base, count: length)
                return length
            }
        }
    }

    /// One byte of text already known to be valid JSON in place (string contents).
    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        write(upTo: 1) { target in
            target.pointee = byte
            return 1
        }
    }

    mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// Integral values up to 2^53 print without a fraction (`120`, not `120.0`), `-0` prints as `0`, other
    /// values use Swift's shortest round-tripping form (`0.5`, `1e-05`), which is valid JSON.
    /// Non-finite values cannot reach here (validation bounds every input); `null` is the
    /// defensive fallback because JSON has no infinity.
    mutating func number(_ value: Double) {
        if !value.isFinite {
            raw("null")
        } else if value == 0 {
            raw("0")
        } else if Self.isIntegral(value) {
            integer(Int64(value))
        } else if !shortFraction(value) {
            for byte in value.description.utf8 { appendByte(byte) }
        }
    }

    /// Whether `value` is an integer of magnitude at most 2^53 (exact in a double, so exact as
    /// an `Int64`). Adding and subtracting 2^52 rounds a magnitude below 2^52 to an integer,
    /// which gives it back only when it was one — two additions where `rounded` is a libm call.
    @inline(__always)
    static func isIntegral(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        if magnitude < 0x1p52 { return (magnitude + 0x1p52) - 0x1p52 == magnitude }
        return magnitude <= 0x1p53  // every double from 2^52 on is an integer; NaN fails here
    }

    /// Writes `value` when it is a decimal with 1–4 fraction digits and a magnitude in
    /// [0.001, 10^11) — what offsets of a half or a third of a pixel and device-pixel rounding
    /// give (`1071.5`) — and returns true; otherwise writes nothing and returns false.
    ///
    /// Why: `Double.description` costs about 800 instructions a value and a `String`; answers
    /// mostly hold such values. The text is byte for byte `description`'s:
    /// - For the least `k` for which `m = round(|value|·10^k)` gives `m / 10^k == |value|`,
    ///   the decimal `m·10^-k` rounds to `value` (`m` < 10^15 and `10^k` are exact doubles, so
    ///   the division is correctly rounded), and no decimal with fewer fraction digits does
    ///   (k = 0 cannot: integers below 2^53 are exact and `value` is not integral). If one did
    ///   for some `k' < k`, the rounding would have found it: `|value·10^k − m| < 1/2` for any
    ///   such decimal since the ulp of `value` is below 10^-k/4 here.
    /// - With `m` ≤ 2^50 the ulp of `value` is below 10^-k/4, so only one decimal with `k`
    ///   fraction digits rounds to `value`: the shortest round-tripping digits are these, the
    ///   ones `description` picks. It prints them positionally in this magnitude range (no
    ///   exponent), with no trailing zeros (a minimal `k` has none) — the unit tests compare
    ///   the two over many values.
    @inline(__always)
    private mutating func shortFraction(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= 0.001, magnitude < 100_000_000_000 else { return false }
        var scale: Double = 1
        var divisor: UInt64 = 1
        for _ in 1...4 {
            scale *= 10
            divisor *= 10
            let scaled = (magnitude * scale).rounded()
            guard scaled / scale == magnitude else { continue }
            // scaled < 10^15: exact as an integer.
            let units = UInt64(scaled)
            if value < 0 { appendByte(UInt8(ascii: "-")) }
            integer(Int64(units / divisor))
            let digits = Int(divisor.trailingZeroBitCount)  // 10^k has k trailing zero bits
            write(upTo: 1 + digits) { target in
                target[0] = UInt8(ascii: ".")
                var fraction = units % divisor
                var place = digits  // `digits` digits, leading zeros included
                while place > 0 {
                    target[place] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                    fraction /= 10
                    place -= 1
                }
                return 1 + digits
            }
            return true
        }
        return false
    }

    /// Decimal digits of `value`, written straight into the buffer (no `String` on the way):
    /// the digits are counted by comparison (no division), then written from the last.
    private mutating func integer(_ value: Int64) {
        let magnitude = value.magnitude
        var digits = 1
        var next: UInt64 = 10  // the least value with one more digit
        while digits < 19 && magnitude >= next {
            digits += 1
            next &*= 10
        }
        let sign = value < 0 ? 1 : 0
        write(upTo: sign + digits) { target in
            if sign == 1 { target[0] = UInt8(ascii: "-") }
            var rest = magnitude
            var index = sign + digits
            while index > sign {
                index -= 1
                target[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            return sign + digits
        }
    }
}
