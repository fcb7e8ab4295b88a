import RequestJSON

/// Every `code` an error body can carry: the `Error.code` enum of openapi.yaml, the same set in
/// the same order (`ErrorCodeTests`). The codes are part of the contract; messages are not.
public enum ErrorCode: String, CaseIterable, Sendable {
    // A request body the API refuses (`DecodeFailure`).
    case emptyBody = "empty_body"
    case invalidJSON = "invalid_json"
    case nestingTooDeep = "nesting_too_deep"
    case duplicateKey = "duplicate_key"
    case missingField = "missing_field"
    case unknownField = "unknown_field"
    case invalidType = "invalid_type"
    case invalidNumber = "invalid_number"
    case invalidField = "invalid_field"
    case invalidEnum = "invalid_enum"
    case duplicateID = "duplicate_id"
    case conflictingFields = "conflicting_fields"
    case targetNotFound = "target_not_found"
    case unknownLayout = "unknown_layout"
    // Refusals of the HTTP layer (`Refusal`, answered by `ErrorAnswer(refusal)`).
    case notFound = "not_found"
    case methodNotAllowed = "method_not_allowed"
    case payloadTooLarge = "payload_too_large"
    // Requests that ask for more work than the server accepts.
    case tooManyItems = "too_many_items"
    case tooManyRequests = "too_many_requests"
    // More refusals of the HTTP layer.
    case unsupportedMediaType = "unsupported_media_type"
    case unauthorized
    case overloaded
    case internalError = "internal_error"
    case invalidFraming = "invalid_framing"
    case unsupportedTransferEncoding = "unsupported_transfer_encoding"
    // Stored layouts.
    case layoutTooLarge = "layout_too_large"
    case layoutConflict = "layout_conflict"
    // The shared layout store (`--layout-store`) did not answer in time.
    case layoutStoreUnavailable = "layout_store_unavailable"
}
