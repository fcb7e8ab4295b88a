/// Finds a stored layout by id: what a query's `"layout"` field is resolved through.
///
/// A protocol rather than the store itself, so decoding depends only on "id in, layout out"
/// (tests pass a dictionary) and the store's eviction and locking stay its own business.
/// A lookup counts as a use: an LRU store may refresh the layout's recency.
public protocol LayoutLookup: Sendable {
    func layout(_ id: LayoutID) -> ItemLayout?
}
