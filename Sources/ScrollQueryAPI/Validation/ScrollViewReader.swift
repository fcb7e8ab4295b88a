import ScrollCore

/// Reads the fields every scrolling request shares — `viewport`, `contentSize`,
/// `contentInsets`, `scrollPadding`, `contentOffset`, `items` — with the same bounds for every
/// endpoint.
///
/// It reads one member at a time rather than a whole object, so that an endpoint can put these
/// fields beside its own in one object (its key set is `ScrollViewReader.keys + its own`, read
/// with one `readObject`) and the body is still read in one pass without a tree. A scroll view
/// given as an object of its own (say `before` and `after`) is `JSONReader.readScrollView`.
///
/// `direction` and `writingMode` are scroll-view fields too, but their keys go at the *end* of
/// an endpoint's key set (`ScrollViewReader.keys(with:)`), after the endpoint's own: requests
/// that do not use them keep matching every key on `JSONReader.readObject`'s in-order fast
/// path. An endpoint that cannot honour them yet refuses them (`refusingFlow`) rather than
/// ignoring them.
struct ScrollViewReader {
    private enum Field: Int, CaseIterable {
        case viewport, contentSize, contentInsets, scrollPadding, contentOffset, items
    }

    /// The scroll-view keys, in schema order. An endpoint's key set starts with them.
    static let keys = JSONKeySet(cases: Field.self)
    private static let itemKeys = JSONKeySet(["id", "frame"])
    /// `direction`, `writingMode`: last in every key set.
    static let flowKeys = JSONKeySet(["direction", "writingMode"])
    private static let directionNames = JSONKeySet(TextDirection.allCases.map(\.rawValue))
    private static let writingModeNames = JSONKeySet(WritingMode.allCases.map(\.rawValue))

    /// An endpoint's key set: the scroll-view keys, the endpoint's own, then `flowKeys`.
    static func keys(with own: JSONKeySet) -> JSONKeySet {
        keys + own + flowKeys
    }

    /// The message of an endpoint that refuses `direction` and `writingMode`.
    static func flowRefusal(_ endpoint: String) -> String {
        "\(endpoint) does not support direction or writingMode yet; only /v1/scroll/offset does"
    }

    /// The key set of a scroll view given as an object of its own.
    static let objectKeys = keys + flowKeys

    private let context: RequestContext
    private var viewport: Size?
    private var contentSize: Size?
    private var contentInsets: Insets?
    private var scrollPadding: Insets?
    private var contentOffset: Point?
    private var itemFrames: [Rect] = []
    private var itemIDs = ItemIDList()
    private var itemsRead = false
    private var direction: TextDirection?
    private var writingMode: WritingMode?
    /// The index of `direction` in the endpoint's key set.
    private let flowStart: Int
    /// Why this endpoint refuses `direction` and `writingMode`, or nil if it takes them.
    private let flowRefusal: String?

    /// - Parameters:
    ///   - keySet: the endpoint's key set when it ends with `flowKeys` (`keys(with:)`,
    ///     `objectKeys`); nil for a key set without them.
    ///   - refusingFlow: why the endpoint cannot honour `direction`/`writingMode` yet; sending
    ///     either then fails with `conflicting_fields` at the field.
    init(context: RequestContext = RequestContext(), keySet: JSONKeySet? = nil, refusingFlow: String? = nil) {
        self.context = context
        self.flowStart = keySet.map { $0.names.count - Self.flowKeys.names.count } ?? .max
        self.flowRefusal = refusingFlow
    }

    /// The writing mode sent, if any (the endpoint checks it against its semantics).
    var sentWritingMode: WritingMode? { writingMode }

    /// Reads the member at the cursor if `key` — an index into a key set that starts with
    /// `keys` — is a scroll-view field, and returns nil. Otherwise reads nothing and returns the
    /// index among the keys after `keys`: the endpoint's own field to read.
    @inline(__always)
    mutating func read(_ key: Int, from reader: inout JSONReader) throws(DecodeFailure) -> Int? {
        switch Field(rawValue: key) {
        case .viewport: viewport = try reader.readSize(in: .positive)
        case .contentSize: contentSize = try reader.readSize(in: .nonNegative)
        case .contentInsets: contentInsets = try reader.readInsets(in: .coordinate)
        case .scrollPadding: scrollPadding = try reader.readInsets(in: .nonNegative)
        case .contentOffset: contentOffset = try reader.readPoint()
        case .items: try readItems(&reader)
        case nil:
            guard key >= flowStart else { return key - Self.keys.names.count }
            try readFlow(key - flowStart, from: &reader)
        }
        return nil
    }

    @inline(never)
    private mutating func readFlow(_ index: Int, from reader: inout JSONReader) throws(DecodeFailure) {
        if let flowRefusal {
            throw DecodeFailure(.conflictingFields(flowRefusal))
        }
        if index == 0 {
            direction = TextDirection.allCases[try reader.readName(Self.directionNames)]
        } else {
            writingMode = WritingMode.allCases[try reader.readName(Self.writingModeNames)]
        }
    }

    /// The scroll view read, once its object has been read; a missing required field fails
    /// with `missing_field`, in schema order (`viewport`, then `contentSize`). An endpoint calls
    /// this before checking its own required fields, which the schema lists after these.
    ///
    /// Without a `contentOffset` the view rests at its scroll origin: the range minimum, or on
    /// an axis that runs right to left (or bottom to top) the maximum (`FlowDirection`).
    func scrollView() throws(DecodeFailure) -> ScrollView {
        var view = ScrollView(
            geometry: ScrollGeometry(
                viewport: try required(viewport, "viewport"),
                contentSize: try required(contentSize, "contentSize"),
                contentInsets: contentInsets ?? .zero, scrollPadding: scrollPadding ?? .zero,
                contentOffset: contentOffset),
            itemFrames: itemFrames,
            itemIDs: itemIDs)
        if direction != nil || writingMode != nil { applyFlow(to: &view) }
        return view
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
    func scrollView(changing base: ScrollView) -> ScrollView {
        let old = base.geometry
        return ScrollView(
            geometry: ScrollGeometry(
                viewport: viewport ?? old.viewport,
                contentSize: contentSize ?? old.contentSize,
                contentInsets: contentInsets ?? old.contentInsets,
                scrollPadding: scrollPadding ?? old.scrollPadding,
                contentOffset: old.contentOffset),
            itemFrames: itemsRead ? itemFrames : base.itemFrames,
            itemIDs: itemsRead ? itemIDs : base.itemIDs)
    }

    // MARK: - Items

    /// The fewest bytes a valid item takes: `{"id":0,"frame":{"x":0,"y":0,"width":0,"height":0}}`.
    private static let minimumItemSize = 50
    /// The most items reserved for up front; longer lists grow as usual.
    private static let maximumReservedItems = 256

    private mutating func readItems(_ reader: inout JSONReader) throws(DecodeFailure) {
        itemsRead = true
        // The rest of the body bounds the item count: reserving that much (capped) allocates
        // each array once instead of growing it by doubling.
        let estimate = min(
            reader.remainingByteCount / Self.minimumItemSize, Self.maximumReservedItems, max(context.limits.maxItems, 0))
        itemFrames.reserveCapacity(estimate)
        itemIDs.reserveCapacity(estimate)
        try reader.readArray(maxCount: context.limits.maxItems) { (reader, _) throws(DecodeFailure) in
            var id: ItemID?
            var frame: Rect?
            try reader.readObject(keys: Self.itemKeys) { (reader, key) throws(DecodeFailure) in
                if key == 0 { id = try reader.readItemID() } else { frame = try reader.readRect() }
            }
            let itemID = try required(id, "id")
            itemFrames.append(try required(frame, "frame"))
            guard itemIDs.append(itemID) else {
                throw DecodeFailure(.duplicateID, at: [.key("id")])
            }
        }
    }
}

extension JSONReader {
    /// A scroll view given as an object of its own, e.g. each side of a transition.
    mutating func readScrollView(context: RequestContext, refusingFlow: String? = nil) throws(DecodeFailure) -> ScrollView {
        var fields = ScrollViewReader(context: context, keySet: ScrollViewReader.objectKeys, refusingFlow: refusingFlow)
        try readObject(keys: ScrollViewReader.objectKeys) { (reader, key) throws(DecodeFailure) in
            _ = try fields.read(key, from: &reader)
        }
        return try fields.scrollView()
    }
}
