import HTTPServer

/// The 4xx errors a request body can earn. Each names the offending field by JSON pointer;
/// the codes are part of the API contract (openapi.yaml, `ErrorCode`).
extension HTTPError {
    static func invalidJSON(_ message: String, at pointer: String) -> HTTPError {
        HTTPError(status: 400, code: "invalid_json", message: message, pointer: pointer)
    }

    static func emptyBody() -> HTTPError {
        HTTPError(status: 400, code: "empty_body", message: "request body is empty; send a JSON object", pointer: "")
    }

    static func nestingTooDeep(_ message: String, at pointer: String) -> HTTPError {
        HTTPError(status: 400, code: "nesting_too_deep", message: message, pointer: pointer)
    }

    static func duplicateKey(_ message: String, at pointer: String) -> HTTPError {
        HTTPError(status: 400, code: "duplicate_key", message: message, pointer: pointer)
    }

    static func missingField(_ pointer: String, _ message: String? = nil) -> HTTPError {
        HTTPError(
            status: 400, code: "missing_field", message: message ?? "\(name(of: pointer)) is required",
            pointer: pointer)
    }

    static func unknownField(_ pointer: String) -> HTTPError {
        HTTPError(
            status: 400, code: "unknown_field", message: "\(name(of: pointer)) is not a known field",
            pointer: pointer)
    }

    static func invalidType(_ pointer: String, expected: String, got typeName: String) -> HTTPError {
        HTTPError(
            status: 400, code: "invalid_type",
            message: "\(name(of: pointer)) must be \(expected), got \(typeName)", pointer: pointer)
    }

    static func invalidNumber(_ pointer: String) -> HTTPError {
        HTTPError(
            status: 400, code: "invalid_number",
            message: "\(name(of: pointer)) must be a finite number (the literal overflows a double)",
            pointer: pointer)
    }

    /// A value of the right type that breaks a constraint, e.g. "height must be >= 0".
    static func invalidField(_ pointer: String, _ requirement: String) -> HTTPError {
        HTTPError(
            status: 400, code: "invalid_field", message: "\(name(of: pointer)) \(requirement)", pointer: pointer)
    }

    static func invalidEnum(_ pointer: String, value: String, allowed: [String]) -> HTTPError {
        HTTPError(
            status: 400, code: "invalid_enum",
            message: "\(name(of: pointer)) must be one of \(allowed.joined(separator: ", ")); got \"\(Excerpt.of(value))\"",
            pointer: pointer)
    }

    static func duplicateID(_ pointer: String) -> HTTPError {
        HTTPError(
            status: 400, code: "duplicate_id", message: "item ids must be unique; this id appears earlier",
            pointer: pointer)
    }

    static func conflictingFields(_ pointer: String, _ message: String) -> HTTPError {
        HTTPError(status: 400, code: "conflicting_fields", message: message, pointer: pointer)
    }

    /// 413 like the HTTP layer's `payload_too_large`: the request is well formed but asks for
    /// more work than this server accepts (`--max-items`).
    static func tooManyItems(_ pointer: String, limit: Int) -> HTTPError {
        HTTPError(
            status: 413, code: "too_many_items",
            message: "\(name(of: pointer)) must have at most \(limit) elements", pointer: pointer)
    }

    /// 413 like `too_many_items`: a batch asking for more answers than this server gives in one
    /// response (`--max-batch`).
    static func tooManyRequests(_ pointer: String, limit: Int) -> HTTPError {
        HTTPError(
            status: 413, code: "too_many_requests",
            message: "\(name(of: pointer)) must have at most \(limit) elements", pointer: pointer)
    }

    /// `too_many_requests` for a batch whose results would pass `limit` bytes: the same remedy,
    /// fewer requests per batch.
    static func answerTooLarge(_ pointer: String, limit: Int) -> HTTPError {
        HTTPError(
            status: 413, code: "too_many_requests",
            message: "the results of \(name(of: pointer)) pass \(limit) bytes; send fewer requests per batch",
            pointer: pointer)
    }

    /// 404: the layout is not here — never stored on this replica, or evicted. The client
    /// sends the layout again (inline, or `POST /v1/layouts`), which is why it is not a 400.
    /// `pointer` is nil when the id came in the path (`/v1/layouts/{layoutId}`).
    static func unknownLayout(_ pointer: String?, id: String) -> HTTPError {
        HTTPError(
            status: 404, code: "unknown_layout",
            message: "no layout with id \(id) is stored here (never stored, or evicted); send items or stack, or store the layout again with POST /v1/layouts",
            pointer: pointer)
    }

    /// 409: a well-formed edit that does not fit the stored layout's current state — the
    /// request is fine on its own, the resource is what it conflicts with (RFC 9110 §15.5.10).
    static func layoutConflict(_ pointer: String, _ message: String) -> HTTPError {
        HTTPError(status: 409, code: "layout_conflict", message: message, pointer: pointer)
    }

    static func targetNotFound(_ pointer: String, _ message: String) -> HTTPError {
        HTTPError(status: 404, code: "target_not_found", message: message, pointer: pointer)
    }

    /// The field a pointer names, for messages: its last component unescaped ("height"), or
    /// `items[3]` for an array element; "the body" for the root. A key the client made up (an
    /// unknown field) is quoted as an `Excerpt`.
    ///
    /// Split scalar by scalar, as `JSONPointer` escapes: a key that starts with a combining mark
    /// makes the `/` before it one `Character` with the mark, which a split on `Character`s
    /// passes over (the fuzzer found "0/\u{F76}iei is not a known field").
    private static func name(of pointer: String) -> String {
        let components = pointer.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard let last = components.last else { return "the body" }
        let key = JSONPointer.unescape(Substring(last))
        if !key.isEmpty, key.allSatisfy({ $0.isASCII && $0.isNumber }), components.count >= 2 {
            let parent = Substring(components[components.index(before: components.endIndex - 1)])
            return "\(parent)[\(key)]"
        }
        return key.isEmpty ? "\"\"" : Excerpt.of(key)
    }
}
