extension Endpoint {
    /// `POST /v1/scroll/offset`: the content offset that shows a target as asked.
    static let scrollOffset = Endpoint.query("POST", "/v1/scroll/offset", op: "offset", ScrollOffsetHandler.self)
}

extension ScrollOffsetHandler: QueryEndpoint {
    static var answerCapacity: Int { 512 }

    @inline(__always)
    static func read(_ reader: inout JSONReader, context: RequestContext, batch: BatchScope?) throws(DecodeFailure)
        -> ScrollOffsetQuery
    {
        try ScrollOffsetRequestDecoder.readQuery(&reader, context: context, batch: batch)
    }
}
