import ScrollCore

extension ScrollToResult {
    /// The 200 body of `POST /v1/scroll/offset`, keys in the order of openapi.yaml.
    /// `targetID`: the item a `next`/`previous` target arrived at, written last.
    func jsonBytes(targetID: ItemID? = nil) -> [UInt8] {
        var json = JSONWriter()
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
        if let targetID {
            json.raw(",\"targetId\":")
            json.itemID(targetID)
        }
        json.raw("}")
        return json.bytes
    }
}

extension JSONWriter {
    mutating func point(_ point: Point) {
        raw("{\"x\":")
        number(point.x)
        raw(",\"y\":")
        number(point.y)
        raw("}")
    }

    mutating func rect(_ rect: Rect) {
        raw("{\"x\":")
        number(rect.origin.x)
        raw(",\"y\":")
        number(rect.origin.y)
        raw(",\"width\":")
        number(rect.size.width)
        raw(",\"height\":")
        number(rect.size.height)
        raw("}")
    }
}
