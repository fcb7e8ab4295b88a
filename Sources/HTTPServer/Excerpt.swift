/// A short, printable rendering of client-sent text for error messages.
///
/// Messages quote what was sent so a client can see what was refused, but a message must not grow
/// with the request or carry bytes a terminal or log would interpret: at most `maxBytes` of UTF-8
/// are kept (cut at a character boundary, then `…`), and control characters are written as `%XX`.
struct Excerpt: CustomStringConvertible {
    static let maxBytes = 64

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
}
