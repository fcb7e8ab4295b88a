/// Values a 200 of `POST /v1/scroll/offset` must carry over from the request bit for bit.
///
/// They make the fuzzer a differential test of the service's number reader: the harness reads
/// the request with Swift's correctly rounded `Double(_:)`, the service with its own fast paths,
/// and wherever the geometry passes a number through untouched the two must agree exactly.
///   - a `point` target is the ideal offset itself;
///   - without a `margin`, a `rect` target (or the frame an `index` target picks) is the
///     `targetRect` — under `css` semantics only when it is not empty, since CSS grows an empty
///     axis to one pixel.
enum ScrollOffsetEchoes {
    static func violations(of answer: JSONValue, request: JSONValue) -> [String] {
        guard let target = request["target"] else { return [] }
        var found: [String] = []
        if let point = present(target["point"]), let ideal = answer["idealOffset"] {
            for axis in ["x", "y"] where point[axis]?.number != ideal[axis]?.number {
                found.append("idealOffset.\(axis) \(describe(ideal[axis])) is not the point target's \(describe(point[axis]))")
            }
        }
        guard present(request["margin"]) == nil else { return found }
        let frame: JSONValue?
        if let rect = present(target["rect"]) {
            frame = rect
        } else if let index = present(target["index"])?.number, case .array(let items)? = request["items"],
            index >= 0, index < Double(items.count), index.rounded(.towardZero) == index
        {
            frame = items[Int(index)]["frame"]
        } else {
            frame = nil
        }
        guard let frame, let shown = answer["targetRect"] else { return found }
        let isEmpty = (frame["width"]?.number ?? 0) <= 0 || (frame["height"]?.number ?? 0) <= 0
        if request["semantics"]?.string == "css" && isEmpty { return found }
        for side in ["x", "y", "width", "height"] where frame[side]?.number != shown[side]?.number {
            found.append("targetRect.\(side) \(describe(shown[side])) is not the target's \(describe(frame[side]))")
        }
        return found
    }

    /// `value` unless it is absent or `null` (the decoder treats a `null` member as absent).
    private static func present(_ value: JSONValue?) -> JSONValue? {
        value == .null ? nil : value
    }

    private static func describe(_ value: JSONValue?) -> String {
        value?.number.map { "\($0)" } ?? "(missing)"
    }
}
