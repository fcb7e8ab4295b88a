import RequestJSON
import ScrollCore

extension Endpoint {
    /// `POST /v1/scroll/range`: the range of a scroll view, what it shows at its offset, and how
    /// far it can still scroll toward each edge.
    static let scrollRange = Endpoint.query("POST", "/v1/scroll/range", op: "range", ScrollRangeEndpoint.self)
}

/// The scroll view every scrolling request takes (`ScrollViewReader`: its fields, bounds and
/// flow) and nothing else; answered by `RangePosition` at the offset sent, or at the scroll
/// origin when none is.
enum ScrollRangeEndpoint: QueryEndpoint {
    private static let keys = ScrollRequestKeys(own: [])

    /// The longest answer: five points of two 24-byte numbers, four more numbers, two flags
    /// and the keys.
    static var answerCapacity: Int { 512 }

    static func read(_ reader: inout JSONReader, context: RequestContext, batch: BatchScope?) throws(DecodeFailure)
        -> RangePosition
    {
        var (fields, keys) = keys.reader(in: batch)
        try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            _ = try fields.read(key, from: &reader, context: context)
        }
        return RangePosition(try fields.scrollView().geometry)
    }

    /// The 200 body, keys in the order of openapi.yaml.
    static func answer(_ position: RangePosition, into json: inout JSONWriter) {
        json.raw("{\"range\":{\"min\":")
        json.point(position.range.min)
        json.raw(",\"max\":")
        json.point(position.range.max)
        json.raw("},\"contentOffset\":")
        json.point(position.contentOffset)
        json.raw(",\"visibleRect\":")
        json.rect(position.visibleRect)
        json.raw(",\"edges\":{\"top\":")
        json.number(position.remaining.top)
        json.raw(",\"bottom\":")
        json.number(position.remaining.bottom)
        json.raw(",\"left\":")
        json.number(position.remaining.left)
        json.raw(",\"right\":")
        json.number(position.remaining.right)
        json.raw("},\"scrollable\":{\"x\":")
        json.bool(position.scrollsX)
        json.raw(",\"y\":")
        json.bool(position.scrollsY)
        json.raw("}}")
    }
}
