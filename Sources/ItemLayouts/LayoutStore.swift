import HTTPServer
import RedisClient
import Synchronization

/// The stored layouts as this process sees them: `POST /v1/layouts` and edits put them here,
/// `"layout": "<id>"` finds them.
///
/// In front, always, an in-process cache bounded by `capacityBytes` (`--layout-cache-bytes`):
/// each layout counts its `ItemLayout.costInBytes` (arrays, id strings, the id index), and
/// storing one past the bound evicts the least recently used — a query that names a layout
/// counts as a use.
///
/// Behind it, when the server was started with `--layout-store`, the store every replica
/// shares (`SharedLayoutStore`): a layout stored or made by an edit is written there too (a
/// 201 means it was), and an id this cache lacks is looked up there, and kept here once found.
/// Without it an evicted or never-seen id answers 404 `unknown_layout` and the client posts the
/// layout again; since ids are content hashes, any replica gives the same id.
///
/// One lock around the cache: lookups are a hash probe and a few pointer moves, far shorter
/// than the query that follows, and layouts are shared copy-on-write, so nothing is copied
/// while the lock is held. The shared store is never called with the lock held.
public final class LayoutStore: LayoutLookup {
    public static let defaultCapacityBytes = 256 * 1024 * 1024

    private struct Cache {
        var layouts: LRUCache<LayoutID, ItemLayout>
        var hits: UInt64 = 0
        var misses: UInt64 = 0
        var evictions: UInt64 = 0
    }

    private let cache: Mutex<Cache>
    public let capacityBytes: Int
    /// The store shared by the replicas; nil: this process's cache is all there is.
    package let shared: SharedLayoutStore?

    /// - Parameter sharedStore: the Redis client of `--layout-store`, or nil.
    public init(capacityBytes: Int = LayoutStore.defaultCapacityBytes, sharedStore: RedisClient? = nil) {
        self.capacityBytes = max(capacityBytes, 0)
        cache = Mutex(Cache(layouts: LRUCache(capacity: capacityBytes)))
        shared = sharedStore.map(SharedLayoutStore.init(client:))
    }

    /// The layout stored under `id`, now the most recently used; nil if never stored or
    /// evicted (here, and in the shared store if there is one). Throws
    /// `LayoutStoreUnavailable` when this cache lacks it and the shared store does not answer.
    public func layout(_ id: LayoutID) throws(LayoutStoreUnavailable) -> ItemLayout? {
        let cached = cache.withLock { cache in
            let layout = cache.layouts.value(for: id)
            if layout == nil { cache.misses &+= 1 } else { cache.hits &+= 1 }
            return layout
        }
        if let cached { return cached }
        guard let shared, let found = try shared.layout(id) else { return nil }
        _ = keep(found, as: id)
        return found
    }

    /// Stores `layout` under `id` (its content hash), here and in the shared store. False,
    /// storing nothing, when the layout alone costs more than this whole cache; throws
    /// `LayoutStoreUnavailable` when the shared store did not take it (this replica keeps it).
    package func store(_ layout: ItemLayout, as id: LayoutID) throws(LayoutStoreUnavailable) -> Bool {
        guard keep(layout, as: id) else { return false }
        try shared?.write(layout, as: id)
        return true
    }

    /// Forgets `id` here and in the shared store; false if neither held it. Other replicas'
    /// caches keep their copies until they evict them (an id names one layout forever, so a
    /// copy is never wrong).
    package func remove(_ id: LayoutID) throws(LayoutStoreUnavailable) -> Bool {
        let here = cache.withLock { $0.layouts.removeValue(for: id) }
        let there = try shared?.remove(id) ?? false
        return here || there
    }

    /// How many layouts are cached and what they cost together (for metrics and tests).
    package var usage: (count: Int, bytes: Int) {
        cache.withLock { ($0.layouts.count, $0.layouts.totalCost) }
    }

    /// `/readyz`'s word on the shared store: `up`, `down`, `unknown` (nothing sent yet); nil
    /// without one. Unless it is up, the store is pinged first (`SharedLayoutStore.refreshState`).
    package var sharedStoreState: String? {
        shared?.refreshState()
        return shared?.stateName
    }

    /// The cache's and the shared store's metric families (`GET /metrics`).
    package func writeMetrics(to text: inout PrometheusText, prefix: String) {
        let (count, bytes, hits, misses, evictions) = cache.withLock {
            ($0.layouts.count, $0.layouts.totalCost, $0.hits, $0.misses, $0.evictions)
        }
        text.family(prefix + "layout_cache_layouts", type: "gauge", help: "Stored layouts this replica holds in memory.")
        text.sample(prefix + "layout_cache_layouts", [], UInt64(count))
        text.family(prefix + "layout_cache_bytes", type: "gauge",
                    help: "What the layouts held in memory cost, in bytes (bounded by --layout-cache-bytes).")
        text.sample(prefix + "layout_cache_bytes", [], UInt64(bytes))
        text.family(prefix + "layout_cache_capacity_bytes", type: "gauge", help: "--layout-cache-bytes.")
        text.sample(prefix + "layout_cache_capacity_bytes", [], UInt64(capacityBytes))
        text.family(prefix + "layout_cache_hits_total", type: "counter", help: "Lookups of a layout id this replica held in memory.")
        text.sample(prefix + "layout_cache_hits_total", [], hits)
        text.family(prefix + "layout_cache_misses_total", type: "counter",
                    help: "Lookups of a layout id this replica did not hold in memory (then asked of the shared store, if any).")
        text.sample(prefix + "layout_cache_misses_total", [], misses)
        text.family(prefix + "layout_cache_evictions_total", type: "counter",
                    help: "Layouts dropped from memory to make room (least recently used first).")
        text.sample(prefix + "layout_cache_evictions_total", [], evictions)
        shared?.metrics.write(to: &text, prefix: prefix, isUp: shared?.isUp ?? false)
    }

    /// Puts `layout` in this replica's cache; false when it alone is larger than the cache.
    private func keep(_ layout: ItemLayout, as id: LayoutID) -> Bool {
        let cost = layout.costInBytes
        return cache.withLock { cache in
            guard let evicted = cache.layouts.insert(layout, for: id, cost: cost) else { return false }
            cache.evictions &+= UInt64(evicted.count)
            return true
        }
    }
}
