import HTTPServer
import ScrollCore

/// `POST /v1/scroll/animation`: decode and validate → core (`ScrollAnimation`) → encode.
enum ScrollAnimationHandler {
    static func handle(_ request: HTTPRequest, context: RequestContext = RequestContext()) -> HTTPResponse {
        .answering(capacity: 0) { json throws(HTTPError) in
            try answer(try ScrollAnimationRequestDecoder.decode(request.body, context: context), into: &json)
        }
    }

    /// Appends the 200 body that answers `query` — the body's own, or one result of a batch —
    /// or throws its error (a missing item in `offsetRequest`) having appended nothing.
    static func answer(_ query: ScrollAnimationQuery, into json: inout JSONWriter) throws(HTTPError) {
        var query = query
        if case .offsetRequest(let offsetQuery, _) = query.destination {
            query.animation.to = try destination(offsetQuery)
        }
        write(query, to: &json)
    }

    /// The content offset `/v1/scroll/offset` answers for `query`; a missing item is its 404,
    /// with the pointer inside `offsetRequest`.
    static func destination(_ query: ScrollOffsetQuery) throws(HTTPError) -> Point {
        let target: ScrollTarget
        do {
            target = try ScrollOffsetHandler.resolve(query)
        } catch {
            throw HTTPError(status: error.status, code: error.code, message: error.message,
                            pointer: error.pointer.map { "/offsetRequest" + $0 })
        }
        if let platform = query.platform { return ScrollOffsetHandler.platformResult(query, platform, target: target).scroll.contentOffset }
        return query.scrollView.geometry.scrollTo(
            ScrollToRequest(target: target, anchor: query.anchor, margin: query.margin,
                            semantics: query.semantics, pixelGrid: query.pixelGrid)).contentOffset
    }

    /// The 200 body, keys in the order of openapi.yaml. The frame count is bounded by
    /// `maxFrames` or by the `sampleTimes` given, both capped by the decoder.
    static func write(_ query: ScrollAnimationQuery, to json: inout JSONWriter) {
        let animation = query.animation
        let (end, settled) = animation.timing
        let frames: [ScrollAnimation.Frame]
        switch query.sampling {
        case .rate(let fps, let maxFrames):
            frames = animation.frames(framesPerSecond: fps, maxFrames: maxFrames, end: end, settled: settled)
        case .times(let times):
            frames = times.map { animation.frame(at: $0, end: end, settled: settled) }
        }
        let overshoot = animation.overshoot(end: end, settled: settled)
        json.reserve(64 + frames.count * 80)
        json.raw("{\"frames\":[")
        for (i, frame) in frames.enumerated() {
            if i > 0 { json.raw(",") }
            json.raw("{\"t\":")
            json.number(frame.t)
            json.raw(",\"x\":")
            json.number(frame.position.x)
            json.raw(",\"y\":")
            json.number(frame.position.y)
            json.raw(",\"vx\":")
            json.number(frame.velocity.x)
            json.raw(",\"vy\":")
            json.number(frame.velocity.y)
            json.raw("}")
        }
        json.raw("],\"duration\":")
        json.number(end)
        json.raw(",\"settled\":")
        json.bool(settled)
        json.raw(",\"overshoot\":")
        if overshoot.x > 0 || overshoot.y > 0 { json.point(overshoot) } else { json.raw("null") }
        json.raw("}")
    }
}
