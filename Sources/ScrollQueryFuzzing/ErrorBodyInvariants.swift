/// What every 4xx body must look like: `{"error":{"code","message","pointer"?}}`.
///
/// Clients are promised a single error decoder for every failure, so the shape is checked as
/// strictly as the success bodies: no extra members, a snake_case code the spec lists, a
/// non-empty message, and a pointer that is RFC 6901 syntax.
enum ErrorBodyInvariants {
    static func violations(of answer: JSONValue, knownCodes: Set<String>) -> [String] {
        guard answer.memberNames == ["error"], let error = answer["error"], let names = error.memberNames else {
            return ["error body is not {\"error\":{…}}"]
        }
        var found: [String] = []
        let allowed: Set<String> = ["code", "message", "pointer"]
        for name in names where !allowed.contains(name) {
            found.append("error has an unexpected member \"\(name)\"")
        }
        if let code = error["code"]?.string {
            let isSnakeCase = !code.isEmpty && code.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
            if !isSnakeCase { found.append("error.code \"\(code)\" is not snake_case") }
            if !knownCodes.isEmpty, !knownCodes.contains(code) {
                found.append("error.code \"\(code)\" is not in openapi.yaml's list")
            }
        } else {
            found.append("error.code is missing or not a string")
        }
        if let message = error["message"]?.string {
            if message.isEmpty { found.append("error.message is empty") }
        } else {
            found.append("error.message is missing or not a string")
        }
        if let pointer = error["pointer"] {
            if let text = pointer.string {
                if !JSONPointerSyntax.isValid(text) { found.append("error.pointer \"\(text)\" is not an RFC 6901 pointer") }
            } else {
                found.append("error.pointer is not a string")
            }
        }
        return found
    }
}
