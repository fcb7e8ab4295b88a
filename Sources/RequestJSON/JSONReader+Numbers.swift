/// Numbers: RFC 8259 syntax, read to the correctly rounded `Double` (so every path here gives
/// the same value for the same literal). Short decimals — at most 15 digits, no exponent, what
/// pixel values are — take one pass with the digits gathered a word at a time; anything else
/// (exponents, long mantissas, and every syntax error) goes to `readGeneralNumber`.
extension JSONReader {
    /// Reads a number at the cursor. A literal too large for a `Double` reads as ±infinity;
    /// callers reject it with the field's pointer (`invalid_number`).
    @inline(__always)
    package mutating func readNumber() throws(DecodeFailure) -> Double {
        if let number = readShortDecimal() { return number }
        return try readGeneralNumber()
    }

    /// Whether the byte at the cursor (after whitespace) starts a number: `valueKind() == .number`
    /// without building the kind, for the hot numeric fields.
    @inline(__always)
    package mutating func atNumber() -> Bool {
        skipWhitespace()
        let byte = peek()
        return byte == UInt8(ascii: "-") || isDigit(byte)
    }

    // MARK: - Short decimals

    /// An optional `-` and 1–15 digits without a leading zero (so exact as an integer) at the
    /// cursor, and where they end. Nil for anything else; the cursor does not move either way.
    @inline(__always)
    private func shortIntegerPart() -> (negative: Bool, value: UInt64, digits: Int, end: Int)? {
        shortIntegerPart(at: position)
    }

    /// `shortIntegerPart()` from `start`.
    @inline(__always)
    package func shortIntegerPart(at start: Int) -> (negative: Bool, value: UInt64, digits: Int, end: Int)? {
        var index = start
        let negative = byte(at: index) == UInt8(ascii: "-")
        if negative { index += 1 }
        let (count, value) = digits(at: index)
        guard count >= 1, count <= 15 else { return nil }
        if count > 1 && byte(at: index) == UInt8(ascii: "0") { return nil }
        return (negative, value, count, index + count)
    }

    /// The run of decimal digits at `start`: how many (counting stops at 16, past which every
    /// caller rejects the run) and their value. Seven digits or fewer followed by any byte are
    /// one word (`digitRun`).
    @inline(__always)
    private func digits(at start: Int) -> (count: Int, value: UInt64) {
        if let word = word(at: start), let run = Self.digitRun(word) { return run }
        var index = start
        var value: UInt64 = 0
        while index - start < 16 {
            let digit = byte(at: index) &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ UInt64(digit)
            index += 1
        }
        return (index - start, value)
    }

    /// The first bytes' run of decimal digits in `word` (little-endian) when shorter than 8: how
    /// many (0–7) and their value, without a branch per digit; nil when all 8 are digits.
    ///
    /// A byte `b` is a digit when neither `b − 0x30` nor `b + 0x46` has its high bit set; the
    /// lowest byte that is not is exact. The digits, moved to the top of the word, are combined
    /// pairwise: 2, then 4, then 8 digits per lane.
    @inline(__always)
    package static func digitRun(_ word: UInt64) -> (count: Int, value: UInt64)? {
        let offsets = word &- 0x3030_3030_3030_3030
        let nonDigits = (offsets | (word &+ 0x4646_4646_4646_4646)) & 0x8080_8080_8080_8080
        guard nonDigits != 0 else { return nil }
        let count = nonDigits.trailingZeroBitCount >> 3
        guard count > 0 else { return (0, 0) }
        var lanes = offsets << UInt64(8 * (8 - count))
        lanes = (lanes &* 10) &+ (lanes >> 8)
        lanes = (((lanes & 0x0000_00FF_0000_00FF) &* 0x000F_4240_0000_0064)
            &+ (((lanes >> 16) & 0x0000_00FF_0000_00FF) &* 0x0000_2710_0000_0001)) >> 32
        return (count, lanes & 0xFFFF_FFFF)
    }

    /// The common case of coordinates: an optional `-`, an integer part without a leading zero
    /// and an optional fraction, 15 digits at most in all, no exponent (`1200`, `4560123.5`,
    /// `-0.25`). The digits are an exact integer below 10^15 and so is the power of ten that
    /// scales them, so one division is correctly rounded (Clinger's fast path). Nil (cursor
    /// unmoved) for anything else.
    @inline(__always)
    private mutating func readShortDecimal() -> Double? {
        guard let number = shortDecimal(at: position) else { return nil }
        position = number.end
        return number.value
    }

    /// `readShortDecimal()` from `start`: the value and where it ends.
    @inline(__always)
    package func shortDecimal(at start: Int) -> (value: Double, end: Int)? {
        guard let part = shortIntegerPart(at: start) else { return nil }
        var index = part.end
        var value = part.value
        var fractionDigits = 0
        if byte(at: index) == UInt8(ascii: ".") {
            index += 1
            let fraction = digits(at: index)
            fractionDigits = fraction.count
            guard fractionDigits >= 1, part.digits + fractionDigits <= 15 else { return nil }
            value = value &* Self.exactPowerOfTen(fractionDigits).integer &+ fraction.value
            index += fractionDigits
        }
        if byte(at: index) | 0x20 == UInt8(ascii: "e") { return nil }
        var magnitude = Double(value)
        if fractionDigits > 0 { magnitude /= Self.exactPowerOfTen(fractionDigits).double }
        return (part.negative ? -magnitude : magnitude, index)
    }

    /// `shortDecimal` for the plain paths: the same value and end, or nil, for the same input.
    /// An optional `-` and at most seven digits not followed by `.`, `e` or `E` (a pixel
    /// value) are read from one word here; anything else calls `shortDecimal` out of line.
    @inline(__always)
    package func plainDecimal(at start: Int) -> (value: Double, end: Int)? {
        let negative = byte(at: start) == UInt8(ascii: "-")
        let digitsStart = negative ? start &+ 1 : start
        if let word = word(at: digitsStart), let run = Self.digitRun(word), run.count > 0,
            run.count == 1 || word & 0xFF != UInt64(UInt8(ascii: "0"))
        {
            let next = UInt8(truncatingIfNeeded: word >> UInt64(8 &* run.count))
            if next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") {
                let magnitude = Double(run.value)
                return (negative ? -magnitude : magnitude, digitsStart &+ run.count)
            }
        }
        return outOfLineShortDecimal(at: start)
    }

    @inline(never)
    private func outOfLineShortDecimal(at start: Int) -> (value: Double, end: Int)? {
        shortDecimal(at: start)
    }

    /// 10^`exponent` for 0...15, as an integer and as a double (both exact). A switch rather than
    /// a static array: no lazy initialisation or bounds check per number.
    @inline(__always)
    private static func exactPowerOfTen(_ exponent: Int) -> (integer: UInt64, double: Double) {
        switch exponent {
        case 0: return (1, 1e0)
        case 1: return (10, 1e1)
        case 2: return (100, 1e2)
        case 3: return (1_000, 1e3)
        case 4: return (10_000, 1e4)
        case 5: return (100_000, 1e5)
        case 6: return (1_000_000, 1e6)
        case 7: return (10_000_000, 1e7)
        case 8: return (100_000_000, 1e8)
        case 9: return (1_000_000_000, 1e9)
        case 10: return (10_000_000_000, 1e10)
        case 11: return (100_000_000_000, 1e11)
        case 12: return (1_000_000_000_000, 1e12)
        case 13: return (10_000_000_000_000, 1e13)
        case 14: return (100_000_000_000_000, 1e14)
        default: return (1_000_000_000_000_000, 1e15)
        }
    }

    // MARK: - Exact integers

    /// The common case of pixel values and ids: an optional `-` and 1–15 digits without a
    /// leading zero, fraction or exponent — exact in a double. Nil (cursor unmoved) otherwise.
    @inline(__always)
    private mutating func readShortInteger() -> Double? {
        guard let part = shortIntegerPart() else { return nil }
        let next = byte(at: part.end)
        if next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E") { return nil }
        position = part.end
        let magnitude = Double(part.value)
        return part.negative ? -magnitude : magnitude
    }

    /// Reads a number at the cursor and also says, exactly, whether its literal is an integer
    /// of at most 16 digits — for values that must not be rounded through a double, such as
    /// ids: `9007199254740993` is 2^53 as a double, but not as an id. The literal's decimal digits
    /// are inspected, so `7`, `7.0`, `70e-1` and `0.7e1` are all the integer 7 and `7.5` is none.
    /// - Returns: the double (for callers that report infinities and kinds as usual) and the
    ///   integer's magnitude and sign, or nil for the integer when the literal is fractional or
    ///   has more than 16 significant integer digits (beyond ±2^53 either way).
    package mutating func readNumberWithExactInteger() throws(DecodeFailure) -> (number: Double, integer: (magnitude: UInt64, negative: Bool)?) {
        let start = position
        // The usual id, up to 15 digits alone: exact as a double, and below 2^53.
        if let short = readShortInteger() {
            return (short, (UInt64(short.magnitude), bytes[start] == UInt8(ascii: "-")))
        }
        let number = try readNumber()  // checks the syntax; the literal is bytes[start..<position]
        var index = start
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // The digits of the integer and fraction parts as `magnitude` × 10^`pendingZeros`, leading
        // zeros dropped; zeros are held back until a later digit shows they are not trailing.
        var magnitude: UInt64 = 0
        var significantDigits = 0
        var pendingZeros = 0
        var scale = 0  // the value is magnitude × 10^(pendingZeros + scale)
        var inFraction = false
        while index < position {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                inFraction = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                break
            } else {
                let digit = UInt64(byte &- UInt8(ascii: "0"))
                if digit == 0 {
                    if significantDigits > 0 { pendingZeros += 1 }
                } else {
                    significantDigits += pendingZeros + 1
                    if significantDigits > 16 { return (number, nil) }  // past 2^53 whatever the scale
                    for _ in 0..<pendingZeros { magnitude *= 10 }
                    magnitude = magnitude * 10 + digit
                    pendingZeros = 0
                }
                if inFraction { scale -= 1 }
            }
            index += 1
        }
        if index < position {  // the exponent, saturated: anything this large is out of range anyway
            index += 1
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var exponent = 0
            while index < position {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            scale += exponentNegative ? -exponent : exponent
        }
        scale += pendingZeros  // trailing zeros
        if significantDigits == 0 { return (number, (0, negative)) }
        guard scale >= 0, significantDigits + scale <= 16 else { return (number, nil) }
        for _ in 0..<scale { magnitude *= 10 }
        return (number, (magnitude, negative))
    }

    /// Any RFC 8259 number: fractions, exponents, long mantissas, and the syntax errors.
    private mutating func readGeneralNumber() throws(DecodeFailure) -> Double {
        let start = position
        let negative = peek() == UInt8(ascii: "-")
        if negative { position += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0

        // Integer part: 0 or [1-9][0-9]*
        if peek() == UInt8(ascii: "0") {
            position += 1
            if isDigit(peek()) { throw syntax("invalid number: leading zeros are not allowed") }
        } else if isDigit(peek()) {
            while position < bytes.count {
                let byte = bytes[position]
                guard isDigit(byte) else { break }
                accumulate(byte, into: &mantissa, digits: &significantDigits, exponent: &exponent, fraction: false)
                position += 1
            }
        } else {
            throw syntax("invalid number")
        }
        let afterInteger = peek()
        if afterInteger != UInt8(ascii: "."), afterInteger != UInt8(ascii: "e"), afterInteger != UInt8(ascii: "E"),
            significantDigits <= 15
        {
            // A plain integer below 10^15 is exact in a double: the common case of pixel values.
            let value = Double(mantissa)
            return negative ? -value : value
        }
        if afterInteger == UInt8(ascii: ".") {
            position += 1
            guard isDigit(peek()) else { throw syntax("invalid number: digits expected after '.'") }
            while position < bytes.count {
                let byte = bytes[position]
                guard isDigit(byte) else { break }
                accumulate(byte, into: &mantissa, digits: &significantDigits, exponent: &exponent, fraction: true)
                position += 1
            }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            var exponentNegative = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                exponentNegative = peek() == UInt8(ascii: "-")
                position += 1
            }
            guard isDigit(peek()) else { throw syntax("invalid number: digits expected in the exponent") }
            var explicit = 0
            while isDigit(peek()) {
                // Saturate: anything this large is 0 or infinity anyway.
                if explicit < 100_000 { explicit = explicit * 10 + Int(peek() - UInt8(ascii: "0")) }
                position += 1
            }
            exponent += exponentNegative ? -explicit : explicit
        }
        if significantDigits <= 15 && exponent >= -22 && exponent <= 22 {
            var value = Double(mantissa)
            let power = Self.exactPowersOfTen[exponent < 0 ? -exponent : exponent]
            value = exponent < 0 ? value / power : value * power
            return negative ? -value : value
        }
        let literal = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(literal) else { throw syntax("invalid number", at: start) }
        return value
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Adds one decimal digit to the fast-path mantissa. Leading zeros are not significant;
    /// past 19 digits further digits only count (the slow path takes over).
    @inline(__always)
    private func accumulate(
        _ byte: UInt8, into mantissa: inout UInt64, digits: inout Int, exponent: inout Int, fraction: Bool
    ) {
        let digit = UInt64(byte - UInt8(ascii: "0"))
        if mantissa == 0 && digit == 0 {
            if fraction { exponent -= 1 }
            return
        }
        digits += 1
        if digits <= 19 {
            mantissa = mantissa &* 10 &+ digit
            if fraction { exponent -= 1 }
        } else if !fraction {
            exponent += 1
        }
    }

    /// Exact powers of ten: every one up to 1e22 is a `Double` without rounding, so
    /// `mantissa * 10^e` with a mantissa below 2^53 is correctly rounded (Clinger's fast path).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
