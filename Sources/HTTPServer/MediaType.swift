/// Recognises the JSON media type in a `Content-Type` header.
enum MediaType {
    /// Whether `contentType` names `application/json`.
    ///
    /// Media types are case-insensitive and may carry parameters (RFC 9110 §8.3.1), so
    /// `Application/JSON; charset=utf-8` is accepted; `application/json-patch+json` is not.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let essence = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }
        let trimmed = essence.drop { isWhitespace($0) }.reversed().drop { isWhitespace($0) }.reversed()
        let expected = "application/json".utf8
        guard trimmed.count == expected.count else { return false }
        return zip(trimmed, expected).allSatisfy { lowercased($0) == $1 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
