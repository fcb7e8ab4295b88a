/// Recognises the JSON media type in a `Content-Type` header.
enum MediaType {
    /// Whether `contentType` names `application/json`.
    ///
    /// Media types are case-insensitive and may carry parameters (RFC 9110 §8.3.1), so
    /// `Application/JSON; charset=utf-8` is accepted; `application/json-patch+json` is not.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let utf8 = contentType.utf8
        // The essence is what precedes the first ';', without surrounding blanks.
        var start = utf8.startIndex
        var end = utf8.firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex
        while start < end, isWhitespace(utf8[start]) { start = utf8.index(after: start) }
        while start < end, isWhitespace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        let essence = utf8[start..<end]
        let expected = "application/json".utf8
        guard essence.count == expected.count else { return false }
        return essence.elementsEqual(expected) { lowercased($0) == $1 }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
