import RequestJSON

extension Endpoint {
    /// `POST /v1/scroll/offset`: the content offset that shows a target as asked.
    static let scrollOffset = Endpoint.query("POST", "/v1/scroll/offset", op: "offset", ScrollOffsetHandler.self)
}

extension ScrollOffsetHandler: QueryEndpoint {
    /// Room for `ScrollToResult.fieldsRoom` and what follows it, so that an answer is written
    /// without growing the buffer; below 1000 bytes, so that the allocation stays one of the
    /// allocator's small sizes.
    static var answerCapacity: Int { 960 }

    @inline(__always)
    static func read(_ reader: inout JSONReader, context: RequestContext, batch: BatchScope?) throws(DecodeFailure)
        -> ScrollOffsetQuery
    {
        try ScrollOffsetRequestDecoder.readQuery(&reader, context: context, batch: batch)
    }
}
