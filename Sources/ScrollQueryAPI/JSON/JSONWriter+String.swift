extension JSONWriter {
    /// How a string spells the control characters that have a two-character escape besides
    /// `\n`, `\r` and `\t` (RFC 8259 §7): answers write U+0008 and U+000C as `\u0008` and
    /// `\u000c`, error bodies as `\b` and `\f`. Both are JSON for the same string; each kind of
    /// body keeps the bytes it has always had.
    enum StringStyle {
        case answer
        case errorText
    }

    /// `value` as a quoted JSON string (RFC 8259 §7): `"`, `\` and control characters escaped,
    /// everything else (UTF-8 included) copied, so a string id comes back as the client sent it.
    mutating func string(_ value: String, style: StringStyle = .answer) {
        string(utf8: value.utf8, style: style)
    }

    /// UTF-8 bytes as a quoted JSON string, escaped as `string(_:style:)` does. The one JSON
    /// string escaper of the API.
    mutating func string(utf8 value: some Sequence<UInt8>, style: StringStyle = .answer) {
        raw("\"")
        for byte in value {
            switch byte {
            case UInt8(ascii: "\""): raw("\\\"")
            case UInt8(ascii: "\\"): raw("\\\\")
            case 0x0A: raw("\\n")
            case 0x0D: raw("\\r")
            case 0x09: raw("\\t")
            case 0x08 where style == .errorText: raw("\\b")
            case 0x0C where style == .errorText: raw("\\f")
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
