/// Client-sent text as an error message quotes it: at most `maxScalars` Unicode scalars, then
/// "…", with anything that could disguise or break the message escaped.
///
/// Why: an unknown key, an enum value or an item id can be as long as the body allows (megabytes)
/// and may hold control characters, line breaks or bidirectional overrides; echoing it whole
/// would bloat the error, and echoing it raw would let a client forge log lines or text that
/// reads differently from what it is. JSON pointers are not excerpts: they stay exact, so a
/// client can still find the value.
enum Excerpt {
    /// Scalars, not characters: one character can hold any number of combining scalars.
    static let maxScalars = 64

    /// `text` cut to `maxScalars` scalars (then "…"), with `\` and `"` escaped, `\n`, `\r`, `\t`
    /// as such, and other control, format and line/paragraph separator scalars as `\u{HEX}`.
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
