/// The ids of the request's items in order, kept unique as they are added.
///
/// Requests usually carry a few dozen items, where comparing against each earlier id is cheaper
/// than hashing every one; past `linearLimit` ids a hash set takes over so large lists stay
/// O(n). The target is looked up once per request, by a linear scan.
struct ItemIDList: Sendable {
    static let linearLimit = 32

    private(set) var ids: [ItemID] = []
    private var seen: Set<ItemID>? = nil

    /// Appends `id`, or returns false (and appends nothing) when it is already in the list.
    mutating func append(_ id: ItemID) -> Bool {
        if var set = seen {
            seen = nil  // keep the set uniquely referenced while it grows
            let inserted = set.insert(id).inserted
            seen = set
            guard inserted else { return false }
        } else if ids.count < Self.linearLimit {
            if ids.contains(id) { return false }
        } else {
            var set = Set(ids)
            guard set.insert(id).inserted else { return false }
            seen = set
        }
        ids.append(id)
        return true
    }

    /// The position of `id` in the list.
    func index(of id: ItemID) -> Int? {
        ids.firstIndex(of: id)
    }
}
