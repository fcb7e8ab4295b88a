import HTTPServer
import ItemLayouts
import RequestJSON
import ScrollCore

/// The one seam between a `POST /v1/layouts/{id}/edits` body and the edited layout: a JSON
/// array of edits, each read and applied to a `LayoutDraft` of the stored layout in turn, in one
/// pass — so every problem is found in document order, with its pointer, against the layout as
/// the edits before it left it.
///
/// ```
/// [{"insert": {"at": i, "sizes": [h, null, …], "ids": [id, …]}},   stack
///  {"insert": {"at": i, "items": [{"id", "frame"}, …]}},            items
///  {"remove": {"ids": [id, …]}},
///  {"resize": {"id": id, "size": h | {"width", "height"}}}]
/// ```
///
/// A stored `grid` or `lanes` layout is refused whole (409 `layout_conflict`, at the body):
/// post the changed layout instead.
enum LayoutEditsDecoder {
    /// The most edits one request may carry; each is O(items) at worst.
    static let maxEdits = 10_000

    private enum Edit: Int, CaseIterable {
        case insert, remove, resize
    }

    private enum InsertField: Int, CaseIterable {
        case at, sizes, ids, items
    }

    private static let editKeys = JSONKeySet(cases: Edit.self)
    private static let insertKeys = JSONKeySet(cases: InsertField.self)
    private static let removeKeys = JSONKeySet(["ids"])
    private enum ResizeField: Int, JSONFields {
        case id, size
        static let keys = JSONKeySet(cases: Self.self)
    }

    static func decode(_ body: [UInt8], editing layout: ItemLayout, context: RequestContext = RequestContext())
        throws(DecodeFailure) -> ItemLayout
    {
        try RequestBody.decode(body, limits: context.limits) { (reader) throws(DecodeFailure) in
            if layout.grid != nil || layout.lanes != nil || layout.sections != nil {
                throw conflict(
                    "a stored grid, lanes or sections layout is not edited in place: post the changed layout with POST /v1/layouts (it gets its own id)")
            }
            var draft = LayoutDraft(layout)
            try reader.readArray(maxCount: maxEdits) { (reader, _) throws(DecodeFailure) in
                var applied = OneOf<Edit, Edit>()
                try reader.readObject(keys: editKeys) { (reader, key) throws(DecodeFailure) in
                    guard let edit = Edit(rawValue: key) else { return }
                    try applied.choose(edit) { _, _ in "each edit is exactly one of insert, remove, resize" }
                    applied.value = edit
                    switch edit {
                    case .insert: try readInsert(&reader, into: &draft, context: context)
                    case .remove: try readRemove(&reader, into: &draft, limits: context.limits)
                    case .resize: try readResize(&reader, into: &draft)
                    }
                }
                _ = try applied.required("each edit is one of insert, remove, resize", at: [.key("insert")])
            }
            guard draft.count <= context.limits.maxItems else {
                throw DecodeFailure(.tooManyItems(limit: context.limits.maxItems))
            }
            return draft.layout()
        }
    }

    // MARK: - insert

    private static func readInsert(_ reader: inout JSONReader, into draft: inout LayoutDraft, context: RequestContext)
        throws(DecodeFailure)
    {
        let maxItems = context.limits.maxItems
        var at: Int?
        var sizes: [Double?]?
        var ids: [ItemID]?
        var items: ItemLayout?
        try reader.readObject(keys: insertKeys) { (reader, key) throws(DecodeFailure) in
            switch InsertField(rawValue: key) {
            case .at: at = try reader.readInteger(in: 0...Int(ItemID.integerLimit))
            case .sizes:
                if items != nil { throw kindsMixed }
                var list: [Double?] = []
                try reader.readArray(maxCount: maxItems) { (reader, _) throws(DecodeFailure) in
                    list.append(try reader.consumeNull() ? nil : try reader.readNumber(in: .nonNegative))
                }
                sizes = list
            case .ids:
                if items != nil { throw kindsMixed }
                ids = try reader.readStackIDs(maxItems: maxItems).ids
            case .items:
                if sizes != nil || ids != nil { throw kindsMixed }
                items = try reader.readItems(limits: context.limits)
            case nil: break
            }
        }
        // What the edit says on its own (400), then whether it fits the layout (409).
        guard let at else { throw DecodeFailure(.missingField(nil), at: [.key("at")]) }
        if let sizes, let ids, ids.count != sizes.count {
            throw DecodeFailure(.invalidField("must have one id per size (\(sizes.count))"), at: [.key("ids")])
        }
        guard at <= draft.count else {
            throw conflict("at is past the end: the layout has \(draft.count) items here", at: [.key("at")])
        }
        if let items, case .explicit(let frames) = items.frames {
            guard !draft.isStack else {
                throw conflict("this layout is a stack: insert sizes (and ids), not items", at: [.key("items")])
            }
            let newIDs = items.ids.ids
            if let clash = draft.firstPresent(newIDs) {
                throw conflict("id \(newIDs[clash].description) is already in the layout", at: [.key("id"), .index(clash), .key("items")])
            }
            draft.insert(rects: frames.rects, ids: newIDs, at: at)
        } else if let sizes {
            try insertIntoStack(at: at, sizes: sizes, ids: ids, into: &draft)
        } else {
            throw DecodeFailure(.missingField("send sizes (into a stack) or items (into an items layout)"), at: [.key("sizes")])
        }
    }

    private static func insertIntoStack(at index: Int, sizes: [Double?], ids: [ItemID]?, into draft: inout LayoutDraft)
        throws(DecodeFailure)
    {
        guard draft.isStack else {
            throw conflict("this layout lists items: insert items, not sizes", at: [.key("sizes")])
        }
        if draft.estimatedSize == nil, let unsized = sizes.firstIndex(where: { $0 == nil }) {
            throw conflict(
                "the stack has no estimatedSize to stand in for a null size", at: [.index(unsized), .key("sizes")])
        }
        if let ids {
            if let clash = draft.firstPresent(ids) {
                throw conflict("id \(ids[clash].description) is already in the layout", at: [.index(clash), .key("ids")])
            }
            draft.materializeIDs()
        } else if !draft.hasIndexIDs {
            throw conflict("this stack has explicit ids: send one per inserted size", at: [.key("ids")])
        }
        draft.insert(sizes: sizes, ids: ids, at: index)
    }

    private static var kindsMixed: DecodeFailure {
        DecodeFailure(.conflictingFields("insert sizes (and ids) into a stack, or items into an items layout; not both"))
    }

    private static func conflict(_ message: String, at path: [JSONPathComponent] = []) -> DecodeFailure {
        DecodeFailure(.layoutConflict(message), at: path)
    }

    // MARK: - remove, resize

    private static func readRemove(_ reader: inout JSONReader, into draft: inout LayoutDraft, limits: RequestLimits)
        throws(DecodeFailure)
    {
        var doomed = Set<Int>()
        let present = try reader.readObject(keys: removeKeys) { (reader, _) throws(DecodeFailure) in
            try reader.readArray(maxCount: limits.maxItems) { (reader, _) throws(DecodeFailure) in
                let id = try reader.readItemID()
                guard let index = draft.index(of: id), doomed.insert(index).inserted else {
                    throw conflict("no item with id \(id.description) is in the layout")
                }
            }
        }
        try requireAll(present, of: removeKeys)
        draft.remove(at: doomed)
    }

    private static func readResize(_ reader: inout JSONReader, into draft: inout LayoutDraft) throws(DecodeFailure) {
        var index: Int?
        var length: Double?
        var size: Size?
        let present = try reader.readObject(ResizeField.self) { (reader, field) throws(DecodeFailure) in
            if field == .id {
                let id = try reader.readItemID()
                guard let found = draft.index(of: id) else {
                    throw conflict("no item with id \(id.description) is in the layout")
                }
                index = found
            } else if try reader.valueKind() == .number {
                guard draft.isStack else { throw conflict("this layout lists items: size is {width, height}") }
                length = try reader.readNumber(in: .nonNegative)
            } else {
                let read = try reader.readSize(in: .nonNegative)  // anything but an object fails here
                guard !draft.isStack else { throw conflict("this layout is a stack: size is its length along the axis") }
                size = read
            }
        }
        try requireAll(present, of: ResizeField.keys)
        guard let index else { return }
        if let length { draft.resize(at: index, length: length) }
        if let size { draft.resize(at: index, size: size) }
    }
}
