import HTTPServer
import ScrollCore

/// `POST /v1/scroll/visibility`: decode and validate → core → encode.
enum VisibilityHandler {
    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        do {
            let query = try VisibilityRequestDecoder.decode(request.body, context: context)
            var json = JSONWriter(capacity: 0)
            answer(query, into: &json)
            return .json(json.bytes)
        } catch {
            return error.response
        }
    }

    /// Appends the 200 body that answers `query`: the body's own, or one result of a batch.
    static func answer(_ query: VisibilityQuery, into json: inout JSONWriter) {
        let geometry = query.scrollView.geometry
        // One O(n) pass learns whether the frames are monotone along the scroll axis; the
        // query itself is then O(log n + k).
        let frames = ItemFrames(query.scrollView.itemFrames, axis: geometry.scrollAxis)
        let result = geometry.visibility(
            of: frames, threshold: query.threshold, region: query.region,
            prefetchDistance: query.prefetchDistance)
        result.write(ids: query.scrollView.itemIDs.ids, geometry: geometry, to: &json)
    }
}
