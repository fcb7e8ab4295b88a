/// RFC 6901 syntax of a JSON Pointer, the form of every error's `pointer`.
///
/// A client resolves the pointer to highlight the offending field, so a malformed one (no
/// leading `/`, a `~` not followed by `0` or `1`) is a broken promise even when the rest of the
/// error is right.
public enum JSONPointerSyntax {
    /// Whether `pointer` is `""` or a sequence of `/`-prefixed reference tokens whose only
    /// escapes are `~0` and `~1`.
    public static func isValid(_ pointer: String) -> Bool {
        let bytes = Array(pointer.utf8)
        guard let first = bytes.first else { return true }
        guard first == UInt8(ascii: "/") else { return false }
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "~") {
                guard index + 1 < bytes.count,
                    bytes[index + 1] == UInt8(ascii: "0") || bytes[index + 1] == UInt8(ascii: "1")
                else { return false }
                index += 2
            } else {
                index += 1
            }
        }
        return true
    }
}
