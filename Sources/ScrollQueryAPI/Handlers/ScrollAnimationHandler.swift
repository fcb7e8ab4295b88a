import RequestJSON
import ScrollCore

/// `POST /v1/scroll/animation`: decode and validate → core (`ScrollAnimation`) → encode.
enum ScrollAnimationHandler {
    /// Appends the 200 body that answers `query` — the body's own, or one result of a batch —
    /// or throws its error (a missing item in `offsetRequest`) having appended nothing.
    static func answer(_ query: ScrollAnimationQuery, into json: inout JSONWriter) throws(DecodeFailure) {
        var query = query
        switch query.destination {
        case .point:
            break
        case .offsetRequest(let offsetQuery):
            query.animation.to = try destination(offsetQuery)
        case .snapRequest(let snapQuery, let velocityGiven):
            query.animation = snapped(query.animation, by: snapQuery.snap.resolve(), velocityGiven: velocityGiven)
        }
        write(query, to: &json)
    }

    /// `animation` towards the resting offset `/v1/scroll/snap` answers; a spring without an
    /// `initialVelocity` of its own starts at the answer's `velocity`: the fling, in points per
    /// second as `initialVelocity` is, that would come to rest there under the snap's fling
    /// model and rate. A timing curve starts at its own slope and takes no velocity.
    static func snapped(_ animation: ScrollAnimation, by result: ScrollSnap.Result, velocityGiven: Bool) -> ScrollAnimation {
        var animation = animation
        animation.to = result.contentOffset
        if case .spring = animation.curve, !velocityGiven {
            animation.initialVelocity = result.velocity
        }
        return animation
    }

    /// The content offset `/v1/scroll/offset` answers for `query` (`ScrollOffsetHandler.destination`);
    /// a missing item is its 404, with the pointer inside `offsetRequest`.
    static func destination(_ query: ScrollOffsetQuery) throws(DecodeFailure) -> Point {
        do {
            return try ScrollOffsetHandler.destination(of: query)
        } catch {
            throw error.prefixed(by: .key("offsetRequest"))
        }
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
