import HTTPServer
import ScrollCore

/// The one seam between request bytes and a validated `ScrollOffsetQuery`: a single pass over
/// the body that checks every field against the contract as it reads it, failing with the first
/// problem and its JSON pointer. Handlers and the core never see unvalidated input.
enum ScrollOffsetRequestDecoder {
    private enum Field: Int, CaseIterable {
        case viewport, contentSize, contentInsets, scrollPadding, contentOffset, items
        case target, anchor, margin, semantics, displayScale
    }

    private enum TargetKind: Int, CaseIterable {
        case id, index, edge, rect, point
    }

    private static let fieldKeys = JSONKeySet(Field.allCases.map { "\($0)" })
    private static let targetKeys = JSONKeySet(TargetKind.allCases.map { "\($0)" })
    private static let itemKeys = JSONKeySet(["id", "frame"])
    private static let edgeNames = JSONKeySet(ContentEdge.allCases.map(\.rawValue))
    private static let semanticsNames = JSONKeySet(ScrollSemantics.allCases.map(\.rawValue))
    private static let anchorNames = JSONKeySet(Anchor.unitPointNames + ["nearest"])
    private static let axisAnchorKeys = JSONKeySet(["x", "y"])
    private static let nearestName = JSONKeySet(["nearest"])

    static func decode(_ body: [UInt8]) throws(HTTPError) -> ScrollOffsetQuery {
        guard body.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) else {
            throw .emptyBody()
        }
        var reader = JSONReader(body)
        do {
            let query = try readQuery(&reader)
            try reader.expectEnd()
            return query
        } catch {
            throw firstProblem(in: body, otherwise: error).httpError
        }
    }

    /// A body that is not JSON is reported as invalid JSON even when a schema problem comes
    /// earlier in it: the whole body is checked for syntax, depth and duplicate keys first.
    /// This runs only on the error path.
    private static func firstProblem(in body: [UInt8], otherwise failure: DecodeFailure) -> DecodeFailure {
        var validator = JSONReader(body)
        do {
            try validator.skipValue()
            try validator.expectEnd()
        } catch {
            return error
        }
        return failure
    }

    // MARK: - The request object

    private static func readQuery(_ reader: inout JSONReader) throws(DecodeFailure) -> ScrollOffsetQuery {
        var viewport: Size?
        var contentSize: Size?
        var contentInsets = Insets.zero
        var scrollPadding = Insets.zero
        var contentOffset: Point?
        var items = ItemFrames()
        var target: TargetReference?
        var anchor: (x: AxisAnchor?, y: AxisAnchor?)?
        var margin: Insets?
        var semantics = ScrollSemantics.swiftui
        var pixelGrid: PixelGrid?

        try reader.readObject(keys: fieldKeys) { (reader, key) throws(DecodeFailure) in
            switch Field(rawValue: key) {
            case .viewport: viewport = try reader.readSize(in: .positive)
            case .contentSize: contentSize = try reader.readSize(in: .nonNegative)
            case .contentInsets: contentInsets = try reader.readInsets(in: .coordinate)
            case .scrollPadding: scrollPadding = try reader.readInsets(in: .nonNegative)
            case .contentOffset: contentOffset = try reader.readPoint()
            case .items: items = try readItems(&reader)
            case .target: target = try readTarget(&reader)
            case .anchor: anchor = try readAnchor(&reader)
            case .margin: margin = try reader.readInsets(in: .coordinate)
            case .semantics: semantics = ScrollSemantics.allCases[try reader.readName(semanticsNames)]
            case .displayScale: pixelGrid = PixelGrid(scale: try reader.readNumber(in: .positive))
            case nil: break
            }
        }

        // Missing required fields are reported in schema order.
        let viewportSize = try required(viewport, "viewport")
        let content = try required(contentSize, "contentSize")
        let resolvedTarget = try required(target, "target")
        switch resolvedTarget {
        case .edge: try rejectTargetOptions(anchor != nil, margin != nil, "an edge target is its own anchor")
        case .point: try rejectTargetOptions(anchor != nil, margin != nil, "a point target is the offset itself")
        default: break
        }
        // An axis the anchor leaves out keeps the semantics' default, as in
        // `scrollIntoView({block})` where inline stays "nearest".
        let defaults = semantics.defaultAnchor
        return ScrollOffsetQuery(
            geometry: ScrollGeometry(
                viewport: viewportSize,
                contentSize: content,
                contentInsets: contentInsets, scrollPadding: scrollPadding, contentOffset: contentOffset),
            itemFrames: items.frames,
            itemIDs: items.ids,
            target: resolvedTarget,
            anchor: anchor.map { Anchor(x: $0.x ?? defaults.x, y: $0.y ?? defaults.y) },
            margin: margin ?? .zero,
            semantics: semantics,
            pixelGrid: pixelGrid
        )
    }

    /// `anchor` and `margin` only mean something for id, index and rect targets; sending them
    /// with an edge or a point is a contradiction worth reporting rather than ignoring.
    private static func rejectTargetOptions(_ hasAnchor: Bool, _ hasMargin: Bool, _ reason: String)
        throws(DecodeFailure)
    {
        for (key, present) in [("anchor", hasAnchor), ("margin", hasMargin)] where present {
            throw DecodeFailure(
                .conflictingFields("\(key) applies only to id, index and rect targets; \(reason)"),
                at: [.key(key)])
        }
    }

    // MARK: - Items

    private struct ItemFrames {
        var frames: [Rect] = []
        var ids = ItemIDList()
    }

    /// The fewest bytes a valid item takes: `{"id":0,"frame":{"x":0,"y":0,"width":0,"height":0}}`.
    private static let minimumItemSize = 50
    /// The most items reserved for up front; longer lists grow as usual.
    private static let maximumReservedItems = 256

    private static func readItems(_ reader: inout JSONReader) throws(DecodeFailure) -> ItemFrames {
        var items = ItemFrames()
        // The rest of the body bounds the item count: reserving that much (capped) allocates
        // each array once instead of growing it by doubling.
        let estimate = min(reader.remainingByteCount / minimumItemSize, maximumReservedItems)
        items.frames.reserveCapacity(estimate)
        items.ids.reserveCapacity(estimate)
        try reader.readArray { (reader, _) throws(DecodeFailure) in
            var id: ItemID?
            var frame: Rect?
            try reader.readObject(keys: itemKeys) { (reader, key) throws(DecodeFailure) in
                if key == 0 { id = try reader.readItemID() } else { frame = try reader.readRect() }
            }
            let itemID = try required(id, "id")
            items.frames.append(try required(frame, "frame"))
            guard items.ids.append(itemID) else {
                throw DecodeFailure(.duplicateID, at: [.key("id")])
            }
        }
        return items
    }

    // MARK: - Target

    private static func readTarget(_ reader: inout JSONReader) throws(DecodeFailure) -> TargetReference {
        var target: (kind: TargetKind, value: TargetReference)?
        try reader.readObject(keys: targetKeys) { (reader, key) throws(DecodeFailure) in
            guard let kind = TargetKind(rawValue: key) else { return }
            if let first = target {
                throw DecodeFailure(.conflictingFields("target has both \(first.kind) and \(kind); send exactly one"))
            }
            switch kind {
            case .id: target = (kind, .id(try reader.readItemID()))
            case .index: target = (kind, .index(try readIndex(&reader)))
            case .edge: target = (kind, .edge(ContentEdge.allCases[try reader.readName(edgeNames)]))
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
    private static func readIndex(_ reader: inout JSONReader) throws(DecodeFailure) -> Double {
        try reader.expect(.number, as: "an integer")
        let number = try reader.readNumber()
        guard number.isFinite else { throw DecodeFailure(.invalidNumber) }
        guard number.rounded(.towardZero) == number else {
            throw DecodeFailure(.invalidType(expected: "an integer", got: "a number"))
        }
        return number
    }

    // MARK: - Anchor

    /// A UnitPoint name or "nearest" (both axes), or per axis `{x, y}`; a missing axis is nil
    /// and later takes the semantics' default.
    private static func readAnchor(_ reader: inout JSONReader) throws(DecodeFailure) -> (x: AxisAnchor?, y: AxisAnchor?) {
        switch try reader.valueKind() {
        case .string:
            let index = try reader.readName(anchorNames)
            let anchor = Anchor(unitPointName: anchorNames.names[index]) ?? .nearest
            return (anchor.x, anchor.y)
        case .object:
            var axes: (x: AxisAnchor?, y: AxisAnchor?) = (nil, nil)
            try reader.readObject(keys: axisAnchorKeys) { (reader, key) throws(DecodeFailure) in
                let value = try readAxisAnchor(&reader)
                if key == 0 { axes.x = value } else { axes.y = value }
            }
            return axes
        case let kind:
            throw DecodeFailure(
                .invalidType(expected: "a UnitPoint name, \"nearest\" or an object {x, y}", got: kind.name))
        }
    }

    private static func readAxisAnchor(_ reader: inout JSONReader) throws(DecodeFailure) -> AxisAnchor {
        switch try reader.valueKind() {
        case .number:
            return .fraction(try reader.readNumber(in: .anchor))
        case .string:
            _ = try reader.readName(nearestName)
            return .nearest
        case let kind:
            throw DecodeFailure(.invalidType(expected: "a number or \"nearest\"", got: kind.name))
        }
    }
}
