import HTTPServer
import ScrollCore

/// `POST /v1/scroll/visibility`: decode and validate → core → encode.
enum VisibilityHandler {
    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        do {
            let query = try VisibilityRequestDecoder.decode(request.body, context: context)
            let view = query.scrollView
            // Whether the frames are monotone along the scroll axis was learnt while they were
            // read (or from the stack): the query is O(log n + k).
            let result = view.geometry.visibility(
                of: view.frames, threshold: query.threshold, region: query.region,
                prefetchDistance: query.prefetchDistance)
            return .json(result.jsonBytes(layout: view.layout, geometry: view.geometry))
        } catch {
            return error.response
        }
    }
}
