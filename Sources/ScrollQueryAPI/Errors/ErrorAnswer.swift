import HTTPServer

/// What the client hears about a failure: openapi.yaml's `Error`,
/// `{"error":{"code":"…","message":"…","pointer":"…"}}` (`pointer` left out when nil), with
/// its HTTP status. Built only from a `DecodeFailure` (`DecodeFailure.answer`), the one mapping
/// from the API's errors to responses.
struct ErrorAnswer: Equatable, Sendable {
    let status: Int
    let code: ErrorCode
    /// For people; may change between releases.
    let message: String
    /// An RFC 6901 pointer to the value at fault in the request body, when there is one.
    let pointer: String?

    /// The error as a response: the `Error` body with its status.
    var response: HTTPResponse {
        var json = JSONWriter(capacity: 64 + message.utf8.count + (pointer?.utf8.count ?? 0))
        write(to: &json)
        json.raw("}")
        return .json(status: status, json.takeBody())
    }

    /// A failed request of a batch: the error object, then the status it would have had alone,
    /// `{"error":{…},"status":N}`.
    func writeResult(to json: inout JSONWriter) {
        write(to: &json)
        json.raw(",\"status\":")
        json.number(Double(status))
        json.raw("}")
    }

    /// `{"error":{…}` — the object left open for what follows it. Strings are escaped as error
    /// bodies always have been (`JSONWriter.string(_:style:)`, `.errorText`).
    private func write(to json: inout JSONWriter) {
        json.raw("{\"error\":{\"code\":")
        json.string(code.rawValue, style: .errorText)
        json.raw(",\"message\":")
        json.string(message, style: .errorText)
        if let pointer {
            json.raw(",\"pointer\":")
            json.string(pointer, style: .errorText)
        }
        json.raw("}")
    }
}
