import ScrollCore

extension JSONReader {
    private enum TargetKind: Int, CaseIterable {
        case id, index, edge, rect, point
    }

    private static let targetKeys = JSONKeySet(cases: TargetKind.self)
    private static let edgeNames = JSONKeySet(ContentEdge.allCases.map(\.rawValue))

    /// A target: an object with exactly one of `id`, `index`, `edge`, `rect`, `point` (a null
    /// kind is absent). A second kind fails with `conflicting_fields` at the second, in document
    /// order, before its value is read.
    mutating func readTargetReference() throws(DecodeFailure) -> TargetReference {
        var target: (kind: TargetKind, value: TargetReference)?
        try readObject(keys: Self.targetKeys) { (reader, key) throws(DecodeFailure) in
            guard let kind = TargetKind(rawValue: key) else { return }
            if let first = target {
                throw DecodeFailure(.conflictingFields("target has both \(first.kind) and \(kind); send exactly one"))
            }
            switch kind {
            case .id: target = (kind, .id(try reader.readItemID()))
            case .index: target = (kind, .index(try reader.readItemIndex()))
            case .edge: target = (kind, .edge(ContentEdge.allCases[try reader.readName(Self.edgeNames)]))
            case .rect: target = (kind, .rect(try reader.readRect()))
            case .point: target = (kind, .point(try reader.readPoint()))
            }
        }
        guard let target else {
            throw DecodeFailure(.missingField("target needs exactly one of id, index, edge, rect, point"))
        }
        return target.value
    }

    /// Any integral number: one outside `items` is "not found" (404), not malformed.
    private mutating func readItemIndex() throws(DecodeFailure) -> Double {
        try expect(.number, as: "an integer")
        let number = try readNumber()
        guard number.isFinite else { throw DecodeFailure(.invalidNumber) }
        guard number.rounded(.towardZero) == number else {
            throw DecodeFailure(.invalidType(expected: "an integer", got: "a number"))
        }
        return number
    }
}
