extension JSONWriter {
    /// `value` as a quoted JSON string (RFC 8259 §7): `"`, `\` and control characters escaped,
    /// everything else (UTF-8 included) copied, so a string id comes back as the client sent it.
    mutating func string(_ value: String) {
        raw("\"")
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x00..<0x20:
                raw("\\u00")
                appendByte(Self.hexDigits[Int(byte >> 4)])
                appendByte(Self.hexDigits[Int(byte & 0x0F)])
            default: appendByte(byte)
            }
        }
        raw("\"")
    }

    /// An item id as the client sent it: a string or an integer.
    mutating func itemID(_ id: ItemID) {
        switch id {
        case .string(let value): string(value)
        case .integer(let value): number(Double(value))
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
