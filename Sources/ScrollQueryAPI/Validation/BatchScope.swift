import RequestJSON

/// What a request of a batch is read against: the scroll-view fields the batch's top level
/// sent, and whether the object at hand is the request itself, which names its `op`, or an
/// object nested in it (the `offsetRequest` of an animation).
///
/// Endpoint decoders take one (nil for a body of their own), so that one reader per endpoint
/// reads both its body and a batch's request.
///
/// The shared fields sit in a box: every endpoint's body decoder takes a `BatchScope?`, and an
/// optional reference is tested and passed as one pointer, where an optional of the whole
/// reader (a large struct holding a layout) cost each plain request a value-witness call and a
/// copy to find out that it was nil.
struct BatchScope {
    private final class Box: Sendable {
        let fields: ScrollViewReader
        init(_ fields: ScrollViewReader) { self.fields = fields }
    }

    private let box: Box
    /// Whether the object is an element of `requests` (its key set ends with `op`).
    let namesOperation: Bool

    /// The batch's top-level fields, read once.
    var shared: ScrollViewReader { box.fields }

    init(shared: ScrollViewReader) {
        self.box = Box(shared)
        self.namesOperation = true
    }

    private init(box: Box, namesOperation: Bool) {
        self.box = box
        self.namesOperation = namesOperation
    }

    /// The scope of an object nested in the request: the same shared fields, no `op`.
    var nested: BatchScope {
        BatchScope(box: box, namesOperation: false)
    }

    /// The reader for the request's scroll-view fields and the key set to read its object with:
    /// `requestKeys` (`ScrollViewReader.requestKeys(with:)`) for the request itself, `fieldKeys`
    /// (the endpoint's body key set) for a nested object.
    func scrollViewReader(
        requestKeys: JSONKeySet, fieldKeys: JSONKeySet, refusingFlow: String? = nil
    ) -> (fields: ScrollViewReader, keys: JSONKeySet) {
        let keys = namesOperation ? requestKeys : fieldKeys
        let fields = ScrollViewReader(request: shared, keySet: keys, namesOperation: namesOperation, refusingFlow: refusingFlow)
        return (fields, keys)
    }
}
