extension Array where Element == UInt8 {
    /// Appends `string` as a quoted JSON string (RFC 8259 §7).
    ///
    /// Only `"`, `\` and control characters are escaped; everything else, including non-ASCII
    /// UTF-8, is copied as is because JSON text is UTF-8 and escaping it would only add bytes.
    mutating func appendJSONString(_ string: String) {
        append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): append(contentsOf: #"\\"#.utf8)
            case 0x0A: append(contentsOf: #"\n"#.utf8)
            case 0x0D: append(contentsOf: #"\r"#.utf8)
            case 0x09: append(contentsOf: #"\t"#.utf8)
            case 0x08: append(contentsOf: #"\b"#.utf8)
            case 0x0C: append(contentsOf: #"\f"#.utf8)
            case 0x00..<0x20:
                append(contentsOf: #"\u00"#.utf8)
                append(Self.hexDigits[Int(byte >> 4)])
                append(Self.hexDigits[Int(byte & 0x0F)])
            default: append(byte)
            }
        }
        append(UInt8(ascii: "\""))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
