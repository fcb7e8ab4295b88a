import RequestJSON

extension Endpoint {
    /// `POST /v1/scroll/animation`: the frames of a scroll from one offset to another.
    static let scrollAnimation = Endpoint.query(
        "POST", "/v1/scroll/animation", op: "animation", ScrollAnimationHandler.self)
}

extension ScrollAnimationHandler: QueryEndpoint {
    static var answerCapacity: Int { 0 }

    @inline(__always)
    static func read(_ reader: inout JSONReader, context: RequestContext, batch: BatchScope?) throws(DecodeFailure)
        -> ScrollAnimationQuery
    {
        try ScrollAnimationRequestDecoder.readQuery(&reader, context: context, batch: batch)
    }
}
