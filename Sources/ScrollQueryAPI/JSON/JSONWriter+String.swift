extension JSONWriter {
    /// `value` as a quoted JSON string (RFC 8259 §7): `"`, `\` and control characters escaped,
    /// everything else (UTF-8 included) copied, so a string id comes back as the client sent it.
    mutating func string(_ value: String) {
        string(utf8: value.utf8)
    }

    /// UTF-8 bytes as a quoted JSON string, escaped as `string(_:)` does.
    mutating func string(utf8 value: some Sequence<UInt8>) {
        raw("\"")
        for byte in value {
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

    /// The id at `index` of `ids`, written straight from its storage (no `String` built).
    mutating func itemID(in ids: ItemIDs, at index: Int) {
        if let integer = ids.integer(at: index) {
            number(Double(integer))
        } else {
            ids.withUTF8(at: index) { string(utf8: $0) }
        }
    }

    /// The id at `index`, or `null` for no index (or, defensively, one out of range).
    mutating func optionalItemID(_ ids: ItemIDs, _ index: Int?) {
        guard let index, index >= 0, index < ids.count else {
            raw("null")
            return
        }
        itemID(in: ids, at: index)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
