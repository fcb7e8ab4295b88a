import Synchronization

/// The bytes of request bodies all connections together may hold in memory.
///
/// Each connection's own limit (`maxBodyBytes`) does not bound the total: a thousand connections
/// each uploading the maximum would need a thousand times as much. So every body buffer is
/// charged here before it is reserved, and returned when its request completes; a request that
/// would pass the budget is refused with 503 instead.
///
/// Per-thread credit: `charged` is one word every worker thread writes twice per request (charge,
/// release), so the threads would take turns owning its cache line. Instead, a worker thread that
/// returns bytes keeps up to `keptPerThread` of them as credit in its own slot (on its own cache
/// line) and charges its next body from there; `charged` is touched only when the credit does not
/// cover a body or overflows. Credits count as charged, so `charged` — bodies in flight plus
/// credits — never passes `limit`: the total in flight never does either. And a charge that does
/// not fit takes every thread's credit back first, so a request is refused only when the bodies in
/// flight leave no room for it, as without credits.
///
/// Layout: the slots first, then the read-only fields, then a line of padding and `charged`.
/// Every release reads `keptPerThread`; before the slots it would share a cache line with
/// slot 0's credit, so each request of the thread owning slot 0 would take that line from the
/// other threads — and next to `charged` it would share one with every shared charge.
struct BodyBudget: ~Copyable, Sendable {
    /// How many threads may keep credit (slots 0 ..< slotCount); any other charges `charged`.
    static let slotCount = 64
    private let slots: InlineArray<64, CreditSlot>
    let limit: Int
    /// The most credit one thread keeps: a sixteenth of the budget, at most 4 MiB — enough for a
    /// few ordinary bodies, small enough that the credits are a small part of a tight budget.
    let keptPerThread: Int
    private let padding: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    /// Bytes charged: bodies in flight plus every slot's credit. Written by whichever thread
    /// charges past its credit, so on a line of its own (see the layout above).
    private let charged = Atomic<Int>(0)

    /// One thread's credit, alone on its cache line: 128 bytes apart from its neighbours' credits,
    /// whatever the alignment of the array.
    private struct CreditSlot: ~Copyable, Sendable {
        let credit = Atomic<Int>(0)
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    }

    init(limit: Int) {
        self.limit = max(0, limit)
        self.keptPerThread = min(self.limit / 16, 4 << 20)
        self.slots = InlineArray { _ in CreditSlot() }
    }

    /// Charges `bytes` (0 or more) if they fit; `false` leaves the budget unchanged.
    ///
    /// `slot` is the calling thread's own (`MetricsStore.threadIndex()`): its credit is used
    /// first. `nil`, or a slot out of range, charges the shared count only.
    func charge(_ bytes: Int, slot: Int? = nil) -> Bool {
        if bytes > 0, let slot, slot >= 0, slot < Self.slotCount {
            var current = slots[slot].credit.load(ordering: .relaxed)
            // Another thread may take the credit (set it to 0) at any time: compare and exchange.
            while current >= bytes {
                let (exchanged, original) = slots[slot].credit.compareExchange(
                    expected: current, desired: current - bytes, ordering: .relaxed)
                if exchanged { return true }
                current = original
            }
        }
        if chargeShared(bytes) { return true }
        // Full, counting credits: take them all back and try once more.
        var reclaimed = 0
        for index in 0..<Self.slotCount {
            reclaimed += slots[index].credit.exchange(0, ordering: .relaxed)
        }
        guard reclaimed > 0 else { return false }
        charged.wrappingSubtract(reclaimed, ordering: .relaxed)
        return chargeShared(bytes)
    }

    /// Returns bytes charged earlier. With the calling thread's `slot`, up to `keptPerThread` of
    /// them stay as that thread's credit (see `charge`).
    func release(_ bytes: Int, slot: Int? = nil) {
        guard bytes > 0, let slot, slot >= 0, slot < Self.slotCount else {
            charged.wrappingSubtract(bytes, ordering: .relaxed)
            return
        }
        var current = slots[slot].credit.load(ordering: .relaxed)
        while true {
            let total = current &+ bytes  // both at most `limit`
            let kept = min(total, keptPerThread)
            let (exchanged, original) = slots[slot].credit.compareExchange(
                expected: current, desired: kept, ordering: .relaxed)
            if exchanged {
                if total > kept { charged.wrappingSubtract(total - kept, ordering: .relaxed) }
                return
            }
            current = original
        }
    }

    /// The bytes charged now by bodies in flight (credits kept by threads are not counted).
    var inUse: Int {
        var credits = 0
        for index in 0..<Self.slotCount {
            credits += slots[index].credit.load(ordering: .relaxed)
        }
        // At least 0 even while a release moves bytes from `charged` to a credit.
        return max(0, charged.load(ordering: .relaxed) - credits)
    }

    /// The credit `slot` keeps now (for tests).
    func credit(slot: Int) -> Int {
        slot >= 0 && slot < Self.slotCount ? slots[slot].credit.load(ordering: .relaxed) : 0
    }

    /// Adds `bytes` to the shared count if the total stays within `limit`.
    private func chargeShared(_ bytes: Int) -> Bool {
        var current = charged.load(ordering: .relaxed)
        while true {
            guard bytes <= limit - current else { return false }
            let (exchanged, original) = charged.compareExchange(
                expected: current, desired: current + bytes, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
    }
}
