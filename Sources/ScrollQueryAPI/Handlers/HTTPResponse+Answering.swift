import HTTPServer
import RequestJSON

extension HTTPResponse {
    /// What every endpoint that answers one decoded query shares with its batch form: `write`
    /// decodes the body and appends the 200 answer to one buffer (the same `answer(_:into:)` a
    /// batch calls), and whatever it throws — a malformed body, a missing item — is the answer
    /// instead. The answer's bytes become the response body where they were written (`takeBody`).
    @inline(__always)
    static func answering(
        capacity: Int = 512, _ write: (inout JSONWriter) throws(DecodeFailure) -> Void
    ) -> HTTPResponse {
        var json = JSONWriter(capacity: capacity)
        do {
            try write(&json)
            return .json(json.takeBody())
        } catch {
            return error.answer.response
        }
    }
}
