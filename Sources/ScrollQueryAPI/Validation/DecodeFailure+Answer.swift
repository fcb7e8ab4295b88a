import HTTPServer
import RequestJSON

extension DecodeFailure {
    /// The answer the client gets: the one mapping from a failure to a status, a code of the
    /// contract (openapi.yaml, `ErrorCode`) and a message, with the pointer to the value at fault.
    var answer: ErrorAnswer {
        let pointer = reversedPath.pointerFromReversed
        func bad(_ code: ErrorCode, _ message: String) -> ErrorAnswer {
            ErrorAnswer(status: 400, code: code, message: message, pointer: pointer)
        }
        switch problem {
        case .emptyBody:
            return bad(.emptyBody, "request body is empty; send a JSON object")
        case .syntax(let message):
            return bad(.invalidJSON, message)
        case .tooDeep(let limit):
            return bad(.nestingTooDeep, "JSON nested deeper than \(limit) levels")
        case .duplicateKey(let key):
            return bad(.duplicateKey, "duplicate key \"\(Excerpt.of(key))\"")
        case .missingField(let message):
            return bad(.missingField, message ?? "\(Self.name(of: pointer)) is required")
        case .unknownField(let suggestion):
            if let message = Self.callItemHint(pointer) { return bad(.unknownField, message) }
            let hint = suggestion.map { "; did you mean \($0)?" } ?? ""
            return bad(.unknownField, "\(Self.name(of: pointer)) is not a known field\(hint)")
        case .refusedField(let message):
            return bad(.unknownField, message)
        case .invalidType(let expected, let got):
            return bad(.invalidType, "\(Self.name(of: pointer)) must be \(expected), got \(got)")
        case .invalidNumber:
            return bad(.invalidNumber, "\(Self.name(of: pointer)) must be a finite number (the literal overflows a double)")
        case .invalidField(let requirement):
            // A value of the right type that breaks a constraint, e.g. "height must be >= 0".
            return bad(.invalidField, "\(Self.name(of: pointer)) \(requirement)")
        case .invalidEnum(let value, let allowed):
            return bad(
                .invalidEnum,
                "\(Self.name(of: pointer)) must be one of \(allowed.joined(separator: ", ")); got \"\(Excerpt.of(value))\"")
        case .duplicateID:
            return bad(.duplicateID, "item ids must be unique; this id appears earlier")
        case .conflictingFields(let message):
            return bad(.conflictingFields, message)
        case .tooManyItems(let limit):
            // 413 like the HTTP layer's `payload_too_large`: the request is well formed but asks
            // for more work than this server accepts (`--max-items`).
            return ErrorAnswer(
                status: 413, code: .tooManyItems,
                message: "\(Self.name(of: pointer)) must have at most \(limit) elements", pointer: pointer)
        case .tooManyRequests(let limit):
            // A batch asking for more answers than this server gives in one response (`--max-batch`).
            return ErrorAnswer(
                status: 413, code: .tooManyRequests,
                message: "\(Self.name(of: pointer)) must have at most \(limit) elements", pointer: pointer)
        case .answerTooLarge(let limit):
            // The same remedy as too many requests: fewer requests per batch.
            return ErrorAnswer(
                status: 413, code: .tooManyRequests,
                message: "the results of \(Self.name(of: pointer)) pass \(limit) bytes; send fewer requests per batch",
                pointer: pointer)
        case .unknownLayout(let id):
            return Self.unknownLayout(id: id, pointer: pointer)
        case .layoutNotStored(let id):
            return Self.unknownLayout(id: id, pointer: nil)
        case .layoutConflict(let message):
            // 409: a well-formed edit that does not fit the stored layout's current state — the
            // request is fine on its own, the resource is what it conflicts with (RFC 9110 §15.5.10).
            return ErrorAnswer(status: 409, code: .layoutConflict, message: message, pointer: pointer)
        case .targetNotFound(let message):
            return ErrorAnswer(status: 404, code: .targetNotFound, message: message, pointer: pointer)
        case .layoutTooLarge(let message):
            return ErrorAnswer(status: 413, code: .layoutTooLarge, message: message, pointer: nil)
        case .layoutStoreUnavailable(let reason, let seconds):
            // 503: nothing is wrong with the request, and the same request may succeed later or
            // on a replica that holds the layout; inline layouts never need the store.
            return ErrorAnswer(
                status: 503, code: .layoutStoreUnavailable,
                message: "the shared layout store is unavailable (\(reason)); retry after \(seconds) s, or send items or stack inline",
                pointer: pointer.isEmpty ? nil : pointer, retryAfterSeconds: seconds)
        }
    }

    /// 404: the layout is not here — never stored on this replica, or evicted. The client sends
    /// the layout again (inline, or `POST /v1/layouts`), which is why it is not a 400. `pointer`
    /// is nil when the id came in the path (`/v1/layouts/{layoutId}`).
    private static func unknownLayout(id: String, pointer: String?) -> ErrorAnswer {
        ErrorAnswer(
            status: 404, code: .unknownLayout,
            message: "no layout with id \(id) is stored here (never stored, or evicted); send items or stack, or store the layout again with POST /v1/layouts",
            pointer: pointer)
    }

    /// The message for an unknown key of a platform `call` (`/call/index`, also inside a batch or an
    /// animation's `offsetRequest`) that names the item to scroll to, which belongs in `target`.
    private static func callItemHint(_ pointer: String) -> String? {
        let last = pointer.split(separator: "/", omittingEmptySubsequences: false).suffix(2)
        guard last.count == 2, last.first == "call", let key = last.last else { return nil }
        return PlatformCallReader.itemKeyHint(String(key))
    }

    /// The field a pointer names, for messages: its last component unescaped ("height"), or
    /// `items[3]` for an array element; "the body" for the root. A key the client made up (an
    /// unknown field) is quoted as an `Excerpt`.
    ///
    /// Split scalar by scalar, as `JSONPointer` escapes: a key that starts with a combining mark
    /// makes the `/` before it one `Character` with the mark, which a split on `Character`s
    /// passes over (`/0/\u{F76}iei` names the key `\u{F76}iei`, not `0/\u{F76}iei`).
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
