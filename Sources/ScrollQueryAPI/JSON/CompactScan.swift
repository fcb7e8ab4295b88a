import ScrollCore

/// The compact forms of the values every request is full of — frames, sizes, points, whole
/// items — scanned straight from the body's bytes, for `JSONReader`'s fast paths.
///
/// Compact form is what encoders emit by default: members in schema order, no whitespace,
/// numbers of at most 15 digits without an exponent. Each form is a fixed sequence of literal
/// runs (`{"x":`, `,"y":`, …, each one or two masked word compares) and numbers (one pass over
/// their digits); a 10-item request holds some 50 of them, and the general object reader spends
/// several hundred instructions on each (key sets, duplicate and null checks, a call per
/// member).
///
/// Every scan answers nil for anything that is not exactly its form: whitespace, another key
/// order, a missing or extra member, `null`, a long number, an exponent, a value out of range,
/// fewer than 16 bytes left after a literal (the compare loads two words). The caller then
/// reads the value with the general reader, as if the scan had never looked, and fails, if it
/// fails, with the same problem and pointer. What a scan accepts, the general reader reads to
/// the same value: numbers go through `shortDecimal` in both.
///
/// The integral forms (`integralItem`, `integralSize`, `integralInsets`) go one step further for
/// the commonest case, every number an unsigned integer of at most 7 digits: the longest such
/// form is a known number of bytes (its reach), so one bounds check covers the whole value and
/// each number is one word; anything else falls back to the member-by-member scan above.
///
/// Nothing here can read outside the body: every index is checked against the buffer's count
/// before it is read (in release builds `UnsafeBufferPointer` does not check), and an integral
/// form is only scanned where its reach fits.
enum CompactScan {
    /// A run of at most 16 bytes of JSON text, packed little-endian for a two-word masked
    /// compare.
    struct Literal: Equatable, Sendable {
        let low: UInt64
        let high: UInt64
        let count: Int
        /// The bytes of `low` and `high` that are the literal's.
        let lowMask: UInt64
        let highMask: UInt64

        /// The packed form itself: the forms below are spelled this way so that they are
        /// constants folded into the code, not statics behind a `swift_once` per use (a unit
        /// test checks each against its text).
        @inline(__always)
        init(low: UInt64, high: UInt64, count: Int) {
            self.low = low
            self.high = high
            self.count = count
            self.lowMask = count >= 8 ? .max : ByteWord.prefix(.max, count: count)
            self.highMask = count >= 16 ? .max : ByteWord.prefix(.max, count: max(0, count - 8))
        }

        /// `text` packed (its first 16 bytes).
        init(_ text: StaticString) {
            var low: UInt64 = 0
            var high: UInt64 = 0
            var count = 0
            text.withUTF8Buffer { bytes in
                for (index, byte) in bytes.prefix(16).enumerated() {
                    if index < 8 { low |= UInt64(byte) << (8 * UInt64(index)) } else { high |= UInt64(byte) << (8 * UInt64(index - 8)) }
                }
                count = min(bytes.count, 16)
            }
            self.init(low: low, high: high, count: count)
        }
    }

    /// The index after `literal` when the bytes from `index` start with it; nil otherwise,
    /// and when fewer than 16 bytes remain from `index`.
    @inline(__always)
    static func after(_ literal: Literal, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index >= 0, index <= bytes.count &- 16, let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base + index)
        let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        guard low & literal.lowMask == literal.low, high & literal.highMask == literal.high else { return nil }
        return index + literal.count
    }

    /// An optional `-` and 1–15 digits without a leading zero (so exact as an integer) from
    /// `index`, and where they end; nil for anything else.
    @inline(__always)
    static func integerPart(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (negative: Bool, value: UInt64, digits: Int, end: Int)? {
        let end = bytes.count
        var index = start
        guard index >= 0, index < end else { return nil }
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let digitsStart = index
        // Up to 7 digits followed by anything (the usual pixel value): one word, no loop.
        if let short = shortDigits(in: bytes, at: digitsStart) {
            guard short.count >= 1 else { return nil }
            if short.count > 1 && bytes[digitsStart] == UInt8(ascii: "0") { return nil }
            return (negative, short.value, short.count, digitsStart + short.count)
        }
        var value: UInt64 = 0
        while index < end {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            value = value &* 10 &+ UInt64(digit)  // wraps only past 19 digits, rejected below
            index += 1
        }
        let count = index - digitsStart
        guard count >= 1, count <= 15 else { return nil }
        if count > 1 && bytes[digitsStart] == UInt8(ascii: "0") { return nil }
        return (negative, value, count, index)
    }

    /// The run of digits at `index` when it is shorter than 8 and 8 bytes can be read there:
    /// how many digits (0–7) and their value, found in one word ("SIMD within a register")
    /// without a branch per digit. Nil when fewer than 8 bytes remain or all 8 are digits.
    ///
    /// A byte `b` is a digit when neither `b − 0x30` nor `b + 0x46` has its high bit set; the
    /// lowest byte that is not is exact, because the bytes below it, digits, neither borrow nor
    /// carry. The digits, moved to the top of the word (zeros below them read as leading
    /// zeros), are combined pairwise: 2, then 4, then 8 digits per lane.
    @inline(__always)
    static func shortDigits(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (count: Int, value: UInt64)? {
        guard index >= 0, index <= bytes.count &- 8, let base = bytes.baseAddress else { return nil }
        return digitRun(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
    }

    /// `shortDigits` of a word already loaded: its first bytes' run of digits when shorter than 8.
    @inline(__always)
    static func digitRun(_ word: UInt64) -> (count: Int, value: UInt64)? {
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

    /// 10^`count` for the 0–7 digits `shortDigits` reads, to append them to a value.
    @inline(__always)
    private static func shiftForDigits(_ count: Int) -> UInt64 {
        switch count {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1_000
        case 4: return 10_000
        case 5: return 100_000
        case 6: return 1_000_000
        default: return 10_000_000
        }
    }

    /// 10^`exponent` for 0...15, exact in a double. A switch rather than a static array: the
    /// array would be a `swift_once` and a bounds check per fractional number.
    @inline(__always)
    private static func exactPowerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: return 1e0
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        default: return 1e15
        }
    }

    /// The common case of coordinates: an optional `-`, an integer part without a leading zero
    /// and an optional fraction, 15 digits at most in all, no exponent (`1200`, `4560123.5`,
    /// `-0.25`), and where it ends; nil for anything else. The digits are exact as an integer
    /// below 10^15 and so is the power of ten that scales them, so one division is correctly
    /// rounded (Clinger's fast path).
    @inline(__always)
    static func shortDecimal(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (value: Double, end: Int)? {
        guard let part = integerPart(in: bytes, at: start) else { return nil }
        let end = bytes.count
        var index = part.end
        var value = part.value
        var fractionDigits = 0
        if index < end && bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            if let short = shortDigits(in: bytes, at: fractionStart) {
                index += short.count
                value = value &* shiftForDigits(short.count) &+ short.value  // wraps only when rejected below
            } else {
                while index < end {
                    let digit = bytes[index] &- UInt8(ascii: "0")
                    guard digit < 10 else { break }
                    value = value &* 10 &+ UInt64(digit)
                    index += 1
                }
            }
            fractionDigits = index - fractionStart
            guard fractionDigits >= 1, part.digits + fractionDigits <= 15 else { return nil }
        }
        if index < end && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) { return nil }
        var magnitude = Double(value)
        if fractionDigits > 0 { magnitude /= exactPowerOfTen(fractionDigits) }
        return (part.negative ? -magnitude : magnitude, index)
    }

    /// `literal` then a short decimal within `range`: the number and where it ends.
    @inline(__always)
    static func member(_ literal: Literal, in bytes: UnsafeBufferPointer<UInt8>, at index: Int, range: NumberRange)
        -> (value: Double, end: Int)?
    {
        guard let valueStart = after(literal, in: bytes, at: index),
            let number = shortDecimal(in: bytes, at: valueStart), range.contains(number.value)
        else { return nil }
        return number
    }

    /// The index after `byte` when it is the byte at `index`.
    @inline(__always)
    static func after(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index >= 0, index < bytes.count, bytes[index] == byte else { return nil }
        return index + 1
    }

    // MARK: - Forms

    static var rectX: Literal { Literal(low: 0x0000_003A_2278_227B, high: 0, count: 5) }  // {"x":
    static var rectY: Literal { Literal(low: 0x0000_003A_2279_222C, high: 0, count: 5) }  // ,"y":
    static var rectWidth: Literal { Literal(low: 0x2268_7464_6977_222C, high: 0x3A, count: 9) }  // ,"width":
    static var rectHeight: Literal { Literal(low: 0x7468_6769_6568_222C, high: 0x3A22, count: 10) }  // ,"height":
    static var sizeWidth: Literal { Literal(low: 0x2268_7464_6977_227B, high: 0x3A, count: 9) }  // {"width":
    static var itemID: Literal { Literal(low: 0x0000_3A22_6469_227B, high: 0, count: 6) }  // {"id":
    static var itemFrame: Literal { Literal(low: 0x2265_6D61_7266_222C, high: 0x0000_3A22_7822_7B3A, count: 14) }  // ,"frame":{"x":

    /// `{"x":…,"y":…,"width":…,"height":…}`, the size non-negative.
    @inline(__always)
    static func rect(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: Rect, end: Int)? {
        guard let x = member(rectX, in: bytes, at: index, range: .coordinate) else { return nil }
        return rectTail(x: x.value, in: bytes, at: x.end)
    }

    /// A rect after its `x` value: `,"y":…,"width":…,"height":…}`.
    @inline(__always)
    private static func rectTail(x: Double, in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: Rect, end: Int)? {
        guard let y = member(rectY, in: bytes, at: index, range: .coordinate),
            let width = member(rectWidth, in: bytes, at: y.end, range: .nonNegative),
            let height = member(rectHeight, in: bytes, at: width.end, range: .nonNegative),
            let end = after(UInt8(ascii: "}"), in: bytes, at: height.end)
        else { return nil }
        return (Rect(x: x, y: y.value, width: width.value, height: height.value), end)
    }

    /// `{"width":…,"height":…}`, both within `range`.
    @inline(__always)
    static func size(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, range: NumberRange) -> (value: Size, end: Int)? {
        if let size = integralSize(in: bytes, at: index, range: range) { return size }
        guard let width = member(sizeWidth, in: bytes, at: index, range: range),
            let height = member(rectHeight, in: bytes, at: width.end, range: range),
            let end = after(UInt8(ascii: "}"), in: bytes, at: height.end)
        else { return nil }
        return (Size(width: width.value, height: height.value), end)
    }

    /// How far `integralSize` may read from a size's first byte: the longest size it takes
    /// (both numbers 7 digits) spans 34 bytes, the last load (the closing brace) included.
    static let integralSizeReach = 34

    /// `{"width":W,"height":H}` with both unsigned integers of 1–7 digits (a viewport, a content
    /// size), read as `integralItem` reads an item: one bounds check, then word compares and
    /// one word per number. Nil for anything else, and for a size outside `range` (which the
    /// member-by-member scan and the general reader then report).
    @inline(__always)
    static func integralSize(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, range: NumberRange) -> (value: Size, end: Int)? {
        guard index >= 0, index <= bytes.count &- integralSizeReach, let base = bytes.baseAddress else { return nil }
        let object = UnsafeRawPointer(base + index)
        var offset = 0
        guard skip(sizeWidth, in: object, at: &offset), let width = unsignedDigits(in: object, at: &offset),
            skip(rectHeight, in: object, at: &offset), let height = unsignedDigits(in: object, at: &offset),
            object.load(fromByteOffset: offset, as: UInt8.self) == UInt8(ascii: "}")
        else { return nil }
        let size = Size(width: Double(width), height: Double(height))
        guard range.contains(size.width), range.contains(size.height) else { return nil }
        return (size, index + offset + 1)
    }

    /// `{"x":…,"y":…}`.
    @inline(__always)
    static func point(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: Point, end: Int)? {
        guard let x = member(rectX, in: bytes, at: index, range: .coordinate),
            let y = member(rectY, in: bytes, at: x.end, range: .coordinate),
            let end = after(UInt8(ascii: "}"), in: bytes, at: y.end)
        else { return nil }
        return (Point(x: x.value, y: y.value), end)
    }

    /// `{"top":…,"left":…,"bottom":…,"right":…}` with any of the four left out (`{}` too), in
    /// that order, each within `range`; the ones left out are 0.
    @inline(__always)
    static func insets(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, range: NumberRange) -> (value: Insets, end: Int)? {
        if let insets = integralInsets(in: bytes, at: index, range: range) { return insets }
        guard var cursor = after(UInt8(ascii: "{"), in: bytes, at: index) else { return nil }
        if let end = after(UInt8(ascii: "}"), in: bytes, at: cursor) { return (.zero, end) }
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var next = 0  // the first side that may still come
        var first = true
        while true {
            if !first {
                if let end = after(UInt8(ascii: "}"), in: bytes, at: cursor) {
                    return (Insets(top: values.0, left: values.1, bottom: values.2, right: values.3), end)
                }
                guard let afterComma = after(UInt8(ascii: ","), in: bytes, at: cursor) else { return nil }
                cursor = afterComma
            }
            first = false
            var matched: (side: Int, value: Double, end: Int)?
            while matched == nil && next < 4 {
                if let number = member(insetKey(next), in: bytes, at: cursor, range: range) {
                    matched = (next, number.value, number.end)
                }
                next += 1
            }
            guard let (side, value, end) = matched else { return nil }
            switch side {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
            cursor = end
        }
    }

    /// How far `integralInsets` may read from the opening brace: all four sides with 7-digit
    /// values span 63 bytes, and no load reaches further — the two-word compare for `"bottom":`
    /// is tried at byte 30 at the latest, `"right":` at 47, its digits loaded at 55, the closing
    /// brace at 62.
    static let integralInsetsReach = 63

    /// `insets`' form with every value an unsigned integer of 1–7 digits (`{"top":47,"bottom":34}`),
    /// read with one bounds check; at least one side. Nil for anything else, which `insets`
    /// then scans as before.
    @inline(__always)
    static func integralInsets(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, range: NumberRange) -> (value: Insets, end: Int)? {
        guard index >= 0, index <= bytes.count &- integralInsetsReach, let base = bytes.baseAddress else { return nil }
        let object = UnsafeRawPointer(base + index)
        guard object.load(as: UInt8.self) == UInt8(ascii: "{") else { return nil }
        var offset = 1
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var next = 0  // the first side that may still come
        while next < 4 {
            if next > 0 {
                guard object.load(fromByteOffset: offset, as: UInt8.self) == UInt8(ascii: ",") else { break }
                offset += 1
            }
            var side = next
            while side < 4 && !skip(insetKey(side), in: object, at: &offset) { side += 1 }
            guard side < 4, let digits = unsignedDigits(in: object, at: &offset) else { return nil }
            let value = Double(digits)
            guard range.contains(value) else { return nil }
            switch side {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
            next = side + 1
        }
        guard next > 0, object.load(fromByteOffset: offset, as: UInt8.self) == UInt8(ascii: "}") else { return nil }
        return (Insets(top: values.0, left: values.1, bottom: values.2, right: values.3), index + offset + 1)
    }

    /// `"top":`, `"left":`, `"bottom":`, `"right":` by side, in `Insets` order.
    @inline(__always)
    static func insetKey(_ side: Int) -> Literal {
        switch side {
        case 0: return Literal(low: 0x0000_3A22_706F_7422, high: 0, count: 6)  // "top":
        case 1: return Literal(low: 0x003A_2274_6665_6C22, high: 0, count: 7)  // "left":
        case 2: return Literal(low: 0x226D_6F74_746F_6222, high: 0x3A, count: 9)  // "bottom":
        default: return Literal(low: 0x3A22_7468_6769_7222, high: 0, count: 8)  // "right":
        }
    }

    /// `{"id":N}`: a target naming an item by an integer id of 1–15 digits (a sign allowed, no
    /// leading zero), what `readTargetReference` reads to `.id(.integer(N))`.
    @inline(__always)
    static func targetID(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: Int64, end: Int)? {
        guard let idStart = after(itemID, in: bytes, at: index), let part = integerPart(in: bytes, at: idStart),
            let end = after(UInt8(ascii: "}"), in: bytes, at: part.end)
        else { return nil }
        return (part.negative ? -Int64(part.value) : Int64(part.value), end)
    }

    /// An item's id as scanned: a short integer, or the range of a string's bytes (no escapes,
    /// no control characters; its UTF-8 is for the caller to check).
    enum ScannedID {
        case integer(Int64)
        case string(Range<Int>)
    }

    /// `{"id":…,"frame":{"x":…,"y":…,"width":…,"height":…}}`, the id a short integer or a
    /// plain string.
    @inline(__always)
    static func item(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (id: ScannedID, frame: Rect, end: Int)? {
        if let item = integralItem(in: bytes, at: index) { return item }
        guard let idStart = after(itemID, in: bytes, at: index) else { return nil }
        let id: ScannedID
        let idEnd: Int
        if let part = integerPart(in: bytes, at: idStart) {
            // A fraction or exponent after the digits fails the `,` of the next literal.
            id = .integer(part.negative ? -Int64(part.value) : Int64(part.value))
            idEnd = part.end
        } else if let string = plainString(in: bytes, at: idStart) {
            id = .string(string.range)
            idEnd = string.end
        } else {
            return nil
        }
        guard let x = member(itemFrame, in: bytes, at: idEnd, range: .coordinate),
            let frame = rectTail(x: x.value, in: bytes, at: x.end),
            let end = after(UInt8(ascii: "}"), in: bytes, at: frame.end)
        else { return nil }
        return (id, frame.value, end)
    }

    /// How far `integralItem` may read from an item's first byte: the longest item it takes
    /// (every number 7 digits) spans 81 bytes, and no load reaches past that — the last
    /// numbers' word loads end at byte 80 and the closing `}}` at byte 81. (A unit test builds
    /// such an item at the very end of a buffer.)
    static let integralItemReach = 81

    /// The item almost every list sends — `{"id":N,"frame":{"x":X,"y":Y,"width":W,"height":H}}`
    /// with the id and all four numbers unsigned integers of 1–7 digits — read with one bounds
    /// check for the whole item: each literal is one or two word compares, each number one word
    /// (`digitRun`), and the literal after a number checks what ends it. Such numbers are
    /// within every range a frame takes (`NumberRange.coordinate`, `.nonNegative`), so no range
    /// is checked. Nil for anything else, which `item` then reads member by member.
    @inline(__always)
    static func integralItem(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (id: ScannedID, frame: Rect, end: Int)? {
        guard index >= 0, index <= bytes.count &- integralItemReach, let base = bytes.baseAddress else { return nil }
        let item = UnsafeRawPointer(base + index)
        var offset = 0
        guard skip(itemID, in: item, at: &offset), let id = unsignedDigits(in: item, at: &offset),
            skip(itemFrame, in: item, at: &offset), let x = unsignedDigits(in: item, at: &offset),
            skip(rectY, in: item, at: &offset), let y = unsignedDigits(in: item, at: &offset),
            skip(rectWidth, in: item, at: &offset), let width = unsignedDigits(in: item, at: &offset),
            skip(rectHeight, in: item, at: &offset), let height = unsignedDigits(in: item, at: &offset),
            item.loadUnaligned(fromByteOffset: offset, as: UInt16.self) == UInt16(littleEndian: 0x7D7D)  // }}
        else { return nil }
        return (.integer(Int64(id)), Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)),
                index + offset + 2)
    }

    /// Steps `offset` past `literal` when the bytes there are it (a literal of up to 8 bytes loads
    /// one word, a longer one two); the caller has checked that they can be read.
    @inline(__always)
    private static func skip(_ literal: Literal, in item: UnsafeRawPointer, at offset: inout Int) -> Bool {
        let low = UInt64(littleEndian: item.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        guard low & literal.lowMask == literal.low else { return false }
        if literal.count > 8 {
            let high = UInt64(littleEndian: item.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            guard high & literal.highMask == literal.high else { return false }
        }
        offset += literal.count
        return true
    }

    /// 1–7 digits without a sign or a leading zero at `offset` (one word; the caller has checked
    /// that it can be read), stepping `offset` past them.
    @inline(__always)
    private static func unsignedDigits(in item: UnsafeRawPointer, at offset: inout Int) -> UInt64? {
        let word = UInt64(littleEndian: item.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        guard let run = digitRun(word), run.count > 0, run.count == 1 || word & 0xFF != 0x30 else { return nil }
        offset += run.count
        return run.value
    }

    /// A string at `index` (its opening quote) without escapes or control characters: the range
    /// of its bytes and the index after its closing quote.
    @inline(__always)
    private static func plainString(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (range: Range<Int>, end: Int)? {
        guard let start = after(UInt8(ascii: "\""), in: bytes, at: index) else { return nil }
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") { return (start..<cursor, cursor + 1) }
            guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
            cursor += 1
        }
        return nil
    }
}
