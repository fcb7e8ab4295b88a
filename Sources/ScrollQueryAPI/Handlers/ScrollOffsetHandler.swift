import HTTPServer
import ScrollCore

/// `POST /v1/scroll/offset`: decode and validate → resolve the target → core → encode.
enum ScrollOffsetHandler {
    static func handle(_ request: HTTPRequest, limits: RequestLimits = RequestLimits()) -> HTTPResponse {
        do {
            let query = try ScrollOffsetRequestDecoder.decode(request.body, limits: limits)
            let target = try resolve(query)
            let result = query.scrollView.geometry.scrollTo(
                ScrollToRequest(
                    target: target, anchor: query.anchor, margin: query.margin,
                    semantics: query.semantics, pixelGrid: query.pixelGrid))
            return .json(result.jsonBytes())
        } catch {
            return error.response
        }
    }

    /// Items named by id or index become their frames; a missing one is a 404 naming the field.
    static func resolve(_ query: ScrollOffsetQuery) throws(HTTPError) -> ScrollTarget {
        let items = query.scrollView
        switch query.target {
        case .id(let id):
            guard let index = items.itemIDs.index(of: id) else {
                throw .targetNotFound("/target/id", "no item has id \(id.description)")
            }
            return .rect(items.itemFrames[index])
        case .index(let index):
            guard index >= 0, index < Double(items.itemFrames.count) else {
                var sent = JSONWriter(capacity: 24)
                sent.number(index)
                throw .targetNotFound(
                    "/target/index",
                    "index \(String(decoding: sent.bytes, as: UTF8.self)) is out of range: items has \(items.itemFrames.count) elements")
            }
            // In range, so integral and below the count: the conversion is exact.
            return .rect(items.itemFrames[Int(index)])
        case .edge(let edge):
            return .edge(edge)
        case .rect(let rect):
            return .rect(rect)
        case .point(let point):
            return .point(point)
        }
    }
}
