import RequestJSON

extension Endpoint {
    /// `POST /v1/scroll/visibility`: which items show, and how much of each.
    static let visibility = Endpoint.query("POST", "/v1/scroll/visibility", op: "visibility", VisibilityHandler.self)
}

extension VisibilityHandler: QueryEndpoint {
    static var answerCapacity: Int { 0 }

    @inline(__always)
    static func read(_ reader: inout JSONReader, context: RequestContext, batch: BatchScope?) throws(DecodeFailure)
        -> VisibilityQuery
    {
        try VisibilityRequestDecoder.readQuery(&reader, context: context, batch: batch)
    }
}
