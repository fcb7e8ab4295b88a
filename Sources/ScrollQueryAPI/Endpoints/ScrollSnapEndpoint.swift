import RequestJSON

extension Endpoint {
    /// `POST /v1/scroll/snap`: where a fling or a scroll comes to rest.
    static let scrollSnap = Endpoint.query("POST", "/v1/scroll/snap", op: "snap", ScrollSnapHandler.self)
}

extension ScrollSnapHandler: QueryEndpoint {
    static var answerCapacity: Int { 256 }

    @inline(__always)
    static func read(_ reader: inout JSONReader, context: RequestContext, batch: BatchScope?) throws(DecodeFailure)
        -> ScrollSnapQuery
    {
        try ScrollSnapRequestDecoder.readQuery(&reader, context: context, batch: batch)
    }
}
