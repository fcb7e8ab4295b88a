import Synchronization

/// The bytes of request bodies all connections together may hold in memory.
///
/// Each connection's own limit (`maxBodyBytes`) does not bound the total: a thousand connections
/// each uploading the maximum would need a thousand times as much. So every body buffer is
/// charged here before it is reserved, and returned when its request completes; a request that
/// would pass the budget is refused with 503 instead.
struct BodyBudget: ~Copyable, Sendable {
    let limit: Int
    private let charged = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Charges `bytes` (0 or more) if they fit; `false` leaves the budget unchanged.
    func charge(_ bytes: Int) -> Bool {
        var current = charged.load(ordering: .relaxed)
        while true {
            guard bytes <= limit - current else { return false }
            let (exchanged, original) = charged.compareExchange(
                expected: current, desired: current + bytes, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
    }

    /// Returns bytes charged earlier.
    func release(_ bytes: Int) {
        charged.wrappingSubtract(bytes, ordering: .relaxed)
    }

    /// The bytes charged now.
    var inUse: Int {
        charged.load(ordering: .relaxed)
    }
}
