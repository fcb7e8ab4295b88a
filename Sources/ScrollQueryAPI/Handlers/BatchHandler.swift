import HTTPServer
import RequestJSON

/// `POST /v1/batch`: read the top level once (the layout decoded and indexed once) → for each
/// request, its endpoint's decoder and answer → `{"results":[…]}`, written into one buffer.
///
/// Each result is the endpoint's own 200 body, or its error object with the status beside it
/// (`{"error":{…},"status":404}`) and a pointer into the batch (`/requests/3/target`). Only
/// what makes the whole body unusable fails the batch: invalid JSON anywhere (even inside a
/// request that fails for another reason), a problem at the top level, too many requests, or
/// results past `maxBatchAnswerBytes`.
enum BatchHandler {
    /// The results buffer reserved up front: most answers are a few hundred bytes; past this the
    /// buffer grows as needed. `reservedSlack` is room for the largest single write of an answer
    /// (`ScrollToResult.fieldsRoom`), checked whole before it is written.
    private static let reservedBytesPerResult = 320
    private static let reservedSlack = 768
    private static let maxReservedBytes = 1 << 24

    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        do {
            let body = try RequestBody.decode(request.body, limits: context.limits) { (reader) throws(DecodeFailure) in
                let batch = try BatchRequestDecoder.readBatch(&reader, context: context)
                // Trailing data fails the batch before any request is answered.
                try reader.expectEnd()
                return try answer(batch, context: context)
            }
            return .json(body)
        } catch {
            return error.answer.response
        }
    }

    /// Reads and answers every request of `batch`, in order. Throws only what fails the whole
    /// batch: invalid JSON within `requests`, or results past `maxBatchAnswerBytes` (checked
    /// after each one, so the buffer passes the limit by one answer at most).
    static func answer(_ batch: BatchQuery, context: RequestContext) throws(DecodeFailure) -> [UInt8] {
        let maxBytes = context.limits.maxBatchAnswerBytes
        var json = JSONWriter(
            capacity: min(16 + reservedSlack + batch.count * reservedBytesPerResult, maxReservedBytes, max(maxBytes, 0)))
        json.raw("{\"results\":[")
        let scope = BatchScope(shared: batch.shared)
        var requests = batch.requests
        do throws(DecodeFailure) {
            try requests.readArray { (reader, index) throws(DecodeFailure) in
                if index > 0 { json.raw(",") }
                let start = reader
                do throws(BatchOperation.Failure) {
                    try BatchRequestDecoder.answerRequest(&reader, context: context, batch: scope, into: &json)
                } catch {
                    switch error {
                    case .unread(let error):
                        if error.isInvalidJSON { throw error }
                        // The request stopped at its first problem; the rest of it must still be
                        // valid JSON, or the whole batch is invalid.
                        reader = start
                        try reader.skipValue()
                        error.prefixed(by: .index(index)).prefixed(by: .key("requests")).answer.writeResult(to: &json)
                        return
                    case .unanswered(let error):
                        error.prefixed(by: .index(index)).prefixed(by: .key("requests")).answer.writeResult(to: &json)
                    }
                }
                guard json.count <= maxBytes else {
                    throw DecodeFailure(.answerTooLarge(limit: maxBytes), at: [.key("requests")], rooted: true)
                }
            }
        } catch {
            throw error.prefixed(by: .key("requests"))
        }
        json.raw("]}")
        return json.takeBody()
    }
}
