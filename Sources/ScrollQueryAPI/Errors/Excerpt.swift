/// Client-sent text as a message quotes it, in one of the two renderings the contract has
/// always used; both keep a message from growing with the request or carrying bytes a terminal
/// or log would interpret. JSON pointers are not excerpts: they stay exact, so a client can
/// still find the value.
///
/// - `Excerpt(text).description`: text from the request line and head (a path, a method, a
///   media type) in the messages of HTTP refusals: at most `maxBytes` of UTF-8 (cut at a scalar
///   boundary, then `…`), control characters as `%XX`.
/// - `Excerpt.of(text)`: text from a request body (an unknown key, an enum value, an item id) in
///   the API's messages: at most `maxScalars` scalars (then `…`), `\` and `"` escaped, `\n`,
///   `\r`, `\t` as such, other control, format and line/paragraph separator scalars as `\u{HEX}`
///   (bidirectional overrides included, so the text reads as what it is).
struct Excerpt: CustomStringConvertible, Sendable {
    static let maxBytes = 64
    /// Scalars, not characters: one character can hold any number of combining scalars.
    static let maxScalars = 64

    let description: String

    init(_ text: String) {
        var result = ""
        var kept = 0
        var truncated = false
        for scalar in text.unicodeScalars {
            let rendered = scalar.value < 0x20 || scalar.value == 0x7F
                ? "%" + Self.hex(UInt8(truncatingIfNeeded: scalar.value)) : String(scalar)
            guard kept + rendered.utf8.count <= Self.maxBytes else {
                truncated = true
                break
            }
            result += rendered
            kept += rendered.utf8.count
        }
        description = truncated ? result + "…" : result
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }

    /// `text` as the API's messages quote it (see above).
    static func of<Text: StringProtocol>(_ text: Text) -> String {
        var excerpt = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < maxScalars else {
                excerpt += "…"
                break
            }
            count += 1
            switch scalar {
            case "\\": excerpt += "\\\\"
            case "\"": excerpt += "\\\""
            case "\n": excerpt += "\\n"
            case "\r": excerpt += "\\r"
            case "\t": excerpt += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator:
                    excerpt += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default:
                    excerpt.unicodeScalars.append(scalar)
                }
            }
        }
        return excerpt
    }
}
