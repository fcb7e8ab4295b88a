/// RFC 6901 JSON pointers, built as errors propagate (never on the success path).
package enum JSONPointer {
    /// `pointer` extended by one object key, with `~` and `/` escaped as `~0` and `~1`.
    ///
    /// Works on Unicode scalars, not `Character`s: a `~` or `/` followed by a combining mark is
    /// one `Character` equal to neither, and would otherwise go out unescaped.
    package static func appending(_ key: String, to pointer: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return pointer + "/" + key
        }
        var escaped = ""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return pointer + "/" + escaped
    }

    /// `pointer` extended by one array index.
    package static func appending(_ index: Int, to pointer: String) -> String {
        pointer + "/" + String(index)
    }

    /// One reference token with `~1` and `~0` turned back into `/` and `~`.
    /// Scalar by scalar, for the same reason as `appending`.
    package static func unescape(_ token: Substring) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return String(token) }
        var result = ""
        var pendingTilde = false
        for scalar in token.unicodeScalars {
            if pendingTilde {
                result.unicodeScalars.append(scalar == "1" ? "/" : scalar == "0" ? "~" : scalar)
                pendingTilde = false
            } else if scalar == "~" {
                pendingTilde = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        if pendingTilde { result.append("~") }
        return result
    }
}
