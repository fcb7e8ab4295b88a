/// A cost-bounded map that evicts the least recently used entries first.
///
/// Recency is a doubly linked list threaded through the entries by key, so `value(for:)`,
/// `insert` and each eviction are O(1) (plus hashing). Costs are what the caller says an entry
/// takes; the cache never holds more than `capacity` in total. Not thread-safe: its owner
/// (`LayoutStore`) keeps it behind a lock.
package struct LRUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry: Sendable {
        var value: Value
        var cost: Int
        var newer: Key?
        var older: Key?
    }

    package let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var newest: Key?
    private var oldest: Key?
    package private(set) var totalCost = 0

    package init(capacity: Int) {
        self.capacity = max(capacity, 0)
    }

    package var count: Int { entries.count }

    /// The value for `key`, which becomes the most recently used.
    package mutating func value(for key: Key) -> Value? {
        guard let entry = entries[key] else { return nil }
        moveToFront(key, entry)
        return entry.value
    }

    /// The value for `key` without touching its recency.
    package func peek(_ key: Key) -> Value? {
        entries[key]?.value
    }

    /// Stores `value` as the most recently used entry, evicting the least recently used ones
    /// until it fits; returns the evicted keys. A value costing more than the whole capacity is
    /// not stored (returns nil) and evicts nothing.
    @discardableResult
    package mutating func insert(_ value: Value, for key: Key, cost: Int) -> [Key]? {
        guard cost <= capacity else { return nil }
        removeValue(for: key)
        var evicted: [Key] = []
        while totalCost + cost > capacity, let victim = oldest {
            removeValue(for: victim)
            evicted.append(victim)
        }
        entries[key] = Entry(value: value, cost: cost, newer: nil, older: newest)
        if let previous = newest { entries[previous]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
        totalCost += cost
        return evicted
    }

    /// Removes `key`'s entry; returns whether there was one.
    @discardableResult
    package mutating func removeValue(for key: Key) -> Bool {
        guard let entry = entries.removeValue(forKey: key) else { return false }
        unlink(entry)
        totalCost -= entry.cost
        return true
    }

    /// Keys from most to least recently used (tests and metrics).
    package var keysByRecency: [Key] {
        var keys: [Key] = []
        var cursor = newest
        while let key = cursor {
            keys.append(key)
            cursor = entries[key]?.older
        }
        return keys
    }

    private mutating func moveToFront(_ key: Key, _ entry: Entry) {
        guard newest != key else { return }
        unlink(entry)
        entries[key]?.newer = nil
        entries[key]?.older = newest
        if let previous = newest { entries[previous]?.newer = key }
        newest = key
        if oldest == nil { oldest = key }
    }

    /// Joins the entry's neighbours to each other (the entry's own links are left as they were).
    private mutating func unlink(_ entry: Entry) {
        if let newer = entry.newer { entries[newer]?.older = entry.older } else { newest = entry.older }
        if let older = entry.older { entries[older]?.newer = entry.newer } else { oldest = entry.newer }
    }
}
