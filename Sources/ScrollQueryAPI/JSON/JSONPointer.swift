/// RFC 6901 JSON pointers, built as errors propagate (never on the success path).
enum JSONPointer {
    /// `pointer` extended by one object key, with `~` and `/` escaped as `~0` and `~1`.
    static func appending(_ key: String, to pointer: String) -> String {
        guard key.contains("~") || key.contains("/") else { return pointer + "/" + key }
        var escaped = ""
        for character in key {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.append(character)
            }
        }
        return pointer + "/" + escaped
    }

    /// `pointer` extended by one array index.
    static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    /// One reference token with `~1` and `~0` turned back into `/` and `~`.
    static func unescape(_ token: Substring) -> String {
        guard token.contains("~") else { return String(token) }
        var result = ""
        var pendingTilde = false
        for character in token {
            if pendingTilde {
                result.append(character == "1" ? "/" : character == "0" ? "~" : character)
                pendingTilde = false
            } else if character == "~" {
                pendingTilde = true
            } else {
                result.append(character)
            }
        }
        if pendingTilde { result.append("~") }
        return result
    }
}
