import HTTPServer
import ItemLayouts

/// Appends JSON text to a byte array, which becomes the response body as it is (`takeBody`).
/// Response bodies are built directly as bytes in a fixed key order, so identical answers are
/// identical bytes (README examples compare them).
///
/// The array is longer than the text: the bytes after `count` are the room, zeros that writes
/// overwrite. Every write checks the room once and stores a literal or a number's digits as
/// words through a bounds-checked `MutableRawSpan` over exactly that room. Non-copyable, so that
/// the one owner writes the array and no copy shares it.
struct JSONWriter: ~Copyable {
    /// The text (the first `count` bytes), then the room.
    private var buffer: [UInt8]
    /// `buffer.count`, kept here so that the room check reads no array header.
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// A writer with room for `capacity` bytes (at least 32) before it grows.
    init(capacity: Int = 512) {
        self.capacity = Swift.max(capacity, 32)
        // Built from a collection (not `init(repeating:count:)`), so that the array's storage
        // type is specialized here rather than looked up at run time.
        buffer = Array(repeatElement(0, count: self.capacity))
    }

    /// The bytes written so far (a copy).
    var bytes: [UInt8] { Array(buffer[..<count]) }

    /// The bytes written: the writer's array cut to the text, not copied (its capacity stays).
    consuming func takeBody() -> [UInt8] {
        buffer.removeSubrange(count...)
        return buffer
    }

    /// Writes at most `maximum` bytes at the end with `body`, which is handed exactly that room
    /// and returns how many bytes it wrote. Encoders of small fixed shapes (a point, a rect)
    /// write them whole through one call, with `copy(_:to:at:)` and `writeNumber(_:to:at:)`:
    /// one room check (and one uniqueness check of the array) instead of one per literal and
    /// number.
    @inline(__always)
    mutating func write(upTo maximum: Int, _ body: (inout MutableRawSpan) -> Int) {
        if capacity - count < maximum { grow(toHold: maximum) }
        let start = count
        var written = 0
        do {
            var elements = buffer.mutableSpan
            var text = MutableRawSpan(_elements: &elements)
            var room = text._mutatingExtracting(start..<(start &+ maximum))  // wraps only to trap
            written = body(&room)
        }
        count += Swift.min(Swift.max(written, 0), maximum)
    }

    /// Makes room for `needed` more bytes; growth is geometric.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let length = Swift.max(count + needed, 2 * capacity)
        buffer.append(contentsOf: repeatElement(0, count: length - buffer.count))
        capacity = buffer.count
    }

    /// Raw JSON text such as `{"x":` — only ever literals written in this module.
    @inline(__always)
    mutating func raw(_ text: StaticString) {
        write(upTo: text.utf8CodeUnitCount) { Self.copy(text, to: &$0, at: 0) }
    }

    /// Copies `text` to `offset` of `target` and returns its length; `target` has room for it.
    ///
    /// A literal of up to 32 bytes (every key of an answer) is moved as words: its first and
    /// last 8 (or 16) bytes, overlapping in the middle, so every load and store stays inside the
    /// literal and the room. Its length is a constant once inlined, so one case is compiled in:
    /// at most four words a literal instead of a loop over the bytes (longer ones: a word at a
    /// time). Offsets add with wrapping: one that wrapped fails the store's bounds check.
    @inline(__always)
    static func copy(_ text: StaticString, to target: inout MutableRawSpan, at offset: Int) -> Int {
        let length = text.utf8CodeUnitCount
        text.withUTF8Buffer { buffer in
            let source = buffer.span
            switch length {
            case 16...32:
                target.storeBytes(of: source.word(at: 0), toByteOffset: offset, as: UInt64.self)
                target.storeBytes(of: source.word(at: 8), toByteOffset: offset &+ 8, as: UInt64.self)
                target.storeBytes(of: source.word(at: length - 16), toByteOffset: offset &+ length &- 16, as: UInt64.self)
                target.storeBytes(of: source.word(at: length - 8), toByteOffset: offset &+ length &- 8, as: UInt64.self)
            case 8..<16:
                target.storeBytes(of: source.word(at: 0), toByteOffset: offset, as: UInt64.self)
                target.storeBytes(of: source.word(at: length - 8), toByteOffset: offset &+ length &- 8, as: UInt64.self)
            case 4..<8:
                target.storeBytes(of: source.word32(at: 0), toByteOffset: offset, as: UInt32.self)
                target.storeBytes(of: source.word32(at: length - 4), toByteOffset: offset &+ length &- 4, as: UInt32.self)
            case 2..<4:
                let pair = UInt16(source[0]) | UInt16(source[1]) << 8
                target.storeBytes(of: pair, toByteOffset: offset, as: UInt16.self)
                target.storeBytes(of: source[length - 1], toByteOffset: offset &+ length &- 1, as: UInt8.self)
            case 1:
                target.storeBytes(of: source[0], toByteOffset: offset, as: UInt8.self)
            case 33...:
                for start in stride(from: 0, to: length, by: 8) {
                    let at = Swift.min(start, length - 8)
                    target.storeBytes(of: source.word(at: at), toByteOffset: offset &+ at, as: UInt64.self)
                }
            default:
                break
            }
        }
        return length
    }

    /// Makes room for `count` more bytes. Growth stays geometric, so a buffer that many answers
    /// are appended to (a batch's) reallocates O(log n) times, never once per answer.
    mutating func reserve(_ count: Int) {
        if capacity - self.count < count { grow(toHold: count) }
    }

    /// `true` or `false`: one `raw` per literal, so that each copy's length is a constant.
    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// `bool`'s text written at `offset` of `target` (room for 5 bytes); returns its length.
    @inline(__always)
    static func writeBool(_ value: Bool, to target: inout MutableRawSpan, at offset: Int) -> Int {
        value ? copy("true", to: &target, at: offset) : copy("false", to: &target, at: offset)
    }

    /// Integral values up to 2^53 print without a fraction (`120`, not `120.0`), `-0` prints as `0`, other
    /// values use Swift's shortest round-tripping form (`0.5`, `1e-05`), which is valid JSON.
    /// Non-finite values cannot reach here (validation bounds every input); `null` is the
    /// defensive fallback because JSON has no infinity.
    mutating func number(_ value: Double) {
        write(upTo: Self.maxNumberLength) { Self.writeNumber(value, to: &$0, at: 0) }
    }

    /// The most bytes `writeNumber` writes, with room to spare: `Double.description` is at most
    /// 24 bytes (`-2.2250738585072014e-308`), an integer 20 with its sign, and the integer path
    /// stores a whole word after the sign.
    static let maxNumberLength = 32

    /// `number`'s text written at `offset` of `target`, which has room for `maxNumberLength`
    /// bytes from there; returns how many bytes it wrote.
    ///
    /// Zero (`-0` too) and integers below 10^8 in magnitude — most of an answer — are written
    /// inline; the rest out of line (`writeOtherNumber`).
    @inline(__always)
    static func writeNumber(_ value: Double, to target: inout MutableRawSpan, at offset: Int) -> Int {
        if value == 0 {
            target.storeBytes(of: UInt8(ascii: "0"), toByteOffset: offset, as: UInt8.self)
            return 1
        }
        let magnitude = value.magnitude
        // `isIntegral`'s test inline, without its branch for 2^52 and up, which cannot be
        // taken below 10^8.
        if magnitude < 100_000_000, (magnitude + 0x1p52) - 0x1p52 == magnitude {
            // The sign is written either way and counted only for a negative value.
            target.storeBytes(of: UInt8(ascii: "-"), toByteOffset: offset, as: UInt8.self)
            let sign = value < 0 ? 1 : 0
            // Below 10^8 and integral: exact as an `Int64` and non-negative. Offsets add with
            // wrapping: one that wrapped fails the store's bounds check all the same.
            return sign &+ writeDigits(UInt64(truncatingIfNeeded: Int64(magnitude)), to: &target, at: offset &+ sign)
        }
        return writeOtherNumber(value, to: &target, at: offset)
    }

    /// `writeNumber` for every value but integers below 10^8 in magnitude.
    @inline(never)
    private static func writeOtherNumber(_ value: Double, to target: inout MutableRawSpan, at offset: Int) -> Int {
        if !value.isFinite { return copy("null", to: &target, at: offset) }
        if isIntegral(value) { return writeInteger(Int64(value), to: &target, at: offset) }
        if let written = writeShortFraction(value, to: &target, at: offset) { return written }
        return writeDescription(of: value, to: &target, at: offset)
    }

    /// `Double.description`, for the values no fast path takes (out of line: it builds a `String`).
    @inline(never)
    private static func writeDescription(of value: Double, to target: inout MutableRawSpan, at offset: Int) -> Int {
        var written = 0
        for byte in value.description.utf8 where written < maxNumberLength {
            target.storeBytes(of: byte, toByteOffset: offset + written, as: UInt8.self)
            written += 1
        }
        return written
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
    /// give (`1071.5`) — and returns how many bytes; otherwise writes nothing and returns nil.
    ///
    /// Why: `Double.description` runs the general shortest-digits search and builds a `String`
    /// (an allocation) per value, and answers mostly hold such values. The text is byte for
    /// byte `description`'s:
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
    private static func writeShortFraction(_ value: Double, to target: inout MutableRawSpan, at offset: Int) -> Int? {
        let magnitude = value.magnitude
        guard magnitude >= 0.001, magnitude < 100_000_000_000 else { return nil }
        var scale: Double = 1
        var divisor: UInt64 = 1
        for _ in 1...4 {
            scale *= 10
            divisor *= 10
            // The product is below 10^15 < 2^52, where adding and subtracting 2^52 rounds to
            // an integer (ties to even, where `rounded()` — a libm call — takes ties away from
            // zero). The two differ only on a tie `n + ½`, which neither candidate passes: a
            // product of a value that `n` or `n + 1` divided by `scale` gives is within 0.25
            // of that integer (its relative error is at most 2⁻⁵², times less than 10^15).
            let product = magnitude * scale
            let scaled = (product + 0x1p52) - 0x1p52
            guard scaled / scale == magnitude else { continue }
            // scaled < 10^15: exact as an integer.
            let units = UInt64(scaled)
            var written = 0
            if value < 0 {
                target.storeBytes(of: UInt8(ascii: "-"), toByteOffset: offset, as: UInt8.self)
                written = 1
            }
            written += writeInteger(Int64(units / divisor), to: &target, at: offset + written)
            let digits = Int(divisor.trailingZeroBitCount)  // 10^k has k trailing zero bits
            target.storeBytes(of: UInt8(ascii: "."), toByteOffset: offset + written, as: UInt8.self)
            var fraction = units % divisor
            var place = digits  // `digits` digits, leading zeros included
            while place > 0 {
                let digit = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                target.storeBytes(of: digit, toByteOffset: offset + written + place, as: UInt8.self)
                fraction /= 10
                place -= 1
            }
            return written + 1 + digits
        }
        return nil
    }

    /// Decimal digits of `value` written at `offset` of `target` (room for 21 bytes), no
    /// `String` on the way; returns how many. Below 10^8 — every coordinate of an ordinary
    /// answer — the digits come from one word (`eightDigits`) and are stored at once; larger
    /// values are counted by comparison (no division), then written from the last digit.
    @inline(__always)
    private static func writeInteger(_ value: Int64, to target: inout MutableRawSpan, at offset: Int) -> Int {
        let magnitude = value.magnitude
        let sign = value < 0 ? 1 : 0
        if sign == 1 { target.storeBytes(of: UInt8(ascii: "-"), toByteOffset: offset, as: UInt8.self) }
        if magnitude < 100_000_000 { return sign + writeDigits(magnitude, to: &target, at: offset + sign) }
        var digits = 1
        var next: UInt64 = 10  // the least value with one more digit
        while digits < 19 && magnitude >= next {
            digits += 1
            next &*= 10
        }
        var rest = magnitude
        var index = sign + digits
        while index > sign {
            index -= 1
            let digit = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            target.storeBytes(of: digit, toByteOffset: offset + index, as: UInt8.self)
            rest /= 10
        }
        return sign + digits
    }

    /// The digits of `value` (below 10^8) from one word (`eightDigits`), stored at once:
    /// writes eight bytes at `offset` of `target`, of which the first 1–8 are the text; returns
    /// how many.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, to target: inout MutableRawSpan, at offset: Int) -> Int {
        let word = eightDigits(value)
        // The leading zeros are the low bytes (the text is little-endian in the word).
        let digits = word == 0 ? 1 : 8 - word.trailingZeroBitCount >> 3
        let text = (word | 0x3030_3030_3030_3030) >> UInt64(8 * (8 - digits))
        target.storeBytes(of: text.littleEndian, toByteOffset: offset, as: UInt64.self)
        return digits
    }

    /// The eight decimal digits of `value` (below 10^8, leading zeros included) as the byte
    /// values 0–9, first digit in the lowest byte — the reverse of `JSONReader.digitRun`.
    /// Two halves of four digits go into 32-bit lanes, each lane is split by 100 into 16-bit
    /// lanes and those by 10 into bytes; the divisions are multiplications by reciprocals that
    /// are exact for the lane values (below 10^4, then below 100), and no product leaves its
    /// lane. The unit tests compare it with the division loop.
    @inline(__always)
    static func eightDigits(_ value: UInt64) -> UInt64 {
        var lanes = (value / 10_000) | ((value % 10_000) << 32)
        var high = ((lanes &* 10_486) >> 20) & 0x0000_007F_0000_007F  // ÷ 100 per 32-bit lane
        lanes = high | ((lanes &- high &* 100) << 16)
        high = ((lanes &* 103) >> 10) & 0x000F_000F_000F_000F  // ÷ 10 per 16-bit lane
        return high | ((lanes &- high &* 10) << 8)
    }
}
