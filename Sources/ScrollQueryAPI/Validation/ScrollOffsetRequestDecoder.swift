import HTTPServer
import ScrollCore

/// The one seam between request bytes and a validated `ScrollOffsetQuery`: a single pass over
/// the body that checks every field against the contract as it reads it, failing with the first
/// problem and its JSON pointer. Handlers and the core never see unvalidated input.
///
/// The scroll-view fields are `ScrollViewReader`'s; this reads what is the offset request's own
/// (target, anchor, margin, semantics, displayScale) and checks how they fit together. Target
/// and anchor values have readers of their own (`readTargetReference`, `readAnchorAxes`), for
/// the endpoints that will take them too.
enum ScrollOffsetRequestDecoder {
    private enum Field: Int, CaseIterable {
        case target, anchor, margin, semantics, displayScale
    }

    private static let fieldKeys = ScrollViewReader.keys + JSONKeySet(cases: Field.self)
    private static let semanticsNames = JSONKeySet(ScrollSemantics.allCases.map(\.rawValue))

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
            case .target: target = try reader.readTargetReference()
            case .anchor: anchor = try reader.readAnchorAxes()
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
        case .page: try rejectTargetOptions(anchor != nil, margin != nil, "a page target moves the offset itself")
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
}
