import HTTPServer
import RequestJSON

/// What the client hears about a failure: openapi.yaml's `Error`,
/// `{"error":{"code":"…","message":"…","pointer":"…"}}` (`pointer` left out when nil), with
/// its HTTP status. The one writer of error bodies, built from a `DecodeFailure`
/// (`DecodeFailure.answer`, the API's failures) or a `Refusal` (`ErrorAnswer(refusal)`, the
/// HTTP layer's, whose body `refusalBody` hands to the server).
struct ErrorAnswer: Equatable, Sendable {
    let status: Int
    let code: ErrorCode
    /// For people; may change between releases.
    let message: String
    /// An RFC 6901 pointer to the value at fault in the request body, when there is one.
    let pointer: String?
    /// Sent as `Retry-After` (a 503 that may pass); nil: no such header.
    let retryAfterSeconds: Int?

    init(status: Int, code: ErrorCode, message: String, pointer: String?, retryAfterSeconds: Int? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.pointer = pointer
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// The `Error` body.
    var body: [UInt8] {
        var json = JSONWriter(capacity: 64 + message.utf8.count + (pointer?.utf8.count ?? 0))
        write(to: &json)
        json.raw("}")
        return json.takeBody()
    }

    /// The error as a response: the `Error` body with its status (and `Retry-After`).
    var response: HTTPResponse {
        var response = HTTPResponse.json(status: status, body)
        if let retryAfterSeconds { response.headers.append((name: "Retry-After", value: String(retryAfterSeconds))) }
        return response
    }

    /// A failed request of a batch: the error object, then the status it would have had alone,
    /// `{"error":{…},"status":N}`.
    func writeResult(to json: inout JSONWriter) {
        write(to: &json)
        json.raw(",\"status\":")
        json.number(Double(status))
        json.raw("}")
    }

    /// `{"error":{…}` — the object left open for what follows it.
    private func write(to json: inout JSONWriter) {
        json.raw("{\"error\":{\"code\":")
        json.string(code.rawValue)
        json.raw(",\"message\":")
        json.string(message)
        if let pointer {
            json.raw(",\"pointer\":")
            json.string(pointer)
        }
        json.raw("}")
    }
}
