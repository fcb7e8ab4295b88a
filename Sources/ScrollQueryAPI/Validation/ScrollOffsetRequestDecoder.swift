import HTTPServer
import ScrollCore

/// The one seam between request bytes and a validated `ScrollOffsetQuery`: a single pass over
/// the body that checks every field against the contract as it reads it, failing with the first
/// problem and its JSON pointer. Handlers and the core never see unvalidated input.
///
/// The scroll-view fields are `ScrollViewReader`'s; this reads what is the offset request's own
/// (target, anchor, margin, semantics, displayScale) and checks how they fit together.
enum ScrollOffsetRequestDecoder {
    private enum Field: Int, CaseIterable {
        case target, anchor, margin, semantics, displayScale
    }

    private enum TargetKind: Int, CaseIterable {
        case id, index, edge, rect, point
    }

    private static let fieldKeys = ScrollViewReader.keys + JSONKeySet(cases: Field.self)
    private static let targetKeys = JSONKeySet(cases: TargetKind.self)
    private static let edgeNames = JSONKeySet(ContentEdge.allCases.map(\.rawValue))
    private static let semanticsNames = JSONKeySet(ScrollSemantics.allCases.map(\.rawValue))
    private static let anchorNames = JSONKeySet(Anchor.unitPointNames + ["nearest"])
    private static let axisAnchorKeys = JSONKeySet(["x", "y"])
    private static let nearestName = JSONKeySet(["nearest"])

    static func decode(_ body: [UInt8], limits: RequestLimits = RequestLimits()) throws(HTTPError) -> ScrollOffsetQuery {
        try RequestBody.decode(body, limits: limits) { (reader) throws(DecodeFailure) in
            try readQuery(&reader, limits: limits)
        }
    }

    // MARK: - The request object

    /// Reads one request object at the cursor: the whole body here, an element of a batch later.
    static func readQuery(_ reader: inout JSONReader, limits: RequestLimits) throws(DecodeFailure) -> ScrollOffsetQuery {
        var scrollViewFields = ScrollViewReader(limits: limits)
        var target: TargetReference?
        var anchor: (x: AxisAnchor?, y: AxisAnchor?)?
        var margin: Insets?
        var semantics = ScrollSemantics.swiftui
        var pixelGrid: PixelGrid?

        try reader.readObject(keys: fieldKeys) { (reader, key) throws(DecodeFailure) in
            guard let own = try scrollViewFields.read(key, from: &reader) else { return }
            switch Field(rawValue: own) {
            case .target: target = try readTarget(&reader)
            case .anchor: anchor = try readAnchor(&reader)
            case .margin: margin = try reader.readInsets(in: .coordinate)
            case .semantics: semantics = ScrollSemantics.allCases[try reader.readName(semanticsNames)]
            case .displayScale: pixelGrid = PixelGrid(scale: try reader.readNumber(in: .positive))
            case nil: break
            }
        }

        // Missing required fields are reported in schema order: viewport, contentSize, target.
        let scrollView = try scrollViewFields.scrollView()
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
            scrollView: scrollView,
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
