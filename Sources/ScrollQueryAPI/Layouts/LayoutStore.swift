import Synchronization

/// The stored layouts of this process: `POST /v1/layouts` puts them here, `"layout": "<id>"`
/// finds them. The only state the API layer keeps.
///
/// Bounded by `capacityBytes` (`--layout-cache-bytes`): each layout counts its
/// `ItemLayout.costInBytes` (arrays, id strings, the id index), and storing one past the bound
/// evicts the least recently used — a query that names a layout counts as a use. An evicted or
/// never-seen id answers 404 `unknown_layout` and the client posts the layout again; since ids
/// are content hashes, any replica gives the same id, so no store is shared between replicas.
///
/// One lock around the cache: lookups are a hash probe and a few pointer moves, far shorter
/// than the query that follows, and layouts are shared copy-on-write, so nothing is copied
/// while the lock is held.
public final class LayoutStore: LayoutLookup {
    public static let defaultCapacityBytes = 256 * 1024 * 1024

    private let cache: Mutex<LRUCache<LayoutID, ItemLayout>>
    public let capacityBytes: Int

    public init(capacityBytes: Int = LayoutStore.defaultCapacityBytes) {
        self.capacityBytes = max(capacityBytes, 0)
        cache = Mutex(LRUCache(capacity: capacityBytes))
    }

    /// The layout stored under `id`, now the most recently used; nil if never stored or evicted.
    public func layout(_ id: LayoutID) -> ItemLayout? {
        cache.withLock { $0.value(for: id) }
    }

    /// Stores `layout` under `id` (its content hash). False, storing nothing, when the layout
    /// alone costs more than the whole store.
    func store(_ layout: ItemLayout, as id: LayoutID) -> Bool {
        let cost = layout.costInBytes
        return cache.withLock { $0.insert(layout, for: id, cost: cost) } != nil
    }

    /// Forgets `id`; false if it was not stored.
    func remove(_ id: LayoutID) -> Bool {
        cache.withLock { $0.removeValue(for: id) }
    }

    /// How many layouts are stored and what they cost together (for metrics and tests).
    var usage: (count: Int, bytes: Int) {
        cache.withLock { ($0.count, $0.totalCost) }
    }
}
