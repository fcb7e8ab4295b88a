import ItemLayouts
import RequestJSON
import ScrollCore

/// Reads the fields every scrolling request shares — `viewport`, `contentSize`,
/// `contentInsets`, `scrollPadding`, `contentOffset`, and the items as one of `items`, `stack`,
/// `grid`, `lanes`, `sections` (with `pinnedHeaders`) or `layout` — with the same bounds for
/// every endpoint.
///
/// It reads one member at a time rather than a whole object, so that an endpoint can put these
/// fields beside its own in one object (its key sets are declared once, `ScrollRequestKeys`,
/// and read with one `readObject`) and the body is still read in one pass without a tree. A scroll view
/// given as an object of its own (say `before` and `after`) is `JSONReader.readScrollView`.
///
/// `stack`, `grid`, `sections`, `pinnedHeaders`, `lanes`, `layout`, `direction` and
/// `writingMode` are scroll-view fields too, but their keys
/// go at the *end* of an endpoint's key set (`ScrollViewReader.keys(with:)`), after the
/// endpoint's own. An endpoint that cannot honour the flow fields
/// yet refuses them (`ScrollRequestKeys.Flow`) rather than ignoring them.
///
/// A request of a batch is read over the fields the batch's top level sent
/// (`init(request:keySet:namesOperation:refusingFlow:)`), so every endpoint reads its body and a batch's
/// request with the same code.
struct ScrollViewReader {
    private enum Field: Int, CaseIterable {
        case viewport, contentSize, contentInsets, scrollPadding, contentOffset, items
    }

    /// Which field the items came from. `items`, `stack`, `grid`, `sections`, `lanes` and
    /// `layout` exclude each other.
    enum ItemSource: String, Sendable {
        case items, stack, grid, sections, lanes, layout
    }

    /// The compact layouts, `pinnedHeaders` and `layout`, in key-set order (after the
    /// endpoint's own keys).
    private enum LayoutField: String, CaseIterable {
        case stack, grid, sections, pinnedHeaders, lanes, layout
    }

    /// The scroll-view keys, in schema order. An endpoint's key set starts with them.
    static let keys = JSONKeySet(cases: Field.self)
    /// `stack`, `grid`, `sections`, `pinnedHeaders`, `lanes`, `layout`: after the endpoint's own
    /// keys, before `flowKeys`.
    static let layoutKeys = JSONKeySet(LayoutField.allCases.map(\.rawValue))
    /// `direction`, `writingMode`: last in every key set.
    static let flowKeys = JSONKeySet(["direction", "writingMode"])
    private static let directionNames = JSONKeySet(TextDirection.allCases.map(\.rawValue))
    private static let writingModeNames = JSONKeySet(WritingMode.allCases.map(\.rawValue))
    /// The index of `items` in every key set.
    static let itemsKey = Field.items.rawValue

    /// An endpoint's key set: the scroll-view keys, the endpoint's own `names`, then
    /// `layoutKeys` and `flowKeys`.
    static func keys(with own: [String]) -> JSONKeySet {
        JSONKeySet(names(with: own))
    }

    /// The key set of an endpoint that takes no flow fields at all (they are unknown there).
    static func keys(withoutFlow own: [String]) -> JSONKeySet {
        JSONKeySet(names(withoutFlow: own))
    }

    /// The names of `keys(with:)`: those of `keys(withoutFlow:)`, then `flowKeys`.
    private static func names(with own: [String]) -> [String] {
        names(withoutFlow: own) + flowKeys.names
    }

    /// The names of `keys(withoutFlow:)`.
    private static func names(withoutFlow own: [String]) -> [String] {
        keys.names + own + layoutKeys.names
    }

    /// `op`: which endpoint a request of a batch is for.
    static let operationKeys = JSONKeySet(["op"])

    /// The key set of one element of a batch's `requests`: the endpoint's (`keys(with:)`), then
    /// `op`.
    static func requestKeys(with own: [String]) -> JSONKeySet {
        JSONKeySet(names(with: own) + operationKeys.names)
    }

    private var viewport: Size?
    private var contentSize: Size?
    private var contentInsets: Insets?
    private var scrollPadding: Insets?
    private var contentOffset: Point?
    private var layout: ItemLayout?
    /// `pinnedHeaders` as sent: it goes with `sections` (or a stored section list).
    private var pinnedHeaders: Bool?
    /// Where `layout` came from; nil while no items were sent.
    private(set) var itemSource: ItemSource?
    private var direction: TextDirection?
    private var writingMode: WritingMode?
    /// The index of `stack` in the endpoint's key set (`.max` when it has none).
    private var layoutStart: Int
    /// The index of `direction` in the endpoint's key set (`.max` when it has none).
    private var flowStart: Int
    /// Why this endpoint refuses `direction` and `writingMode`, or nil if it takes them.
    private var flowRefusal: String?
    /// Whether this reads a request of a batch (`init(request:keySet:namesOperation:refusingFlow:)`).
    private var isBatchRequest = false

    /// - Parameters:
    ///   - keySet: the endpoint's key set when it ends with `layoutKeys` and `flowKeys`
    ///     (`keys(with:)`), or with `layoutKeys` alone (`keys(withoutFlow:)`,
    ///     `flow: false`); nil for a key set without them.
    ///   - refusingFlow: why the endpoint cannot honour `direction`/`writingMode` yet; sending
    ///     either then fails with `conflicting_fields` at the field.
    @inline(__always)
    init(
        keySet: JSONKeySet? = nil, flow: Bool = true,
        refusingFlow: String? = nil
    ) {
        var layoutStart = Int.max
        var flowStart = Int.max
        if let keySet {
            let flowCount = flow ? Self.flowKeys.count : 0
            flowStart = flow ? keySet.count - flowCount : .max
            layoutStart = keySet.count - flowCount - Self.layoutKeys.count
        }
        self.layoutStart = layoutStart
        self.flowStart = flowStart
        self.flowRefusal = refusingFlow
    }

    /// A request of a batch, read over the fields the batch's top level sent (`shared`): the
    /// request's own `viewport`, `contentSize`, `contentInsets`, `scrollPadding` and
    /// `contentOffset` replace the shared ones, while the items (`items`, `stack`, `layout`) and
    /// the flow (`direction`, `writingMode`) are the batch's alone — in a request they are
    /// `unknown_field` — so that a batch is one layout, decoded and indexed once however many
    /// requests ask about it.
    ///
    /// - Parameters:
    ///   - keySet: `requestKeys(with:)` for an element of `requests` (`namesOperation`), whose
    ///     `op` is read here (the batch has looked at it already); an endpoint's own
    ///     `keys(with:)` for an object nested in one (the `offsetRequest` of an animation), where
    ///     `op` is unknown.
    ///   - refusingFlow: why the endpoint cannot honour `direction`/`writingMode` yet: a batch
    ///     that sends either then fails each such request with `conflicting_fields` at the
    ///     batch's field (`/direction`).
    init(request shared: ScrollViewReader, keySet: JSONKeySet, namesOperation: Bool, refusingFlow: String? = nil) {
        self = shared
        let end = keySet.names.count - (namesOperation ? Self.operationKeys.names.count : 0)
        flowStart = end - Self.flowKeys.names.count
        layoutStart = flowStart - Self.layoutKeys.names.count
        flowRefusal = refusingFlow
        isBatchRequest = true
    }

    /// The writing mode sent, if any (the endpoint checks it against its semantics).
    var sentWritingMode: WritingMode? { writingMode }
    var sentContentOffset: Bool { contentOffset != nil }

    /// Whether `direction` and `writingMode` are the batch's rather than the object's own: a
    /// failure about them then points at the batch's field (`DecodeFailure.isRooted`).
    var sharesFlow: Bool { isBatchRequest }

    /// Whether `key` is one of `items`, `stack`, `grid`, `sections`, `pinnedHeaders`, `lanes`,
    /// `layout` (for objects that take no items).
    func isItemsKey(_ key: Int) -> Bool {
        key == Self.itemsKey || (key >= layoutStart && key < layoutStart + Self.layoutKeys.names.count)
    }

    /// Reads the member at the cursor if `key` — an index into a key set that starts with
    /// `keys` — is a scroll-view field, and returns nil. Otherwise reads nothing and returns the
    /// index among the keys after `keys`: the endpoint's own field to read.
    ///
    /// `context` is a parameter rather than a stored property: a reader is made per request
    /// object, and storing the context would retain its shared layout store each time (an
    /// atomic write to a reference count every worker thread writes).
    @inline(__always)
    mutating func read(_ key: Int, from reader: inout JSONReader, context: RequestContext) throws(DecodeFailure) -> Int? {
        switch Field(rawValue: key) {
        case .viewport: viewport = try reader.readSize(in: .positive)
        case .contentSize: contentSize = try reader.readSize(in: .nonNegative)
        case .contentInsets: contentInsets = try reader.readInsets(in: .coordinate)
        case .scrollPadding: scrollPadding = try reader.readInsets(in: .nonNegative)
        case .contentOffset: contentOffset = try reader.readPoint()
        case .items:
            if isBatchRequest { throw DecodeFailure(.unknownField(suggestion: nil)) }
            try claim(.items)
            layout = try reader.readItems(limits: context.limits)
        case nil:
            guard key >= layoutStart else { return key - Self.keys.names.count }
            if key < flowStart {
                try readLayoutField(key - layoutStart, from: &reader, context: context)
            } else {
                try readFlow(key - flowStart, from: &reader)
            }
        }
        return nil
    }

    /// Records that the items come from `source`; a second source fails with
    /// `conflicting_fields` (at the member being read). For an endpoint that reads `items`
    /// itself (snap, whose items carry snap fields).
    mutating func claim(_ source: ItemSource) throws(DecodeFailure) {
        if let first = itemSource {
            throw DecodeFailure(.conflictingFields(
                "send one of items, stack, grid, sections, lanes or layout; this body has \(first.rawValue) and \(source.rawValue)"))
        }
        itemSource = source
    }

    @inline(never)
    private mutating func readLayoutField(_ index: Int, from reader: inout JSONReader, context: RequestContext) throws(DecodeFailure) {
        if isBatchRequest { throw DecodeFailure(.unknownField(suggestion: nil)) }
        let fields = LayoutField.allCases
        switch fields.indices.contains(index) ? fields[index] : .layout {
        case .stack:
            try claim(.stack)
            layout = try reader.readStack(limits: context.limits)
        case .grid:
            try claim(.grid)
            layout = try reader.readGrid(limits: context.limits)
        case .sections:
            try claim(.sections)
            layout = try reader.readSections(limits: context.limits)
        case .pinnedHeaders:
            pinnedHeaders = try reader.readBool()
        case .lanes:
            try claim(.lanes)
            layout = try reader.readLanes(limits: context.limits)
        case .layout:
            try claim(.layout)
            layout = try reader.readStoredLayout(in: context.layouts)
        }
    }

    @inline(never)
    private mutating func readFlow(_ index: Int, from reader: inout JSONReader) throws(DecodeFailure) {
        if isBatchRequest {
            // `op` follows the flow keys; the flow itself is the batch's.
            guard index == Self.flowKeys.names.count else { throw DecodeFailure(.unknownField(suggestion: nil)) }
            _ = try reader.readName(BatchOperation.names)
            return
        }
        if let flowRefusal {
            throw DecodeFailure(.conflictingFields(flowRefusal))
        }
        if index == 0 {
            direction = TextDirection.allCases[try reader.readName(Self.directionNames)]
        } else {
            writingMode = WritingMode.allCases[try reader.readName(Self.writingModeNames)]
        }
    }

    /// Whether the content size may be left out: a compact or a stored layout gives one.
    private var derivesContentSize: Bool {
        itemSource != nil && itemSource != .items
    }

    /// The layout with `pinnedHeaders` applied: it sets a section list's (inline or stored);
    /// with any other items, or none, it is `conflicting_fields` at `pinnedHeaders`.
    private func pinning(_ layout: ItemLayout) throws(DecodeFailure) -> ItemLayout {
        guard let pinnedHeaders else { return layout }
        guard let sections = layout.sections, let pinned = layout.pinning(pinnedHeaders) else {
            throw DecodeFailure(
                .conflictingFields("pinnedHeaders applies to sections (sent, or a stored section list); this body has \(itemSource?.rawValue ?? "no items")"),
                at: [.key("pinnedHeaders")])
        }
        return sections.pinnedHeaders == pinnedHeaders ? layout : pinned
    }

    /// The scroll view read, once its object has been read; a missing required field fails
    /// with `missing_field`, in schema order (`viewport`, then `contentSize`). An endpoint calls
    /// this before checking its own required fields, which the schema lists after these.
    ///
    /// `contentSize` is optional with `stack` or `layout`: the layout's own, or the one its
    /// frames span (`ItemLayout.contentSize(viewport:)`).
    ///
    /// Without a `contentOffset` the view rests at its scroll origin: the range minimum, or on
    /// an axis that runs right to left (or bottom to top) the maximum (`FlowDirection`).
    ///
    /// `mutating`: the layout moves out of the reader into the view (`take()`) rather than
    /// being copied, a retain and release of each of its buffers per request saved; the
    /// reader is done with it, and its other fields (`sentWritingMode`, `itemSource`) stay.
    ///
    /// Under `semantics` css an aspect-ratio grid is laid out in Chromium's 1/64 px
    /// (`ItemLayout.laidOut(for:)`).
    mutating func scrollView(semantics: ScrollSemantics = .swiftui) throws(DecodeFailure) -> ScrollView {
        if isBatchRequest, let flowRefusal, direction != nil || writingMode != nil {
            throw DecodeFailure(
                .conflictingFields(flowRefusal), at: [.key(direction != nil ? "direction" : "writingMode")], rooted: true)
        }
        let viewport = try required(viewport, "viewport")
        let follows = contentSize == nil && derivesContentSize
        var layout = self.layout.take() ?? .empty
        if layout.isGrid, let grid = layout.grid, case .aspectRatio = grid.itemHeight {
            try checkHeight(of: grid, viewport: viewport)
        }
        if pinnedHeaders != nil { layout = try pinning(layout) }
        if semantics == .css { layout = layout.laidOut(for: semantics) }
        let size = follows ? layout.contentSize(viewport: viewport) : try required(contentSize, "contentSize")
        var view = ScrollView(
            geometry: ScrollGeometry(
                viewport: viewport, contentSize: size,
                contentInsets: contentInsets ?? .zero, scrollPadding: scrollPadding ?? .zero,
                contentOffset: contentOffset),
            layout: layout, contentSizeFollowsLayout: follows)
        if direction != nil || writingMode != nil { applyFlow(to: &view) }
        return view
    }

    /// The `after` of a transition (`scrollView(changing:)`): a grid whose cell height follows
    /// the viewport's width — its own or `base`'s — stays within 1e12 points in the new viewport
    /// (`invalid_field` at `/after/<its field>`, or at `/after/viewport` when the grid is
    /// `before`'s).
    func checkHeight(of view: ScrollView) throws(DecodeFailure) {
        guard let grid = view.layout.grid, case .aspectRatio = grid.itemHeight else { return }
        do {
            try JSONReader.checkGridHeight(grid.placement(viewportWidth: view.geometry.viewport.width))
        } catch {
            throw DecodeFailure(error.problem, at: [.key(itemSource?.rawValue ?? "viewport"), .key("after")])
        }
    }

    /// A grid whose cell height follows the viewport's width stays within 1e12 points
    /// (`invalid_field` at the field it came from).
    @inline(never)
    private func checkHeight(of grid: GridLayout, viewport: Size) throws(DecodeFailure) {
        do {
            try JSONReader.checkGridHeight(grid.placement(viewportWidth: viewport.width))
        } catch {
            throw DecodeFailure(error.problem, at: [.key(itemSource?.rawValue ?? "grid")], rooted: isBatchRequest)
        }
    }

    @inline(never)
    private func applyFlow(to view: inout ScrollView) {
        let flow = FlowDirection(writingMode: writingMode ?? .horizontalTB, direction: direction ?? .ltr)
        view.flow = flow
        view.namesFlow = true
        if contentOffset == nil {
            view.geometry.contentOffset = flow.scrollOrigin(in: view.geometry.range)
        }
    }

    /// The scroll view a change turned `base` into (the `after` of a transition): every field
    /// is optional and one left out keeps `base`'s value — items included, so a keyboard that
    /// only changes the insets sends just the insets. The offset is `base`'s; the change's own
    /// offset is what the transition answers.
    ///
    /// The content size: the one sent; else, with a new `stack` or `layout`, the one it gives;
    /// else, when `base`'s came from its layout, the one that layout gives in the new viewport
    /// (a stack as wide as the viewport follows a rotation); else `base`'s.
    ///
    /// `pinnedHeaders` alone pins (or unpins) `base`'s section list.
    func scrollView(changing base: ScrollView) throws(DecodeFailure) -> ScrollView {
        let old = base.geometry
        let viewport = viewport ?? old.viewport
        var layout = self.layout ?? base.layout
        if pinnedHeaders != nil { layout = try pinning(layout) }
        let follows = contentSize == nil && (derivesContentSize || (itemSource == nil && base.contentSizeFollowsLayout))
        let size = contentSize ?? (follows ? layout.contentSize(viewport: viewport) : old.contentSize)
        return ScrollView(
            geometry: ScrollGeometry(
                viewport: viewport, contentSize: size,
                contentInsets: contentInsets ?? old.contentInsets,
                scrollPadding: scrollPadding ?? old.scrollPadding,
                contentOffset: old.contentOffset),
            layout: layout, contentSizeFollowsLayout: follows)
    }
}

extension JSONReader {
    /// A scroll view given as an object of its own, e.g. each side of a transition.
    mutating func readScrollView(_ keys: ScrollRequestKeys, context: RequestContext) throws(DecodeFailure) -> ScrollView {
        var (fields, keys) = keys.reader(in: nil)
        try readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            _ = try fields.read(key, from: &reader, context: context)
        }
        return try fields.scrollView()
    }
}
