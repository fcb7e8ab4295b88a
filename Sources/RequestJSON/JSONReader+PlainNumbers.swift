import ScrollCore

/// The geometry objects whose members are all numbers — a rect `{x, y, width, height}`, a size
/// `{width, height}`, a point `{x, y}`, insets `{top, left, bottom, right}` — read without the
/// member machinery when they are plain: known keys without escapes, any member order, any
/// whitespace, each a short decimal (`readNumber`'s fast path) within its field's range.
/// Anything else (escapes, `null`, a repeated, unknown or missing key, exponents, long numbers,
/// a value out of range, a syntax error, the nesting limit) leaves the cursor where it was, and
/// the general reader reads the object, which gives the answer or the error. So the two paths
/// cannot disagree: this one only ever accepts what the general one accepts, with the same
/// values.
extension JSONReader {
    /// The members of one kind of numeric object: up to four names, each packed little-endian
    /// with its closing quote into one word (at most seven bytes with the quote), and each
    /// field's range. `JSONSpellingTests` checks every packed name against its spelling.
    package struct NumberMembers {
        package var names: (UInt64, UInt64, UInt64, UInt64)
        /// How many bytes of each word are the name and its quote.
        package var lengths: (Int, Int, Int, Int)
        package var count: Int
        package var ranges: (NumberRange, NumberRange, NumberRange, NumberRange)
        /// Whether every member must be sent; when not, an absent one reads as 0.
        package var allRequired: Bool

        /// `{x, y, width, height}`: all required, the size non-negative.
        @inline(__always)
        package static var rect: NumberMembers {
            NumberMembers(
                names: (0x2278, 0x2279, 0x2268_7464_6977, 0x22_7468_6769_6568), lengths: (2, 2, 6, 7), count: 4,
                ranges: (.coordinate, .coordinate, .nonNegative, .nonNegative), allRequired: true)
        }

        /// `{width, height}`: both required, both within `range`.
        @inline(__always)
        package static func size(_ range: NumberRange) -> NumberMembers {
            NumberMembers(
                names: (0x2268_7464_6977, 0x22_7468_6769_6568, 0, 0), lengths: (6, 7, 0, 0), count: 2,
                ranges: (range, range, range, range), allRequired: true)
        }

        /// `{x, y}`: both required.
        @inline(__always)
        package static var point: NumberMembers {
            NumberMembers(
                names: (0x2278, 0x2279, 0, 0), lengths: (2, 2, 0, 0), count: 2,
                ranges: (.coordinate, .coordinate, .coordinate, .coordinate), allRequired: true)
        }

        /// `{top, left, bottom, right}`: each optional, within `range`.
        @inline(__always)
        package static func insets(_ range: NumberRange) -> NumberMembers {
            NumberMembers(
                names: (0x2270_6F74, 0x22_7466_656C, 0x22_6D6F_7474_6F62, 0x2274_6867_6972), lengths: (4, 5, 7, 6),
                count: 4, ranges: (range, range, range, range), allRequired: false)
        }

        /// The name (with its quote) packed the way `names` holds it, for the tests' check.
        package static func packed(_ name: String) -> UInt64 {
            Array((name + "\"").utf8).reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }

        /// Which member the key whose eight bytes after its opening quote at `start` are `word`
        /// names, and the index after its closing quote; nil for any other key.
        @inline(__always)
        fileprivate func member(_ word: UInt64, at start: Int) -> (Int, Int)? {
            for field in 0..<count {
                let length = Self.element(lengths, field)
                let mask: UInt64 = (1 << UInt64(8 * length)) &- 1
                if word & mask == Self.element(names, field) { return (field, start &+ length) }
            }
            return nil
        }

        @inline(__always)
        fileprivate static func element<T>(_ values: (T, T, T, T), _ index: Int) -> T {
            switch index {
            case 0: return values.0
            case 1: return values.1
            case 2: return values.2
            default: return values.3
            }
        }
    }

    /// The object at the cursor (after whitespace) when it is plain, its values in `members`'
    /// order (0 for an optional one not sent); else nil with the cursor unmoved.
    @inline(__always)
    package mutating func readPlainNumbers(_ members: NumberMembers) -> (Double, Double, Double, Double)? {
        guard canEnter(levels: 1) else { return nil }
        var index = position
        skipWhitespace(&index)
        guard let (values, end) = plainNumbers(at: index, members) else { return nil }
        position = end
        return values
    }

    /// A plain rect at `start` (its `{`) and the index after its `}`, for the item reader's own
    /// scan.
    @inline(__always)
    package func plainRect(at start: Int) -> (Rect, Int)? {
        guard let (values, end) = plainNumbers(at: start, .rect) else { return nil }
        return (Rect(x: values.0, y: values.1, width: values.2, height: values.3), end)
    }

    /// `readPlainNumbers` over the body from its `{` at `start`: the values and the index after
    /// the `}`.
    @inline(__always)
    package func plainNumbers(at start: Int, _ members: NumberMembers) -> ((Double, Double, Double, Double), Int)? {
        guard byte(at: start) == UInt8(ascii: "{") else { return nil }
        var index = start &+ 1
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var seen = 0
        let all = (1 << members.count) - 1
        var next = significantByte(&index)
        if !members.allRequired, next == UInt8(ascii: "}") { return (values, index &+ 1) }
        while true {
            guard next == UInt8(ascii: "\""), let word = word(at: index &+ 1),
                let (field, keyEnd) = members.member(word, at: index &+ 1)
            else { return nil }
            let bit = 1 << field
            guard seen & bit == 0 else { return nil }
            seen |= bit
            index = keyEnd
            guard significantByte(&index) == UInt8(ascii: ":") else { return nil }
            index &+= 1
            skipWhitespace(&index)
            guard let number = plainDecimal(at: index),
                NumberMembers.element(members.ranges, field).contains(number.value)
            else { return nil }
            switch field {
            case 0: values.0 = number.value
            case 1: values.1 = number.value
            case 2: values.2 = number.value
            default: values.3 = number.value
            }
            index = number.end
            next = significantByte(&index)
            if next == UInt8(ascii: ",") {
                index &+= 1
                next = significantByte(&index)
                continue
            }
            guard next == UInt8(ascii: "}"), seen == all || !members.allRequired else { return nil }
            return (values, index &+ 1)
        }
    }
}
