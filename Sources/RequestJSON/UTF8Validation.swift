/// Whether bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
/// past U+10FFFF) — what `String(validating:as:)` accepts, without building the `String`.
///
/// For string ids, which are kept as bytes in an arena: validating in place saves an allocation
/// per id. Eight ASCII bytes are checked at a time (`ByteReader.word`), since ids are nearly
/// always ASCII.
package enum UTF8Validation {
    /// Whether `bytes[range]` (`range` clamped to the array) are well-formed: the body's bytes
    /// checked in place.
    package static func isValid(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        let range = range.clamped(to: 0..<bytes.count)
        let count = range.upperBound
        var index = range.lowerBound
        while index < count {
            while index <= count &- 8, let word = ByteReader.word(bytes, at: index), word & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return true }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F  // no surrogates
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F  // nothing past U+10FFFF
            default: return false
            }
            guard index + length <= count else { return false }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return false }
            var next = index + 2
            while next < index + length {
                guard bytes[next] & 0xC0 == 0x80 else { return false }
                next += 1
            }
            index += length
        }
        return true
    }
}
