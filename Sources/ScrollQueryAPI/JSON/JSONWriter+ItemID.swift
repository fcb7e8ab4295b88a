extension JSONWriter {
    /// An item id as the client sent it: a JSON string (only `"`, `\` and control characters
    /// escaped) or an integer.
    mutating func itemID(_ id: ItemID) {
        switch id {
        case .integer(let integer):
            number(Double(integer))
        case .string(let string):
            var quoted: [UInt8] = [UInt8(ascii: "\"")]
            for byte in string.utf8 {
                switch byte {
                case UInt8(ascii: "\""): quoted += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): quoted += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case 0x00..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    quoted += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
                default: quoted.append(byte)
                }
            }
            quoted.append(UInt8(ascii: "\""))
            appendBytes(quoted)
        }
    }
}
