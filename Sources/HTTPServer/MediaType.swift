/// Recognises the JSON media type in a `Content-Type` header.
enum MediaType {
    /// Whether a `Content-Type` value (its UTF-8 bytes, so no `String` is made) names
    /// `application/json`.
    ///
    /// Media types are case-insensitive and may carry parameters (RFC 9110 §8.3.1), so
    /// `Application/JSON; charset=utf-8` is accepted; `application/json-patch+json` is not.
    ///
    /// One pass, no intermediate collections: the essence (what precedes the first `;`, without
    /// surrounding blanks) must equal `application/json` ignoring ASCII case.
    static func isJSON<Bytes: Sequence<UInt8>>(utf8 bytes: Bytes) -> Bool {
        let expected = Self.jsonEssence
        var matched = 0
        var essenceEnded = false  // a blank followed the essence: only blanks may come now
        for byte in bytes {
            if byte == UInt8(ascii: ";") { break }
            if isWhitespace(byte) {
                essenceEnded = matched > 0
                continue
            }
            guard !essenceEnded, matched < expected.count, lowercased(byte) == expected[matched] else { return false }
            matched += 1
        }
        return matched == expected.count
    }

    private static let jsonEssence: [UInt8] = Array("application/json".utf8)

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
