import RequestJSON
import ScrollCore

extension ScrollToResult {
    /// The 200 body of `POST /v1/scroll/offset`, keys in the order of openapi.yaml, appended to
    /// `json`. `item`: what the answer says about the item the target named (`targetId`,
    /// `estimated`), written last.
    func write(item: TargetItem? = nil, to json: inout JSONWriter) {
        guard let item else { return writeFields(to: &json, closing: true) }
        writeFields(to: &json)
        item.write(to: &json)
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

    /// The most bytes `writeFields` writes: 16 numbers and at most 240 bytes of keys and
    /// punctuation (the closing `}` included).
    static var fieldsRoom: Int { 16 * JSONWriter.maxNumberLength + 240 }

    /// `{` and the fields every answer has, through `targetRect`, then `}` when `closing`
    /// (otherwise the caller closes it). One write: one room check for the whole object.
    func writeFields(to json: inout JSONWriter, closing: Bool = false) {
        json.write(upTo: Self.fieldsRoom) { text in
            var end = JSONWriter.copy("{\"contentOffset\":", to: &text, at: 0)
            end &+= JSONWriter.writePoint(contentOffset, to: &text, at: end)
            end &+= JSONWriter.copy(",\"idealOffset\":", to: &text, at: end)
            end &+= JSONWriter.writePoint(idealOffset, to: &text, at: end)
            end &+= JSONWriter.copy(",\"clamped\":{\"x\":", to: &text, at: end)
            end &+= JSONWriter.writeBool(clampedX, to: &text, at: end)
            end &+= JSONWriter.copy(",\"y\":", to: &text, at: end)
            end &+= JSONWriter.writeBool(clampedY, to: &text, at: end)
            end &+= JSONWriter.copy("},\"range\":{\"min\":", to: &text, at: end)
            end &+= JSONWriter.writePoint(range.min, to: &text, at: end)
            end &+= JSONWriter.copy(",\"max\":", to: &text, at: end)
            end &+= JSONWriter.writePoint(range.max, to: &text, at: end)
            end &+= JSONWriter.copy("},\"visibleRect\":", to: &text, at: end)
            end &+= JSONWriter.writeRect(visibleRect, to: &text, at: end)
            if let targetRect {
                end &+= JSONWriter.copy(",\"targetRect\":", to: &text, at: end)
                end &+= JSONWriter.writeRect(targetRect, to: &text, at: end)
            }
            if closing { end &+= JSONWriter.copy("}", to: &text, at: end) }
            return end
        }
    }
}

extension JSONWriter {
    /// `{"x":…,"y":…}`, written whole (one room check).
    mutating func point(_ point: Point) {
        write(upTo: 2 * Self.maxNumberLength + 11) { Self.writePoint(point, to: &$0, at: 0) }
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`, written whole (one room check).
    mutating func rect(_ rect: Rect) {
        write(upTo: 4 * Self.maxNumberLength + 30) { Self.writeRect(rect, to: &$0, at: 0) }
    }

    /// `point`'s text at `offset` of `target` (room for `2 * maxNumberLength + 11` bytes);
    /// returns its length.
    @inline(__always)
    static func writePoint(_ point: Point, to target: inout MutableRawSpan, at offset: Int) -> Int {
        var end = offset &+ copy("{\"x\":", to: &target, at: offset)
        end &+= writeNumber(point.x, to: &target, at: end)
        end &+= copy(",\"y\":", to: &target, at: end)
        end &+= writeNumber(point.y, to: &target, at: end)
        return end &+ copy("}", to: &target, at: end) &- offset
    }

    /// `rect`'s text at `offset` of `target` (room for `4 * maxNumberLength + 30` bytes);
    /// returns its length.
    @inline(__always)
    static func writeRect(_ rect: Rect, to target: inout MutableRawSpan, at offset: Int) -> Int {
        var end = offset &+ copy("{\"x\":", to: &target, at: offset)
        end &+= writeNumber(rect.origin.x, to: &target, at: end)
        end &+= copy(",\"y\":", to: &target, at: end)
        end &+= writeNumber(rect.origin.y, to: &target, at: end)
        end &+= copy(",\"width\":", to: &target, at: end)
        end &+= writeNumber(rect.size.width, to: &target, at: end)
        end &+= copy(",\"height\":", to: &target, at: end)
        end &+= writeNumber(rect.size.height, to: &target, at: end)
        return end &+ copy("}", to: &target, at: end) &- offset
    }
}
