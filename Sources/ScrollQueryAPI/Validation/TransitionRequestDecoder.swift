import HTTPServer
import ItemLayouts
import RequestJSON
import ScrollCore

/// The one seam between request bytes and a validated `TransitionQuery`, in one pass. `before`
/// is a whole scroll view (`JSONReader.readScrollView`); `after` takes the same fields, each
/// optional, but not `contentOffset`, which is the answer.
enum TransitionRequestDecoder {
    private enum Field: Int, CaseIterable {
        case before, after, keep, semantics
    }

    private static let fieldKeys = JSONKeySet(cases: Field.self)
    private static let keepKeys = JSONKeySet(["id"])
    private static let keepNames = JSONKeySet(["auto", "top", "bottom", "firstVisible", "offset"])
    private static let keepRules: [TransitionKeep] = [.auto, .top, .bottom, .firstVisible, .offset]
    private static let semanticsNames = JSONKeySet(ScrollSemantics.allCases.map(\.rawValue))
    /// `before` and `after`: scroll views of their own, without flow fields yet.
    private static let scrollViewKeys = ScrollRequestKeys(own: [], flow: .refused(by: .transition))
    private static let contentOffsetKey = ScrollViewReader.keys.names.firstIndex(of: "contentOffset") ?? -1

    static func decode(_ body: [UInt8], context: RequestContext = RequestContext()) throws(DecodeFailure) -> TransitionQuery {
        try RequestBody.decode(body, limits: context.limits) { (reader) throws(DecodeFailure) in
            var before: ScrollView?
            var after: ScrollViewReader?
            var keep = KeepReference.rule(.auto)
            var semantics = ScrollSemantics.swiftui
            try reader.readObject(keys: fieldKeys) { (reader, key) throws(DecodeFailure) in
                switch Field(rawValue: key) {
                case .before: before = try reader.readScrollView(scrollViewKeys, context: context)
                case .after: after = try readChange(&reader, context: context)
                case .keep: keep = try readKeep(&reader)
                case .semantics: semantics = ScrollSemantics.allCases[try reader.readName(semanticsNames)]
                case nil: break
                }
            }
            var old = try required(before, "before")
            old.layOut(for: semantics)
            let change = try required(after, "after")
            var new = try change.scrollView(changing: old)
            try change.checkHeight(of: new)
            new.layOut(for: semantics)
            return TransitionQuery(before: old, after: new, keep: keep, semantics: semantics)
        }
    }

    /// Why `after.contentOffset` is refused (`unknown_field`): the answer is that offset.
    static let contentOffsetRefusal =
        "contentOffset is not accepted in after: the offset after the change is what this endpoint answers"

    /// The `after` object: the scroll-view fields, all optional, `contentOffset` refused.
    private static func readChange(_ reader: inout JSONReader, context: RequestContext) throws(DecodeFailure)
        -> ScrollViewReader
    {
        var (fields, keys) = scrollViewKeys.reader(in: nil)
        try reader.readObject(keys: keys) { (reader, key) throws(DecodeFailure) in
            if key == contentOffsetKey { throw DecodeFailure(.refusedField(contentOffsetRefusal)) }
            _ = try fields.read(key, from: &reader, context: context)
        }
        return fields
    }

    /// A rule name, or `{"id": …}`.
    private static func readKeep(_ reader: inout JSONReader) throws(DecodeFailure) -> KeepReference {
        switch try reader.valueKind() {
        case .string:
            return .rule(keepRules[try reader.readName(keepNames)])
        case .object:
            var id: ItemID?
            try reader.readObject(keys: keepKeys) { (reader, _) throws(DecodeFailure) in
                id = try reader.readItemID()
            }
            return .id(try required(id, "id"))
        case let kind:
            throw DecodeFailure(
                .invalidType(expected: "one of auto, top, bottom, firstVisible, offset or an object {id}", got: kind.name))
        }
    }
}
