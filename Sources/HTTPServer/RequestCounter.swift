import CMicroHTTPD
import Synchronization

/// How many requests are in flight: admitted by the access handler, not yet reported complete.
///
/// Every request adds one and later subtracts one on a libmicrohttpd worker thread; only shutdown
/// reads the total. With one shared atomic the worker threads would pass its cache line back and
/// forth twice per request, and every read of data sharing that line would miss too. So each
/// thread counts in a slot of its own (threads are numbered in order of first use; thread `n`
/// uses slot `n % 8`), and each slot sits on a cache line of its own. Threads sharing a slot
/// (a pool of more than 8) only contend again; the total, the sum of all slots, is right
/// whichever slot each change lands in.
///
/// The slots are stored inline, so the counter costs one load from the object that holds it.
struct RequestCounter: ~Copyable, Sendable {
    private let slots: InlineArray<8, Slot> = InlineArray { _ in Slot() }
    /// Keeps whatever follows the last slot off its cache line.
    private let paddingAfter: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)

    init() {}

    func increment() {
        slots[Self.slotIndex()].count.wrappingAdd(1, ordering: .relaxed)
    }

    func decrement() {
        slots[Self.slotIndex()].count.wrappingSubtract(1, ordering: .releasing)
    }

    /// The number of requests in flight now (a snapshot taken slot by slot).
    var total: Int {
        var total = 0
        for index in slots.indices { total &+= slots[index].count.load(ordering: .acquiring) }
        return total
    }

    private static func slotIndex() -> Int {
        Int(scroll_thread_index() % 8)
    }
}

/// One counter, 64 bytes after whatever precedes it (the previous slot's counter, or the fields
/// before the counter in its holder), so no two counters share a cache line.
private struct Slot: ~Copyable, Sendable {
    private let paddingBefore: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    let count = Atomic<Int>(0)
}
