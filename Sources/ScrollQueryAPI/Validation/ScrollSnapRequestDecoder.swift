import HTTPServer
import ItemLayouts
import RequestJSON
import ScrollCore

/// The one seam between request bytes and a validated `ScrollSnapQuery`: one pass, no tree.
///
/// The scroll-view fields are `ScrollViewReader`'s, except `items`, whose elements here may also
/// carry `margin` (CSS `scroll-margin`) and `snapAlign` (CSS `scroll-snap-align`): this decoder
/// reads that member itself. A `stack` or `layout` has no per-item snap fields: its items take
/// the defaults (no margin, aligned to start). Its own fields: exactly one of `velocity`,
/// `proposedOffset`, `delta`; `decelerationRate`, `flingModel`, `behavior`.
enum ScrollSnapRequestDecoder {
    private enum Field: Int, CaseIterable {
        case velocity, proposedOffset, delta, decelerationRate, flingModel, behavior
    }
    private enum BehaviorKind: Int, CaseIterable { case paging, viewAligned, css }

    /// A snap body has no `direction` or `writingMode` keys; in a batch, whose top level may send
    /// them, they are refused for this endpoint.
    private static let keys = ScrollRequestKeys(own: Field.self, flow: .absent(from: .scrollSnap))
    /// The index of `items` in every key set, read here rather than by `ScrollViewReader`.
    private static let itemsKey = ScrollViewReader.itemsKey
    private enum ItemField: Int, JSONFields {
        case id, frame, margin, snapAlign
        static let keys = JSONKeySet(cases: Self.self)
    }

    private enum AxisField: Int, JSONFields {
        case x, y
        static let keys = JSONKeySet(cases: Self.self)
    }

    private enum ViewAlignedField: Int, JSONFields {
        case align, limit
        static let keys = JSONKeySet(cases: Self.self)
    }

    private enum CSSField: Int, JSONFields {
        case type, proximity, axis
        static let keys = JSONKeySet(cases: Self.self)
    }
    private static let alignNames = JSONKeySet(SnapAlign.allCases.map(\.rawValue))
    private static let viewAlignNames = JSONKeySet(["start", "center", "end"])
    private static let limitNames = JSONKeySet(ViewAlignedLimit.allCases.map(\.rawValue))
    private static let rateNames = JSONKeySet(["normal", "fast"])
    private static let modelNames = JSONKeySet(FlingModel.allCases.map(\.rawValue))
    private static let noneName = JSONKeySet(["none"])
    private static let behaviorKeys = JSONKeySet(cases: BehaviorKind.self)
    private static let pagingKeys = JSONKeySet(["pageSize"])
    private static let strictnessNames = JSONKeySet(["mandatory", "proximity"])
    private static let cssAxisNames = JSONKeySet(["x", "y", "both"])
    /// A rate below 0.001 would make UIKit's inverse projection overflow; a page below 0.001
    /// points would make page indices overflow. Neither is a real setting.
    private static let rateRange = NumberRange(lowerBound: 0.001, lowerInclusive: true, upperBound: 1)
    private static let pageRange = NumberRange(lowerBound: 0.001, lowerInclusive: true, upperBound: NumberRange.limit)

    /// The most items `behavior: {"css": …}` takes.
    static let maxCSSItems = 1000

    /// What `behavior` said, before the scroll view is known (paging defaults to its viewport).
    private enum BehaviorSpec {
        case none
        case paging(Size?)
        case viewAligned(SnapAlign, ViewAlignedLimit)
        case css(CSSSnapRule)
    }

    /// Reads one request object at the cursor: the whole body, or a request of a batch
    /// (`batch`: over the scroll view the batch shares). A batch's items are plain frames, as a
    /// stack's or a stored layout's are, so there every snap area has no margin and aligns its
    /// start.
    static func readQuery(
        _ reader: inout JSONReader, context: RequestContext, batch: BatchScope? = nil
    ) throws(DecodeFailure) -> ScrollSnapQuery {
        var (scrollViewFields, keys) = keys.reader(in: batch)
        var areas: [SnapArea] = []
        var ids = ItemIDs()
        var intent = OneOf<Field, SnapIntent>()
        var rate = DecelerationRate.normal
        var model = FlingModel.uikit
        var behavior = BehaviorSpec.none

        try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            if key == itemsKey, batch == nil {
                try scrollViewFields.claim(.items)
                try readItems(&reader, context: context, areas: &areas, ids: &ids)
                return
            }
            guard let own = try scrollViewFields.read(key, from: &reader, context: context), let field = Field(rawValue: own) else { return }
            switch field {
            case .velocity, .proposedOffset, .delta:
                try intent.choose(field) { first, second in
                    "send exactly one of velocity, proposedOffset, delta; this body has \(first) and \(second)"
                }
                let point = try reader.readPoint()
                switch field {
                case .velocity: intent.value = .velocity(point)
                case .proposedOffset: intent.value = .proposedOffset(point)
                default: intent.value = .delta(point)
                }
            case .decelerationRate: rate = try readRate(&reader)
            case .flingModel: model = FlingModel.allCases[try reader.readName(modelNames)]
            case .behavior: behavior = try readBehavior(&reader)
            }
        }

        let scrollView = try scrollViewFields.scrollView()
        let source = scrollViewFields.itemSource
        let snapAreas: SnapAreas
        if batch != nil || (source != nil && source != .items) {
            snapAreas = SnapAreas(frames: scrollView.frames)
            ids = scrollView.itemIDs
        } else {
            snapAreas = SnapAreas(areas)
        }
        let snapIntent = try intent.required("send exactly one of velocity, proposedOffset, delta", at: [.key("velocity")])
        let geometry = scrollView.geometry
        let snapBehavior: SnapBehavior
        switch behavior {
        case .none: snapBehavior = .none
        case .paging(let size): snapBehavior = .paging(pageSize: try pageSize(size, viewport: geometry.viewport))
        case .viewAligned(let align, let limit): snapBehavior = .viewAligned(align: align, limit: limit)
        case .css(let rule):
            // Chromium's covering search checks every area against every other that overlaps
            // it: quadratic, so CSS snapping takes a bounded list (stated in openapi.yaml).
            guard snapAreas.count <= maxCSSItems else {
                throw DecodeFailure(
                    .tooManyItems(limit: maxCSSItems), at: [.key(source?.rawValue ?? "items")], rooted: batch != nil)
            }
            snapBehavior = .css(rule)
        }
        return ScrollSnapQuery(
            snap: ScrollSnap(geometry: geometry, areas: snapAreas, intent: snapIntent, behavior: snapBehavior,
                             rate: rate, model: model),
            itemIDs: ids)
    }

    // MARK: - Items

    private static func readItems(
        _ reader: inout JSONReader, context: RequestContext, areas: inout [SnapArea], ids: inout ItemIDs
    ) throws(DecodeFailure) {
        let estimate = reader.itemReservation(maxItems: context.limits.maxItems)
        areas.reserveCapacity(estimate)
        ids.reserveCapacity(estimate)
        try reader.readArray(maxCount: context.limits.maxItems) { (reader, _) throws(DecodeFailure) in
            let idCount = ids.count
            var frame: Rect?
            var margin = Insets.zero
            var align = (x: SnapAlign.start, y: SnapAlign.start)
            try reader.readObject(ItemField.self) { (reader, field) throws(DecodeFailure) in
                switch field {
                case .id: guard try reader.readItemID(into: &ids) else { throw DecodeFailure(.duplicateID) }
                case .frame: frame = try reader.readRect()
                case .margin: margin = try reader.readInsets(in: .coordinate)
                case .snapAlign: align = try readSnapAlign(&reader)
                }
            }
            guard ids.count > idCount else { throw DecodeFailure(.missingField(nil), at: [.key("id")]) }
            areas.append(SnapArea(frame: try required(frame, "frame"), margin: margin, alignX: align.x, alignY: align.y))
        }
    }

    /// A name for both axes, or `{x, y}` (a missing axis is `start`).
    private static func readSnapAlign(_ reader: inout JSONReader) throws(DecodeFailure) -> (x: SnapAlign, y: SnapAlign) {
        switch try reader.valueKind() {
        case .string:
            let align = SnapAlign.allCases[try reader.readName(alignNames)]
            return (align, align)
        case .object:
            var result = (x: SnapAlign.start, y: SnapAlign.start)
            try reader.readObject(AxisField.self) { (reader, field) throws(DecodeFailure) in
                let align = SnapAlign.allCases[try reader.readName(alignNames)]
                switch field {
                case .x: result.x = align
                case .y: result.y = align
                }
            }
            return result
        case let kind:
            throw DecodeFailure(.invalidType(expected: "\"start\", \"center\", \"end\", \"none\" or an object {x, y}", got: kind.name))
        }
    }

    // MARK: - Fling

    private static func readRate(_ reader: inout JSONReader) throws(DecodeFailure) -> DecelerationRate {
        switch try reader.valueKind() {
        case .string:
            return try reader.readName(rateNames) == 0 ? .normal : .fast
        case .number:
            let value = try reader.readNumber(in: rateRange)
            guard value < 1 else { throw DecodeFailure(.invalidField("must be < 1")) }
            return DecelerationRate(perMillisecond: value)
        case let kind:
            throw DecodeFailure(.invalidType(expected: "\"normal\", \"fast\" or a number in [0.001, 1)", got: kind.name))
        }
    }

    // MARK: - Behavior

    private static func readBehavior(_ reader: inout JSONReader) throws(DecodeFailure) -> BehaviorSpec {
        switch try reader.valueKind() {
        case .string:
            _ = try reader.readName(noneName)
            return .none
        case .object:
            var spec = OneOf<BehaviorKind, BehaviorSpec>()
            try reader.readObject(keys: behaviorKeys) { (reader, key) throws(DecodeFailure) in
                guard let kind = BehaviorKind(rawValue: key) else { return }
                try spec.choose(kind) { first, second in "behavior has both \(first) and \(second); send exactly one" }
                switch kind {
                case .paging: spec.value = try readPaging(&reader)
                case .viewAligned: spec.value = try readViewAligned(&reader)
                case .css: spec.value = try readCSS(&reader)
                }
            }
            return try spec.required("behavior needs exactly one of paging, viewAligned, css (or the string \"none\")")
        case let kind:
            throw DecodeFailure(.invalidType(expected: "\"none\" or an object", got: kind.name))
        }
    }

    private static func readPaging(_ reader: inout JSONReader) throws(DecodeFailure) -> BehaviorSpec {
        var size: Size?
        try reader.readObject(keys: pagingKeys) { (reader, _) throws(DecodeFailure) in
            size = try reader.readSize(in: pageRange)
        }
        return .paging(size)
    }

    /// The page size sent, else the viewport, which then takes the page size's own bound
    /// (`pageRange`): a viewport thinner than 0.001 points is no real page either, and would make
    /// the page index overflow (a null page in the answer). Such a body has to say its page size.
    private static func pageSize(_ sent: Size?, viewport: Size) throws(DecodeFailure) -> Size {
        if let sent { return sent }
        if pageRange.contains(viewport.width), pageRange.contains(viewport.height) { return viewport }
        let side = pageRange.contains(viewport.width) ? "height" : "width"
        throw DecodeFailure(
            .missingField("pageSize is required: it defaults to the viewport, whose \(side) is under \(pageRange.lowerBound) points"),
            at: [.key("pageSize"), .key("paging"), .key("behavior")])
    }

    private static func readViewAligned(_ reader: inout JSONReader) throws(DecodeFailure) -> BehaviorSpec {
        var align = SnapAlign.start
        var limit = ViewAlignedLimit.always
        try reader.readObject(ViewAlignedField.self) { (reader, field) throws(DecodeFailure) in
            switch field {
            case .align: align = [SnapAlign.start, .center, .end][try reader.readName(viewAlignNames)]
            case .limit: limit = ViewAlignedLimit.allCases[try reader.readName(limitNames)]
            }
        }
        return .viewAligned(align, limit)
    }

    private static func readCSS(_ reader: inout JSONReader) throws(DecodeFailure) -> BehaviorSpec {
        var strictness: CSSSnapRule.Strictness?
        var proximity: Double?
        var axes = CSSSnapRule.SnapAxes.both
        try reader.readObject(CSSField.self) { (reader, field) throws(DecodeFailure) in
            switch field {
            case .type:
                strictness = try reader.readName(strictnessNames) == 0 ? .mandatory : .proximity
                if strictness == .mandatory, proximity != nil {
                    throw DecodeFailure(.conflictingFields("proximity applies only to type \"proximity\""))
                }
            case .proximity:
                proximity = try reader.readNumber(in: .nonNegative)
                if strictness == .mandatory {
                    throw DecodeFailure(.conflictingFields("proximity applies only to type \"proximity\""))
                }
            case .axis:
                axes = [CSSSnapRule.SnapAxes.x, .y, .both][try reader.readName(cssAxisNames)]
            }
        }
        let type = try required(strictness, "type")
        return .css(CSSSnapRule(strictness: type, proximity: proximity, axes: axes))
    }
}
