/// The ids of the request's items in order, kept unique as they are added.
///
/// Requests usually carry a few dozen items, where comparing against each earlier id is cheaper
/// than hashing every one; past `linearLimit` ids a hash set takes over so large lists stay
/// O(n). Integer ids — the common case — are also kept in a plain `[Int64]`, because scanning
/// machine integers costs a compare each, while comparing `ItemID`s (an enum with a `String`
/// payload) costs a copy and a call. The target is looked up once per request, by a linear scan.
struct ItemIDList: Sendable {
    static let linearLimit = 32

    private(set) var ids: [ItemID] = []
    /// The integer ids of `ids`, in order: what a new integer id is checked against.
    private var integers: [Int64] = []
    private var seen: Set<ItemID>? = nil

    /// Makes room for `count` ids, so that a list whose length is known roughly up front is
    /// allocated once rather than grown by doubling.
    mutating func reserveCapacity(_ count: Int) {
        ids.reserveCapacity(count)
        integers.reserveCapacity(count)
    }

    /// Appends `id`, or returns false (and appends nothing) when it is already in the list.
    mutating func append(_ id: ItemID) -> Bool {
        if var set = seen {
            seen = nil  // keep the set uniquely referenced while it grows
            let inserted = set.insert(id).inserted
            seen = set
            guard inserted else { return false }
        } else if ids.count < Self.linearLimit {
            switch id {
            case .integer(let integer): if integers.contains(integer) { return false }
            case .string: if ids.contains(id) { return false }
            }
        } else {
            var set = Set(ids)
            guard set.insert(id).inserted else { return false }
            seen = set
        }
        if case .integer(let integer) = id, seen == nil { integers.append(integer) }
        ids.append(id)
        return true
    }

    /// The position of `id` in the list.
    func index(of id: ItemID) -> Int? {
        ids.firstIndex(of: id)
    }
}
