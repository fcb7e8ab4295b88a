import RequestJSON

/// The one entry point from request bytes to a decoded value, shared by every endpoint: it
/// refuses an empty body, runs the endpoint's single-pass reader, requires nothing but
/// whitespace after the value, and on failure decides which problem the client hears.
///
/// Which problem wins:
/// 1. An empty (or all-whitespace) body: `empty_body`.
/// 2. Invalid JSON anywhere in the body — a syntax error, nesting deeper than
///    `limits.maxJSONDepth` (`nesting_too_deep`), a duplicate key — even when a schema problem
///    comes earlier in the document.
/// 3. Otherwise the first problem in document order, as the reader met it. Too many items
///    (413 `too_many_items`, `limits.maxItems`) is such a problem, at `/items`, met when the
///    element one past the limit starts: an earlier schema problem wins over it, and it wins over
///    any problem in or after that element.
enum RequestBody {
    /// Decodes `body` with `read`, which reads one JSON value from the reader it is given (the
    /// whole body but trailing whitespace) and fails with the first problem it finds.
    @inline(__always)
    static func decode<Value>(
        _ body: [UInt8], limits: RequestLimits,
        _ read: (inout JSONReader) throws(DecodeFailure) -> Value
    ) throws(DecodeFailure) -> Value {
        guard body.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            throw DecodeFailure(.emptyBody)
        }
        var reader = JSONReader(body, maxDepth: limits.maxJSONDepth)
        do {
            let value = try read(&reader)
            try reader.expectEnd()
            return value
        } catch {
            throw firstProblem(in: body, maxDepth: limits.maxJSONDepth, otherwise: error)
        }
    }

    /// The reader stops at the first schema problem and so never sees the rest of the body;
    /// checking the whole body for syntax, depth and duplicate keys on this error path lets
    /// invalid JSON outrank it. Valid bodies never pay for this second pass.
    private static func firstProblem(in body: [UInt8], maxDepth: Int, otherwise failure: DecodeFailure)
        -> DecodeFailure
    {
        var validator = JSONReader(body, maxDepth: maxDepth)
        do {
            try validator.skipValue()
            try validator.expectEnd()
        } catch {
            return error
        }
        return failure
    }
}
