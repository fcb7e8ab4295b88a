import RequestJSON
import ScrollCore

extension JSONReader {
    private static let anchorNames = JSONKeySet(Anchor.unitPointNames + ["nearest"])
    /// The anchor each of `anchorNames` names, by index (a string switch per request otherwise).
    private static let namedAnchors = Anchor.unitPointNames.map { Anchor(unitPointName: $0) ?? .nearest } + [.nearest]
    /// The axes of an anchor object: physical `x`, `y` or logical `block`, `inline`.
    private enum AxisField: Int, JSONFields {
        case x, y, block, inline
        static let keys = JSONKeySet(cases: Self.self)

        var isLogical: Bool { self == .block || self == .inline }
    }
    private static let nearestName = JSONKeySet(["nearest"])
    /// CSS `ScrollLogicalPosition`, for `block` and `inline`.
    private static let logicalNames = JSONKeySet(["start", "center", "end", "nearest"])
    private static let logicalAnchors: [AxisAnchor] = [.start, .center, .end, .nearest]

    /// An anchor as sent: a UnitPoint name or "nearest" (both axes), per physical axis
    /// `{x, y}`, or per logical axis `{block, inline}` (not both kinds: `conflicting_fields` at
    /// the first key of the second kind). An axis left out is nil, for the caller to fill with
    /// its semantics' default — which may only be known later in the document.
    mutating func readAnchorAxes() throws(DecodeFailure) -> RequestedAnchor {
        switch try valueKind() {
        case .string:
            let index = try readName(Self.anchorNames)
            return .unitPoint(Self.namedAnchors[index])
        case .object:
            var axes: (AxisAnchor?, AxisAnchor?, AxisAnchor?, AxisAnchor?) = (nil, nil, nil, nil)
            var logical: Bool?
            try readObject(AxisField.self) { (reader, field) throws(DecodeFailure) in
                let isLogical = field.isLogical
                let value = try reader.readAxisAnchor(names: isLogical ? Self.logicalNames : Self.nearestName)
                if let logical, logical != isLogical {
                    throw DecodeFailure(.conflictingFields(
                        "an anchor is either physical {x, y} or logical {block, inline}, not both"))
                }
                logical = isLogical
                switch field {
                case .x: axes.0 = value
                case .y: axes.1 = value
                case .block: axes.2 = value
                case .inline: axes.3 = value
                }
            }
            return logical == true
                ? .logical(block: axes.2, inline: axes.3) : .physical(x: axes.0, y: axes.1)
        case let kind:
            throw DecodeFailure(
                .invalidType(expected: "a UnitPoint name, \"nearest\" or an object {x, y}", got: kind.name))
        }
    }

    /// One axis: a fraction within ±1e6, or one of `names` ("nearest" for `x`/`y`; also
    /// "start", "center", "end" for `block`/`inline`).
    private mutating func readAxisAnchor(names: JSONKeySet) throws(DecodeFailure) -> AxisAnchor {
        switch try valueKind() {
        case .number:
            return .fraction(try readNumber(in: .anchor))
        case .string:
            let index = try readName(names)
            return names.names.count == 1 ? .nearest : Self.logicalAnchors[index]
        case let kind:
            let expected = names.names.count == 1
                ? "a number or \"nearest\"" : "a number or one of start, center, end, nearest"
            throw DecodeFailure(.invalidType(expected: expected, got: kind.name))
        }
    }
}
