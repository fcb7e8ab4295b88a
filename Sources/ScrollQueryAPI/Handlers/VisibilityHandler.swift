import HTTPServer
import ScrollCore

/// `POST /v1/scroll/visibility`: decode and validate → core → encode.
enum VisibilityHandler {
    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        do {
            let query = try VisibilityRequestDecoder.decode(request.body, context: context)
            let geometry = query.scrollView.geometry
            // One O(n) pass learns whether the frames are monotone along the scroll axis; the
            // query itself is then O(log n + k).
            let frames = ItemFrames(query.scrollView.itemFrames, axis: geometry.scrollAxis)
            let result = geometry.visibility(
                of: frames, threshold: query.threshold, region: query.region,
                prefetchDistance: query.prefetchDistance)
            return .json(result.jsonBytes(ids: query.scrollView.itemIDs.ids, geometry: geometry))
        } catch {
            return error.response
        }
    }
}
