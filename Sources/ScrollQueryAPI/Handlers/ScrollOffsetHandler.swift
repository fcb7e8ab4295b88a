import HTTPServer
import ScrollCore

/// `POST /v1/scroll/offset`: decode and validate → resolve the target → core → encode.
enum ScrollOffsetHandler {
    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        do {
            let query = try ScrollOffsetRequestDecoder.decode(request.body, context: context)
            let (target, targetID) = try resolveNamingItem(query)
            let scrollRequest = ScrollToRequest(
                target: target, anchor: query.anchor, margin: query.margin,
                semantics: query.semantics, pixelGrid: query.pixelGrid, mode: query.mode)
            guard query.scrollView.namesFlow || !query.ancestors.isEmpty else {
                let result = query.scrollView.geometry.scrollTo(scrollRequest)
                return .json(result.jsonBytes(targetID: targetID))
            }
            return .json(answerWithFlow(query, scrollRequest, targetID: targetID))
        } catch {
            return error.response
        }
    }

    /// The answer of a request that names a writing mode or direction or a chain: the CSSOM
    /// `scrollPosition` (css) and one entry per ancestor.
    @inline(never)
    private static func answerWithFlow(_ query: ScrollOffsetQuery, _ request: ScrollToRequest, targetID: ItemID?) -> [UInt8] {
        var request = request
        request.flow = query.scrollView.flow
        let (innermost, ancestors) = query.scrollView.geometry.scrollTo(
            request, through: query.ancestors.map(\.ancestor), container: query.container)
        let css = query.semantics == .css
        let chain = ancestors.indices.map { index in
            (result: ancestors[index], flow: css ? query.ancestors[index].flow : nil)
        }
        return innermost.jsonBytes(
            targetID: targetID, flow: css ? query.scrollView.flow : nil,
            ancestors: query.ancestors.isEmpty ? nil : chain)
    }

    /// Items named by id or index become their frames; a missing one is a 404 naming the field.
    static func resolve(_ query: ScrollOffsetQuery) throws(HTTPError) -> ScrollTarget {
        try resolveNamingItem(query).target
    }

    /// `resolve`, plus the id of the item a `next`/`previous` target arrived at (the answer
    /// names it: the client asked for "the next one", not for an id).
    static func resolveNamingItem(_ query: ScrollOffsetQuery) throws(HTTPError) -> (target: ScrollTarget, id: ItemID?) {
        let items = query.scrollView
        switch query.target {
        case .step(let step, let id, let wrap):
            let key = step == .next ? "next/after" : "previous/before"
            guard let index = items.itemIDs.index(of: id) else {
                throw .targetNotFound("/target/\(key)", "no item has id \(id.description)")
            }
            let arrived = step.index(from: index, count: items.itemFrames.count, wrap: wrap)
            guard items.itemFrames.indices.contains(arrived), items.itemIDs.ids.indices.contains(arrived) else {
                throw .targetNotFound("/target/\(key)", "no item has id \(id.description)")
            }
            return (.rect(items.itemFrames[arrived]), items.itemIDs.ids[arrived])
        case .page(let direction, let overlap):
            return (.page(direction, overlap: overlap), nil)
        default:
            return (try resolveDirect(query), nil)
        }
    }

    private static func resolveDirect(_ query: ScrollOffsetQuery) throws(HTTPError) -> ScrollTarget {
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
            // SwiftUI and UIKit mirror leading and trailing in a right-to-left layout.
            let mirrored = query.semantics != .css && query.scrollView.flow.direction == .rtl
            return .edge(mirrored ? edge.mirrored : edge)
        case .rect(let rect):
            return .rect(rect)
        case .point(let point):
            return .point(point)
        case .step, .page:
            return try resolveNamingItem(query).target
        }
    }
}
