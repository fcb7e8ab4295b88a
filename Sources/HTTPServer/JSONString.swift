/// JSON string text (RFC 8259 §7): the one escaper of the service, for answers, error bodies and
/// the access log alike.
///
/// `"` and `\` are escaped, `\n`, `\r` and `\t` written short, every other control character
/// (U+0000–U+001F, U+0008 and U+000C included) as `\u00XX` with lowercase hex digits; every
/// other byte, UTF-8 included, is copied, so a string comes back as the client sent it.
public enum JSONString {
    /// The most bytes `write` writes for `utf8Count` bytes of UTF-8: two quotes and at most six
    /// bytes for each (`\u001f`).
    @inlinable
    public static func maxLength(utf8Count: Int) -> Int {
        2 + 6 * utf8Count
    }

    /// Writes `utf8` as a quoted JSON string at `offset` of `text`; returns how many bytes it
    /// wrote, at most `maxLength(utf8Count:)` of the byte count. `text` holds that many bytes
    /// from `offset` (every store is bounds-checked: one past the end traps).
    @inlinable
    public static func write(_ utf8: some Sequence<UInt8>, to text: inout MutableRawSpan, at offset: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        text.storeBytes(of: quote, toByteOffset: offset, as: UInt8.self)
        var end = offset + 1
        for byte in utf8 {
            if byte >= 0x20 && byte != quote && byte != backslash {
                text.storeBytes(of: byte, toByteOffset: end, as: UInt8.self)
                end += 1
                continue
            }
            let short: UInt8
            switch byte {
            case quote, backslash: short = byte
            case 0x0A: short = UInt8(ascii: "n")
            case 0x0D: short = UInt8(ascii: "r")
            case 0x09: short = UInt8(ascii: "t")
            default:
                // `\u00` and two lowercase hex digits; the text is little-endian in each word.
                let low = byte & 0x0F
                let hex = UInt16(0x30 + (byte >> 4)) | UInt16(low < 10 ? 0x30 + low : 0x57 + low) << 8
                text.storeBytes(of: UInt32(0x3030_755C), toByteOffset: end, as: UInt32.self)
                text.storeBytes(of: hex, toByteOffset: end + 4, as: UInt16.self)
                end += 6
                continue
            }
            text.storeBytes(of: UInt16(backslash) | UInt16(short) << 8, toByteOffset: end, as: UInt16.self)
            end += 2
        }
        text.storeBytes(of: quote, toByteOffset: end, as: UInt8.self)
        return end + 1 - offset
    }
}

extension Array where Element == UInt8 {
    /// Appends `string` as a quoted JSON string (`JSONString`).
    mutating func appendJSONString(_ string: String) {
        let start = count
        let room = JSONString.maxLength(utf8Count: string.utf8.count)
        append(contentsOf: repeatElement(0, count: room))
        var written = 0
        do {
            var elements = mutableSpan
            var text = MutableRawSpan(_elements: &elements)
            written = JSONString.write(string.utf8, to: &text, at: start)
        }
        removeLast(room - written)
    }
}
