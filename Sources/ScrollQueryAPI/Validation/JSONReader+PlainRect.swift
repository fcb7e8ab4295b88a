import ScrollCore

/// The frame of every item, read without the member machinery when it is plain: an object of
/// the four keys `x`, `y`, `width`, `height` — any order, any whitespace — each with a short
/// decimal (`readNumber`'s fast path) within the field's range. Anything else (escapes, `null`,
/// a repeated or unknown key, exponents, long numbers, a value out of range, a syntax error, the
/// nesting limit) leaves the cursor where it was, and `readRect` reads the object the general
/// way, which gives the answer or the error. So the two paths cannot disagree: this one only
/// ever accepts what the general one accepts, with the same values.
extension JSONReader {
    /// The rect at the cursor (after whitespace) when it is plain, else nil with the cursor
    /// unmoved.
    @inline(__always)
    mutating func readPlainRect() -> Rect? {
        guard canEnter(levels: 1) else { return nil }
        let start = position
        guard let (rect, end) = bytes.withUnsafeBufferPointer({ Self.plainRect(in: $0, at: start) }) else { return nil }
        position = end
        return rect
    }

    /// `readPlainRect()` over the body from `start`: the rect and the index after its `}`.
    static func plainRect(in body: UnsafeBufferPointer<UInt8>, at start: Int) -> (Rect, Int)? {
        var index = start
        skipWhitespace(in: body, &index)
        guard index < body.count, body[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var seen: UInt8 = 0
        while true {
            skipWhitespace(in: body, &index)
            guard index < body.count, body[index] == UInt8(ascii: "\"") else { return nil }
            guard let (field, keyEnd) = rectKey(in: body, at: index + 1) else { return nil }
            let bit: UInt8 = 1 << field
            guard seen & bit == 0 else { return nil }
            seen |= bit
            index = keyEnd
            skipWhitespace(in: body, &index)
            guard index < body.count, body[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipWhitespace(in: body, &index)
            guard let number = shortDecimal(in: body, at: index) else { return nil }
            let range: NumberRange = field < 2 ? .coordinate : .nonNegative
            guard range.contains(number.value) else { return nil }
            switch field {
            case 0: values.0 = number.value
            case 1: values.1 = number.value
            case 2: values.2 = number.value
            default: values.3 = number.value
            }
            index = number.end
            skipWhitespace(in: body, &index)
            guard index < body.count else { return nil }
            if body[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard body[index] == UInt8(ascii: "}"), seen == 0b1111 else { return nil }
            return (Rect(x: values.0, y: values.1, width: values.2, height: values.3), index + 1)
        }
    }

    /// Which of `x`, `y`, `width`, `height` (0–3) the key after its opening quote at `start`
    /// spells, and the index after its closing quote; nil for any other key.
    @inline(__always)
    private static func rectKey(in body: UnsafeBufferPointer<UInt8>, at start: Int) -> (UInt8, Int)? {
        guard start >= 0, start <= body.count &- 8, let base = body.baseAddress else { return nil }
        let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
        if word & 0xFFFF == 0x2278 { return (0, start + 2) }  // x"
        if word & 0xFFFF == 0x2279 { return (1, start + 2) }  // y"
        if word & 0xFFFF_FFFF_FFFF == 0x2268_7464_6977 { return (2, start + 6) }  // width"
        if word & 0xFF_FFFF_FFFF_FFFF == 0x22_7468_6769_6568 { return (3, start + 7) }  // height"
        return nil
    }
}
