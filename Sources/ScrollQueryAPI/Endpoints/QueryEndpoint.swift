import HTTPServer
import RequestJSON

/// An endpoint that reads one JSON query and appends its answer: the same two steps serve a
/// body of its own (`handle`) and a request of a batch (`BatchOperation`).
protocol QueryEndpoint {
    associatedtype Query

    /// Bytes reserved for the answer before it is written.
    static var answerCapacity: Int { get }

    /// Reads one request object at the cursor: the whole body, or a request of a batch
    /// (`batch`: over the scroll view the batch shares).
    static func read(_ reader: inout JSONReader, context: RequestContext, batch: BatchScope?) throws(DecodeFailure) -> Query

    /// Appends the 200 body that answers `query`, or throws its error having appended nothing.
    static func answer(_ query: Query, into json: inout JSONWriter) throws(DecodeFailure)
}

extension QueryEndpoint {
    /// The endpoint's own route: decode and validate the body → answer → the response.
    @inline(__always)
    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        .answering(capacity: answerCapacity) { json throws(DecodeFailure) in
            try answer(try decode(request.body, context: context), into: &json)
        }
    }

    /// A whole body read as one query (`RequestBody` decides which problem the client hears).
    @inline(__always)
    static func decode(_ body: [UInt8], context: RequestContext = RequestContext()) throws(DecodeFailure) -> Query {
        try RequestBody.decode(body, limits: context.limits) { (reader) throws(DecodeFailure) in
            try read(&reader, context: context, batch: nil)
        }
    }
}
