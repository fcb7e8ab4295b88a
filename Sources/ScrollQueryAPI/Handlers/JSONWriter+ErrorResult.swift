import HTTPServer

extension JSONWriter {
    /// A failed request of a batch: `{"error":{"code","message","pointer"},"status":N}`. The
    /// error object is byte for byte what the endpoint would have sent on its own (the same
    /// encoder), with the status it would have had beside it.
    mutating func errorResult(_ error: HTTPError) {
        let body = error.response.body  // {"error":{…}}
        append(json: body.dropLast())
        raw(",\"status\":")
        number(Double(error.status))
        raw("}")
    }
}
