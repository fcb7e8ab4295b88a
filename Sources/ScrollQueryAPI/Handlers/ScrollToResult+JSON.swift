import ScrollCore

extension ScrollToResult {
    /// The 200 body of `POST /v1/scroll/offset`, keys in the order of openapi.yaml, appended to
    /// `json`. `item`: what the answer says about the item the target named (`targetId`,
    /// `estimated`), written last.
    func write(item: TargetItem? = nil, to json: inout JSONWriter) {
        writeFields(to: &json)
        item?.write(to: &json)
        json.raw("}")
    }

    /// The body of a request that names a writing mode or direction, or a chain:
    /// `scrollPosition` (when `flow` is given: css) after `targetRect`, then `targetId` and
    /// `estimated`, then `ancestors` in request order, each with the same fields.
    func write(
        item: TargetItem?, flow: FlowDirection?, ancestors: [(result: ScrollToResult, flow: FlowDirection?)]?,
        to json: inout JSONWriter
    ) {
        writeFields(to: &json)
        if let flow { writeScrollPosition(flow, to: &json) }
        item?.write(to: &json)
        if let ancestors {
            json.raw(",\"ancestors\":[")
            for (index, entry) in ancestors.enumerated() {
                if index > 0 { json.raw(",") }
                entry.result.writeFields(to: &json)
                if let flow = entry.flow { entry.result.writeScrollPosition(flow, to: &json) }
                json.raw("}")
            }
            json.raw("]")
        }
        json.raw("}")
    }

    private func writeScrollPosition(_ flow: FlowDirection, to json: inout JSONWriter) {
        let position = flow.scrollPosition(of: contentOffset, in: range, origin: scrollOrigin)
        json.raw(",\"scrollPosition\":{\"left\":")
        json.number(position.x)
        json.raw(",\"top\":")
        json.number(position.y)
        json.raw("}")
    }

    /// `{` and the fields every answer has, through `targetRect`; the caller closes it.
    func writeFields(to json: inout JSONWriter) {
        json.raw("{\"contentOffset\":")
        json.point(contentOffset)
        json.raw(",\"idealOffset\":")
        json.point(idealOffset)
        json.raw(",\"clamped\":{\"x\":")
        json.bool(clampedX)
        json.raw(",\"y\":")
        json.bool(clampedY)
        json.raw("},\"range\":{\"min\":")
        json.point(range.min)
        json.raw(",\"max\":")
        json.point(range.max)
        json.raw("},\"visibleRect\":")
        json.rect(visibleRect)
        if let targetRect {
            json.raw(",\"targetRect\":")
            json.rect(targetRect)
        }
    }
}

extension JSONWriter {
    /// `{"x":…,"y":…}`, written whole (one room check).
    mutating func point(_ point: Point) {
        write(upTo: 2 * Self.maxNumberLength + 11) { target in
            var written = Self.copy("{\"x\":", to: target)
            written += Self.writeNumber(point.x, to: target + written)
            written += Self.copy(",\"y\":", to: target + written)
            written += Self.writeNumber(point.y, to: target + written)
            return written + Self.copy("}", to: target + written)
        }
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`, written whole (one room check).
    mutating func rect(_ rect: Rect) {
        write(upTo: 4 * Self.maxNumberLength + 30) { target in
            var written = Self.copy("{\"x\":", to: target)
            written += Self.writeNumber(rect.origin.x, to: target + written)
            written += Self.copy(",\"y\":", to: target + written)
            written += Self.writeNumber(rect.origin.y, to: target + written)
            written += Self.copy(",\"width\":", to: target + written)
            written += Self.writeNumber(rect.size.width, to: target + written)
            written += Self.copy(",\"height\":", to: target + written)
            written += Self.writeNumber(rect.size.height, to: target + written)
            return written + Self.copy("}", to: target + written)
        }
    }
}
