import RequestJSON
import ScrollCore

extension ScrollOffsetHandler {
    /// The answer of a flutter, compose or android request: every field of the others, then
    /// `platformScrollPosition` after `targetRect` (and before `targetId`, `estimated`).
    static func answer(
        _ query: ScrollOffsetQuery, _ platform: PlatformOptions, target: ScrollTarget, item: TargetItem?,
        into json: inout JSONWriter
    ) {
        let result = platformResult(query, platform, target: target)
        result.scroll.writeFields(to: &json)
        json.raw(",\"platformScrollPosition\":")
        json.number(result.platformScrollPosition)
        item?.write(to: &json)
        json.raw("}")
    }

    /// Where the platform's call leaves the list. The list's orientation is inferred: horizontal
    /// when x has a scroll range and y has none, vertical otherwise. Without a `contentOffset` the
    /// list rests at its start.
    static func platformResult(
        _ query: ScrollOffsetQuery, _ platform: PlatformOptions, target: ScrollTarget
    ) -> PlatformScrollResult {
        var geometry = query.scrollView.geometry
        let range = geometry.range
        let scrollsX = range.max.x > range.min.x
        let scrollsY = range.max.y > range.min.y
        let layout = PlatformLayout(
            orientation: scrollsX && !scrollsY ? .horizontal : .vertical,
            reverseLayout: platform.reverseLayout, direction: query.scrollView.flow.direction)
        if platform.restsAtListStart {
            let axis = layout.orientation
            geometry.contentOffset[axis] = layout.startsAtFarEnd(axis) ? range.max[axis] : range.min[axis]
        }
        // jumpTo has none; every other call's target resolved to a rect (the decoder refuses the rest).
        var rect: Rect?
        if !platform.takesNoTarget, case .rect(let frame) = target { rect = frame }
        return geometry.scrollTo(
            PlatformScrollRequest(
                call: platform.call, target: rect, margin: query.margin, layout: layout,
                displayScale: query.pixelGrid?.scale))
    }
}
