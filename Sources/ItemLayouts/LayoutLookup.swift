/// Finds a stored layout by id: what a query's `"layout"` field is resolved through.
///
/// A protocol rather than the store itself, so decoding depends only on "id in, layout out"
/// (tests pass a dictionary) and the store's eviction, locking and sharing stay its own
/// business. A lookup counts as a use: an LRU store may refresh the layout's recency. It throws
/// only when the answer could not be known (`LayoutStoreUnavailable`: a shared store that did
/// not answer in time); nil means not stored.
public protocol LayoutLookup: Sendable {
    func layout(_ id: LayoutID) throws(LayoutStoreUnavailable) -> ItemLayout?
}
