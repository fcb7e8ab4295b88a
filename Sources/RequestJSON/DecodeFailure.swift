import ItemLayouts

/// Why a request was refused, with the path to the value at fault: what decoders and handlers
/// throw. It knows nothing of HTTP; `answer` (`DecodeFailure+Answer.swift`) is the one mapping to
/// the status, code and message the client gets.
///
/// The path is collected innermost first while the failure propagates out of each object and
/// array (`prefixed(by:)`), so a successful decode never builds a pointer string.
public struct DecodeFailure: Error, Equatable {
    @usableFromInline package enum Problem: Equatable, Sendable {
        /// An empty (or all-whitespace) body.
        case emptyBody
        /// Not JSON (truncated, a stray character, a bad escape, invalid UTF-8, trailing data).
        case syntax(String)
        /// Nested deeper than the reader's `maxDepth`.
        case tooDeep(limit: Int)
        case duplicateKey(String)
        case missingField(String?)
        /// A key the object does not have, with the known field it most likely misspells
        /// (`FieldSuggestion`).
        case unknownField(suggestion: String?)
        /// A field the schema has elsewhere but refuses here, with the message saying why
        /// (`unknown_field`, as it is not a field of this object).
        case refusedField(String)
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
        /// The item a target or `keep` names is not there (404).
        case targetNotFound(String)
        /// A layout id that came in the URL path names nothing stored here (404, no pointer).
        case layoutNotStored(id: String)
        /// A layout that alone costs more than the whole store (413, no pointer).
        case layoutTooLarge(String)
        /// The shared layout store (`--layout-store`) gave no answer in time, or refused: 503
        /// with `Retry-After`.
        case layoutStoreUnavailable(reason: String, retryAfterSeconds: Int)
    }

    package var problem: Problem
    package var reversedPath: [JSONPathComponent] = []
    /// Whether `reversedPath` already leads from the document's root, so that the objects the
    /// failure propagates out of add nothing to it: a request of a batch that cannot use a field
    /// the batch shares (`/writingMode`) fails at that field, not inside the request.
    package var isRooted = false

    @usableFromInline package init(_ problem: Problem, at path: [JSONPathComponent] = [], rooted: Bool = false) {
        self.problem = problem
        self.reversedPath = path
        self.isRooted = rooted
    }

    /// The same failure seen from one level further out.
    package func prefixed(by component: JSONPathComponent) -> DecodeFailure {
        guard !isRooted else { return self }
        var failure = self
        failure.reversedPath.append(component)
        return failure
    }

    /// Whether the body is not valid JSON (syntax, nesting, a repeated key) rather than a valid
    /// document that breaks the schema: what outranks every schema problem, even in a batch
    /// whose requests otherwise fail one by one.
    package var isInvalidJSON: Bool {
        switch problem {
        case .syntax, .tooDeep, .duplicateKey: return true
        default: return false
        }
    }
}

extension DecodeFailure {
    /// What `body` asks of the layout store, a store that cannot answer failing with
    /// `layout_store_unavailable` (503, `Retry-After`).
    package static func askingStore<T>(_ body: () throws(LayoutStoreUnavailable) -> T) throws(DecodeFailure) -> T {
        do {
            return try body()
        } catch {
            throw DecodeFailure(.layoutStoreUnavailable(reason: error.reason, retryAfterSeconds: error.retryAfterSeconds))
        }
    }
}
