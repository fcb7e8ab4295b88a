import ItemLayouts
import RequestJSON
import ScrollCore

extension JSONReader {
    private enum TargetKind: Int, CaseIterable {
        case id, index, edge, rect, point, next, previous, page, section
    }

    /// The target kinds, then `overlap`, which goes with `page`, and `item`, which goes with
    /// `section`.
    private static let targetKeys = JSONKeySet(JSONKeySet.names(of: TargetKind.self) + ["overlap", "item"])
    private static let overlapKey = TargetKind.allCases.count
    private static let itemKey = overlapKey + 1
    private static let sectionPartNames = JSONKeySet(["header", "footer"])
    /// `ContentEdge.allCases` kept: the getter builds a new array at each call.
    private static let edges = ContentEdge.allCases
    private static let edgeNames = JSONKeySet(edges.map(\.rawValue))
    private static let nextKeys = JSONKeySet(["after", "wrap"])
    private static let previousKeys = JSONKeySet(["before", "wrap"])
    private static let pageNames = JSONKeySet(PageDirection.allCases.map(\.rawValue))

    /// A target: an object with exactly one of `id`, `index`, `edge`, `rect`, `point`, `next`,
    /// `previous`, `page`, `section` (a null kind is absent), `overlap` only beside `page` and
    /// `item` only beside `section`. A second kind fails with `conflicting_fields` at the
    /// second, in document order, before its value is read.
    mutating func readTargetReference() throws(DecodeFailure) -> TargetReference {
        var target = OneOf<TargetKind, TargetReference>()
        var overlap: Double?
        var item: SectionPart?
        try readObject(keys: Self.targetKeys) { (reader, key) throws(DecodeFailure) in
            if key == Self.overlapKey {
                overlap = try reader.readNumber(in: .nonNegative)
                return
            }
            if key == Self.itemKey {
                item = try reader.readSectionPart()
                return
            }
            guard let kind = TargetKind(rawValue: key) else { return }
            try target.choose(kind) { first, second in "target has both \(first) and \(second); send exactly one" }
            switch kind {
            case .id: target.value = .id(try reader.readTargetID())
            case .index: target.value = .index(try reader.readItemIndex())
            case .edge: target.value = .edge(Self.edges[try reader.readName(Self.edgeNames)])
            case .rect: target.value = .rect(try reader.readRect())
            case .point: target.value = .point(try reader.readPoint())
            case .next: target.value = try reader.readItemStep(.next, keys: Self.nextKeys)
            case .previous: target.value = try reader.readItemStep(.previous, keys: Self.previousKeys)
            case .page: target.value = .page(PageDirection.allCases[try reader.readName(Self.pageNames)], overlap: 0)
            case .section: target.value = .section(try reader.readItemIndex(), .header)
            }
        }
        let value = try target.required("target needs exactly one of id, index, edge, rect, point, next, previous, page, section")
        if let item {
            guard case .section(let section, _) = value else {
                throw DecodeFailure(.conflictingFields("item applies only to a section target"), at: [.key("item")])
            }
            return .section(section, item)
        }
        guard let overlap else { return value }
        guard case .page(let direction, _) = value else {
            throw DecodeFailure(.conflictingFields("overlap applies only to a page target"), at: [.key("overlap")])
        }
        return .page(direction, overlap: overlap)
    }

    /// `readItemID()`, with a string id without escapes checked in place, eight ASCII bytes a
    /// step (`UTF8Validation`), before its `String` is made; the same ids and failures (an
    /// escaped id is read again by `readItemID`).
    private mutating func readTargetID() throws(DecodeFailure) -> ItemID {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "\""): break
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .integer(try readExactIntegerID())
        default: return try readItemID()
        }
        let start = position
        let token = try readStringToken()
        guard !token.hasEscapes else {
            position = start
            return try readItemID()
        }
        // At the opening quote, where `readItemID` reports it.
        guard UTF8Validation.isValid(bytes, in: token.range) else { throw syntax("string is not valid UTF-8", at: start) }
        return .string(String(decoding: bytes[token.range], as: UTF8.self))
    }

    /// `{"after": id, "wrap": bool}` or `{"before": id, "wrap": bool}`; `wrap` defaults to false.
    private mutating func readItemStep(_ step: ItemStep, keys: JSONKeySet) throws(DecodeFailure) -> TargetReference {
        var id: ItemID?
        var wrap = false
        try readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            if key == 0 { id = try reader.readItemID() } else { wrap = try reader.readBool() }
        }
        return .step(step, from: try required(id, keys.names[0]), wrap: wrap)
    }

    /// `item` of a section target: a row's index (any integral number), `"header"` or `"footer"`.
    private mutating func readSectionPart() throws(DecodeFailure) -> SectionPart {
        switch try valueKind() {
        case .string: return try readName(Self.sectionPartNames) == 0 ? .header : .footer
        case .number: return .row(try readItemIndex())
        case let kind: throw DecodeFailure(.invalidType(expected: "an integer, \"header\" or \"footer\"", got: kind.name))
        }
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
