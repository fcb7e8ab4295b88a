import ScrollCore

extension JSONReader {
    private static let anchorNames = JSONKeySet(Anchor.unitPointNames + ["nearest"])
    private static let axisAnchorKeys = JSONKeySet(["x", "y"])
    private static let nearestName = JSONKeySet(["nearest"])

    /// An anchor as sent: a UnitPoint name or "nearest" (both axes), or per axis `{x, y}`. An
    /// axis left out is nil, for the caller to fill with its semantics' default — which may
    /// only be known later in the document.
    mutating func readAnchorAxes() throws(DecodeFailure) -> (x: AxisAnchor?, y: AxisAnchor?) {
        switch try valueKind() {
        case .string:
            let index = try readName(Self.anchorNames)
            let anchor = Anchor(unitPointName: Self.anchorNames.names[index]) ?? .nearest
            return (anchor.x, anchor.y)
        case .object:
            var axes: (x: AxisAnchor?, y: AxisAnchor?) = (nil, nil)
            try readObject(keys: Self.axisAnchorKeys) { (reader, key) throws(DecodeFailure) in
                let value = try reader.readAxisAnchor()
                if key == 0 { axes.x = value } else { axes.y = value }
            }
            return axes
        case let kind:
            throw DecodeFailure(
                .invalidType(expected: "a UnitPoint name, \"nearest\" or an object {x, y}", got: kind.name))
        }
    }

    /// One axis: a fraction within ±1e6, or "nearest".
    private mutating func readAxisAnchor() throws(DecodeFailure) -> AxisAnchor {
        switch try valueKind() {
        case .number:
            return .fraction(try readNumber(in: .anchor))
        case .string:
            _ = try readName(Self.nearestName)
            return .nearest
        case let kind:
            throw DecodeFailure(.invalidType(expected: "a number or \"nearest\"", got: kind.name))
        }
    }
}
