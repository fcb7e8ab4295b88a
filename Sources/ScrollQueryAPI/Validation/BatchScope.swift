/// What a request of a batch is read against: the scroll-view fields the batch's top level
/// sent, and whether the object at hand is the request itself, which names its `op`, or an
/// object nested in it (the `offsetRequest` of an animation).
///
/// Endpoint decoders take one (nil for a body of their own), so that one reader per endpoint
/// reads both its body and a batch's request.
struct BatchScope {
    /// The batch's top-level fields, read once.
    let shared: ScrollViewReader
    /// Whether the object is an element of `requests` (its key set ends with `op`).
    var namesOperation = true

    /// The scope of an object nested in the request: the same shared fields, no `op`.
    var nested: BatchScope {
        BatchScope(shared: shared, namesOperation: false)
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
