import HTTPServer

/// Why a request body was refused, with the path to the value at fault.
///
/// The path is collected innermost first while the failure propagates out of each object and
/// array (`prefixed(by:)`), so a successful decode never builds a pointer string.
struct DecodeFailure: Error, Equatable {
    enum Problem: Equatable {
        /// Not JSON (truncated, a stray character, a bad escape, invalid UTF-8, trailing data).
        case syntax(String)
        /// Nested deeper than the reader's `maxDepth`.
        case tooDeep(limit: Int)
        case duplicateKey(String)
        case missingField(String?)
        case unknownField
        case invalidType(expected: String, got: String)
        case invalidNumber
        case invalidField(String)
        case invalidEnum(value: String, allowed: [String])
        case duplicateID
        case conflictingFields(String)
        /// An array (`items`) longer than the configured most.
        case tooManyItems(limit: Int)
        /// A batch's `requests` longer than the configured most.
        case tooManyRequests(limit: Int)
        /// A batch whose results pass the most bytes an answer may take.
        case answerTooLarge(limit: Int)
        /// A `layout` id this server does not hold (never stored here, or evicted).
        case unknownLayout(String)
        /// A layout edit that does not fit the layout as the edits before it left it (an item
        /// it does not have, an id it already has, a position past its end, the other kind's
        /// fields).
        case layoutConflict(String)
    }

    var problem: Problem
    var reversedPath: [JSONPathComponent] = []
    /// Whether `reversedPath` already leads from the document's root, so that the objects the
    /// failure propagates out of add nothing to it: a request of a batch that cannot use a field
    /// the batch shares (`/writingMode`) fails at that field, not inside the request.
    var isRooted = false

    init(_ problem: Problem, at path: [JSONPathComponent] = [], rooted: Bool = false) {
        self.problem = problem
        self.reversedPath = path
        self.isRooted = rooted
    }

    /// The same failure seen from one level further out.
    func prefixed(by component: JSONPathComponent) -> DecodeFailure {
        guard !isRooted else { return self }
        var failure = self
        failure.reversedPath.append(component)
        return failure
    }

    /// Whether the body is not valid JSON (syntax, nesting, a repeated key) rather than a valid
    /// document that breaks the schema: what outranks every schema problem, even in a batch
    /// whose requests otherwise fail one by one.
    var isInvalidJSON: Bool {
        switch problem {
        case .syntax, .tooDeep, .duplicateKey: return true
        default: return false
        }
    }

    /// The 4xx the client gets.
    var httpError: HTTPError {
        let pointer = reversedPath.pointerFromReversed
        switch problem {
        case .syntax(let message): return .invalidJSON(message, at: pointer)
        case .tooDeep(let limit): return .nestingTooDeep("JSON nested deeper than \(limit) levels", at: pointer)
        case .duplicateKey(let key): return .duplicateKey("duplicate key \"\(Excerpt.of(key))\"", at: pointer)
        case .missingField(let message): return .missingField(pointer, message)
        case .unknownField: return .unknownField(pointer)
        case .invalidType(let expected, let got): return .invalidType(pointer, expected: expected, got: got)
        case .invalidNumber: return .invalidNumber(pointer)
        case .invalidField(let requirement): return .invalidField(pointer, requirement)
        case .invalidEnum(let value, let allowed): return .invalidEnum(pointer, value: value, allowed: allowed)
        case .duplicateID: return .duplicateID(pointer)
        case .conflictingFields(let message): return .conflictingFields(pointer, message)
        case .tooManyItems(let limit): return .tooManyItems(pointer, limit: limit)
        case .tooManyRequests(let limit): return .tooManyRequests(pointer, limit: limit)
        case .answerTooLarge(let limit): return .answerTooLarge(pointer, limit: limit)
        case .unknownLayout(let id): return .unknownLayout(pointer, id: id)
        case .layoutConflict(let message): return .layoutConflict(pointer, message)
        }
    }
}
