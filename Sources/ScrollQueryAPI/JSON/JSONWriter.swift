/// Appends JSON text to a byte buffer. Response bodies are built directly as bytes in a fixed
/// key order, so identical answers are identical bytes (README examples compare them).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
    }

    /// Raw JSON text such as `{"x":` — only ever literals written in this module.
    ///
    /// Byte by byte on purpose: the literals are a few bytes each, where a plain `append` per byte
    /// (into reserved capacity) costs less than `append(contentsOf:)`'s setup.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { literal in
            for byte in literal { bytes.append(byte) }
        }
    }

    /// The bytes written so far.
    var count: Int { bytes.count }

    /// Makes room for `count` more bytes. Growth stays geometric, so a buffer that many answers
    /// are appended to (a batch's) reallocates O(log n) times, never once per answer.
    mutating func reserve(_ count: Int) {
        let needed = bytes.count + count
        guard needed > bytes.capacity else { return }
        bytes.reserveCapacity(Swift.max(needed, 2 * bytes.capacity))
    }

    /// JSON text already encoded (an answer written by another encoder).
    mutating func append(json text: ArraySlice<UInt8>) {
        bytes.append(contentsOf: text)
    }

    /// One byte of text already known to be valid JSON in place (string contents).
    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        bytes.append(byte)
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
        } else if value.rounded(.towardZero) == value && value.magnitude <= 9_007_199_254_740_992 {
            integer(Int64(value))
        } else if !shortFraction(value) {
            bytes.append(contentsOf: value.description.utf8)
        }
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
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            integer(Int64(units / divisor))
            bytes.append(UInt8(ascii: "."))
            var fraction = units % divisor
            var place = divisor / 10
            while place > 0 {  // `digits` digits, leading zeros included
                bytes.append(UInt8(ascii: "0") + UInt8(fraction / place))
                fraction %= place
                place /= 10
            }
            return true
        }
        return false
    }

    /// Decimal digits of `value`, written straight into the buffer (no `String` on the way),
    /// most significant first: one `append` per digit, no second pass.
    private mutating func integer(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var rest = value.magnitude
        var divisor: UInt64 = 1  // the place value of the leading digit
        while divisor <= rest / 10 { divisor *= 10 }
        while true {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))  // a quotient below 10: a digit
            rest %= divisor
            if divisor == 1 { return }
            divisor /= 10
        }
    }
}
