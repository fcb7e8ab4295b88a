/// What a 200 of `POST /v1/scroll/offset` must satisfy, whatever the request.
///
/// These are the promises of openapi.yaml that hold for every input, so the fuzzer can check
/// them without knowing the right answer: the offset lies in the range, `clamped` says whether
/// the ideal offset lay outside it, and the visible rect is the viewport placed at the offset.
/// The request (already known to be valid JSON, since it was answered 200) supplies the
/// viewport, the display scale and the kind of target.
enum ScrollOffsetInvariants {
    private static let axes = ["x", "y"]

    static func violations(of answer: JSONValue, request: JSONValue) -> [String] {
        let required = ["contentOffset", "idealOffset", "clamped", "range", "visibleRect"]
        // Each optional member at most once, in this order (`scrollPosition` and `ancestors`
        // answer requests that name a writing mode, direction or chain; `platformScrollPosition`
        // those of flutter, compose and android; `estimated` an item target in a stack with
        // `estimatedSize`).
        let optional = ["targetRect", "scrollPosition", "platformScrollPosition", "targetId", "estimated", "ancestors"]
        guard let names = answer.memberNames, Array(names.prefix(required.count)) == required,
            isOrderedSubset(names.dropFirst(required.count), of: optional)
        else {
            return ["members are \(answer.memberNames ?? []), expected \(required) + an ordered subset of \(optional)"]
        }
        let platforms: [JSONValue] = [.string("flutter"), .string("compose"), .string("android")]
        let isPlatform = request["semantics"].map { platforms.contains($0) } ?? false
        if isPlatform != (answer["platformScrollPosition"]?.number != nil) {
            return ["platformScrollPosition is \(answer["platformScrollPosition"] == nil ? "absent" : "present") for semantics \(request["semantics"].map { "\($0)" } ?? "absent")"]
        }
        guard let offset = point(answer["contentOffset"]), let ideal = point(answer["idealOffset"]),
            let clamped = answer["clamped"], clamped.memberNames == axes,
            let range = answer["range"], range.memberNames == ["min", "max"],
            let low = point(range["min"]), let high = point(range["max"]),
            let visible = rect(answer["visibleRect"])
        else {
            return ["a member does not have its schema shape"]
        }
        var found: [String] = []
        let target = answer["targetRect"]
        if let target, rect(target) == nil { found.append("targetRect does not have its schema shape") }
        if let targetRect = rect(target), (targetRect["width"] ?? 0) < 0 || (targetRect["height"] ?? 0) < 0 {
            found.append("targetRect has a negative size")
        }

        // css without a displayScale is laid out at device scale factor 1, as a browser would.
        let scale = request["displayScale"]?.number ?? (request["semantics"] == .string("css") ? 1 : nil)
        for axis in axes {
            guard let min = low[axis], let max = high[axis], let value = offset[axis], let wanted = ideal[axis],
                let wasClamped = clamped[axis]?.bool, let visibleOrigin = visible[axis]
            else {
                found.append("\(axis): a value is missing")
                continue
            }
            if min > max { found.append("\(axis): range.min \(min) > range.max \(max)") }
            if value < min || value > max { found.append("\(axis): contentOffset \(value) outside [\(min), \(max)]") }
            if wasClamped != (wanted < min || wanted > max) {
                found.append("\(axis): clamped is \(wasClamped) for idealOffset \(wanted) and range [\(min), \(max)]")
            }
            if visibleOrigin != value { found.append("\(axis): visibleRect starts at \(visibleOrigin), not at contentOffset \(value)") }
            if let scale {
                // Rounded to the grid, then clamped: within half a pixel of the ideal, or at a bound.
                let tolerance = 0.5 / scale + 1e-9 * Swift.max(1, abs(wanted))
                if !wasClamped, abs(value - wanted) > tolerance, value != min, value != max {
                    found.append("\(axis): contentOffset \(value) is more than half a pixel from idealOffset \(wanted) at scale \(scale)")
                }
            } else if wasClamped {
                let bound = wanted < min ? min : max
                if value != bound { found.append("\(axis): clamped contentOffset \(value) is not the bound \(bound)") }
            } else if value != wanted {
                found.append("\(axis): unclamped contentOffset \(value) differs from idealOffset \(wanted)")
            }
        }

        if let viewport = request["viewport"] {
            for (side, key) in [("width", "width"), ("height", "height")] {
                if let sent = viewport[key]?.number, visible[side] != sent {
                    found.append("visibleRect.\(side) \(visible[side] ?? .nan) is not the viewport's \(sent)")
                }
            }
        }
        let targetKinds = presentMembers(of: request["target"])
        let aligned = !targetKinds.isDisjoint(with: ["id", "index", "rect", "next", "previous", "section"])
        if aligned != (target != nil) {
            found.append("targetRect is \(target == nil ? "absent" : "present") for a target with \(targetKinds.sorted())")
        }
        // A relative target names the item it resolved to; no other target does.
        let relative = !targetKinds.isDisjoint(with: ["next", "previous"])
        if relative != (answer["targetId"] != nil) {
            found.append("targetId is \(answer["targetId"] == nil ? "absent" : "present") for a target with \(targetKinds.sorted())")
        }
        return found + ScrollOffsetEchoes.violations(of: answer, request: request)
    }

    /// Whether `names` are some of `order`'s, each once, in `order`'s order.
    private static func isOrderedSubset(_ names: ArraySlice<String>, of order: [String]) -> Bool {
        var rest = order[...]
        for name in names {
            guard let index = rest.firstIndex(of: name) else { return false }
            rest = rest[(index + 1)...]
        }
        return true
    }

    /// Names of the members that are not `null` (the decoder treats a `null` member as absent).
    private static func presentMembers(of value: JSONValue?) -> Set<String> {
        guard case .object(let members)? = value else { return [] }
        return Set(members.filter { $0.value != .null }.map(\.name))
    }

    /// `{"x": number, "y": number}` as a map from axis to value, or `nil` for any other shape.
    private static func point(_ value: JSONValue?) -> [String: Double]? {
        numbers(value, names: ["x", "y"])
    }

    /// `{"x","y","width","height"}` (all numbers) as a map, or `nil` for any other shape.
    private static func rect(_ value: JSONValue?) -> [String: Double]? {
        numbers(value, names: ["x", "y", "width", "height"])
    }

    private static func numbers(_ value: JSONValue?, names: [String]) -> [String: Double]? {
        guard let value, value.memberNames == names else { return nil }
        var result: [String: Double] = [:]
        for name in names {
            guard let number = value[name]?.number else { return nil }
            result[name] = number
        }
        return result
    }
}
