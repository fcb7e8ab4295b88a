import HTTPServer
import RequestJSON
import ScrollCore

/// The one seam between request bytes and a validated `ScrollOffsetQuery`: a single pass over
/// the body that checks every field against the contract as it reads it, failing with the first
/// problem and its JSON pointer. Handlers and the core never see unvalidated input.
///
/// The scroll-view fields (`direction` and `writingMode` included) are `ScrollViewReader`'s;
/// this reads what is the offset request's own (target, anchor, margin, semantics,
/// displayScale, mode, container, ancestors) and checks how they fit together: the writing
/// mode against the semantics, a logical anchor against the writing mode and direction, the
/// options of aligned targets against the target. Target and anchor values have readers of
/// their own (`readTargetReference`, `readAnchorAxes`), for the endpoints that will take them
/// too. A request without the chain, mode and flow fields builds exactly what it did before
/// them: no ancestors array is allocated, no flow is resolved.
enum ScrollOffsetRequestDecoder {
    private enum Field: Int, CaseIterable {
        case target, anchor, margin, semantics, displayScale, mode, container, ancestors, call, reverseLayout
    }

    private static let keys = ScrollRequestKeys(own: Field.self)
    private static let modeNames = JSONKeySet(ScrollMode.allCases.map(\.rawValue))
    private static let containerNames = JSONKeySet(ChainContainer.allCases.map(\.rawValue))
    /// An ancestor: the scroll-view fields but `items`, `stack` and `layout`, plus `frame`.
    private static let ancestorKeys = ScrollViewReader.keys(with: ["frame"])
    /// The deepest chain taken: deeper nesting of scroll containers is not a real layout, and
    /// the cap bounds the work and the answer.
    static let maxAncestors = 32

    // MARK: - The request object

    /// Reads one request object at the cursor: the whole body, a request of a batch (`batch`:
    /// over the scroll view the batch shares), or the `offsetRequest` of an animation.
    static func readQuery(
        _ reader: inout JSONReader, context: RequestContext, batch: BatchScope? = nil
    ) throws(DecodeFailure) -> ScrollOffsetQuery {
        var (scrollViewFields, keys) = keys.reader(in: batch)
        var target: TargetReference?
        var anchor: RequestedAnchor?
        var margin: Insets?
        var semantics = ScrollSemantics.swiftui
        var pixelGrid: PixelGrid?
        var mode = ScrollMode.always
        var container: ChainContainer?
        var ancestors: [ChainAncestor] = []
        // Whether `mode` and `ancestors` were sent at all: `"mode":"always"` and `"ancestors":[]`
        // change nothing, but with an edge, point or page target they are refused all the same.
        var sentMode = false
        var sentAncestors = false
        // Ancestors' writing modes, checked against `semantics` once it is known; each with
        // its path innermost first, as `DecodeFailure` keeps it.
        var writingModes: [(pointer: [JSONPathComponent], mode: WritingMode)] = []
        var platformFields = PlatformCallReader()

        try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            guard let own = try scrollViewFields.read(key, from: &reader, context: context) else { return }
            switch Field(rawValue: own) {
            case .target: target = try reader.readTargetReference()
            case .anchor: anchor = try reader.readAnchorAxes()
            case .margin: margin = try reader.readInsets(in: .coordinate)
            case .semantics: semantics = try platformFields.readSemantics(&reader)
            case .displayScale: pixelGrid = PixelGrid(scale: try reader.readNumber(in: .positive))
            case .mode:
                mode = ScrollMode.allCases[try reader.readName(modeNames)]
                sentMode = true
            case .container: container = ChainContainer.allCases[try reader.readName(containerNames)]
            case .ancestors:
                ancestors = try readAncestors(&reader, context: context, writingModes: &writingModes)
                sentAncestors = true
            case .call: try platformFields.readCall(&reader)
            case .reverseLayout: try platformFields.readReverseLayout(&reader)
            case nil: break
            }
        }

        // Missing required fields are reported in schema order: viewport, contentSize, target.
        let scrollView = try scrollViewFields.scrollView(semantics: semantics)
        let platform = try platformFields.options(
            displayScale: pixelGrid?.scale, sentContentOffset: scrollViewFields.sentContentOffset)
        if let platform {
            try PlatformCallReader.check(
                platform, target: target,
                sent: [("anchor", anchor != nil), ("mode", sentMode), ("container", container != nil), ("ancestors", sentAncestors)],
                margin: margin != nil, writingMode: scrollViewFields.sentWritingMode, sharedWritingMode: scrollViewFields.sharesFlow)
            if platform.takesNoTarget { target = .point(scrollView.geometry.contentOffset) }
        }
        let resolvedTarget = try required(target, "target")
        let hasMode = mode != .always
        let hasChain = !ancestors.isEmpty || container != nil
        let reason: String?
        switch resolvedTarget {
        case .edge: reason = "an edge target is its own anchor"
        case .point: reason = "a point target is the offset itself"
        case .page: reason = "a page target moves the offset itself"
        default: reason = nil
        }
        if let reason, anchor != nil || margin != nil || sentMode || container != nil || sentAncestors {
            let present = [
                ("anchor", anchor != nil), ("margin", margin != nil), ("mode", sentMode),
                ("container", container != nil), ("ancestors", sentAncestors),
            ]
            try rejectTargetOptions(present, reason)
        }
        if semantics != .css {
            try rejectWritingModes(
                scrollViewFields.sentWritingMode, shared: scrollViewFields.sharesFlow, writingModes, semantics)
        }
        // An axis the anchor leaves out keeps the semantics' default, as in
        // `scrollIntoView({block})` where inline stays "nearest". Writing mode and direction
        // make even the default anchor depend on the request.
        let flow = scrollView.flow
        var resolvedAnchor = anchor?.resolved(semantics: semantics, flow: flow)
        if resolvedAnchor == nil, !flow.isStandard { resolvedAnchor = semantics.defaultAnchor(in: flow) }
        // One initialiser call that the return hands on as is: building the query and then
        // setting fields copied the whole query (its layout's buffers retained and released).
        let chained = hasMode || hasChain
        return ScrollOffsetQuery(
            scrollView: scrollView,
            target: resolvedTarget,
            anchor: resolvedAnchor,
            margin: margin ?? .zero,
            semantics: semantics,
            // A browser at device scale factor 1 never rests between pixels: css without a
            // `displayScale` is laid out as Chromium does at 1 (`scrollToOnDevicePixels`).
            pixelGrid: pixelGrid ?? (semantics == .css ? PixelGrid(scale: 1) : nil),
            mode: chained ? mode : .always,
            container: chained ? container ?? .all : .all,
            ancestors: chained ? ancestors : [],
            platform: platform
        )
    }

    // MARK: - Ancestors

    /// `ancestors`: at most `maxAncestors` scroll views without items, each with a `frame`.
    @inline(never)
    private static func readAncestors(
        _ reader: inout JSONReader, context: RequestContext,
        writingModes: inout [(pointer: [JSONPathComponent], mode: WritingMode)]
    ) throws(DecodeFailure) -> [ChainAncestor] {
        var ancestors: [ChainAncestor] = []
        try reader.readArray { (reader, index) throws(DecodeFailure) in
            guard index < maxAncestors else {
                throw DecodeFailure(.invalidField("at most \(maxAncestors) ancestors"))
            }
            var fields = ScrollViewReader(keySet: ancestorKeys)
            var frame: Rect?
            try reader.readObject(keys: ancestorKeys) { (reader, key) throws(DecodeFailure) in
                if fields.isItemsKey(key) { throw DecodeFailure(.unknownField(suggestion: nil)) }
                guard try fields.read(key, from: &reader, context: context) != nil else { return }
                frame = try reader.readRect()
            }
            let view = try fields.scrollView()
            let rect = try required(frame, "frame")
            if let mode = fields.sentWritingMode {
                writingModes.append(([.key("writingMode"), .index(index), .key("ancestors")], mode))
            }
            ancestors.append(
                ChainAncestor(ancestor: ScrollAncestor(geometry: view.geometry, frame: rect, flow: view.flow), flow: view.flow))
        }
        return ancestors
    }

    /// `writingMode` is CSS's: any value but horizontal-tb contradicts SwiftUI or UIKit.
    /// `shared`: the writing mode is a batch's, and the failure points at the batch's field.
    private static func rejectWritingModes(
        _ own: WritingMode?, shared: Bool, _ ancestors: [(pointer: [JSONPathComponent], mode: WritingMode)],
        _ semantics: ScrollSemantics
    ) throws(DecodeFailure) {
        func message(_ mode: WritingMode) -> String {
            "writingMode \"\(mode.rawValue)\" applies only to semantics \"css\"; \(semantics.rawValue) is always horizontal-tb"
        }
        if let own, own != .horizontalTB {
            throw DecodeFailure(.conflictingFields(message(own)), at: [.key("writingMode")], rooted: shared)
        }
        for (pointer, mode) in ancestors where mode != .horizontalTB {
            throw DecodeFailure(.conflictingFields(message(mode)), at: pointer)
        }
    }

    /// `anchor` and `margin` only mean something for id, index and rect targets; sending them
    /// with an edge or a point is a contradiction worth reporting rather than ignoring.
    private static func rejectTargetOptions(_ options: [(String, Bool)], _ reason: String) throws(DecodeFailure) {
        for (key, present) in options where present {
            throw DecodeFailure(
                .conflictingFields("\(key) applies only to id, index and rect targets; \(reason)"),
                at: [.key(key)])
        }
    }
}
