import CWorkerLoop
import Glibc
import Synchronization

/// The counters of one running server: one block of `UInt64`s per worker thread, summed when
/// `/metrics` is scraped.
///
/// Why per thread: every request updates a dozen counters. Shared atomics would make the worker
/// threads take turns owning the same cache lines on every request; a block per thread is written
/// by that thread alone, so an update is a plain add to memory already in its cache, and the cost
/// moves to the rare scrape, which reads every block (see CWorkerLoop/include/counters.h for the memory ordering).
///
/// A thread finds its block through a `pthread` key (one `pthread_getspecific` per request); the
/// block is allocated the first time the thread records anything. There is room for
/// `capacity` threads — the pool's size plus a margin; a thread beyond that records nothing rather
/// than share a block.
///
/// Block layout, in counters: a header (connections opened, connections closed, request-id
/// sequence, the block's index, requests started, requests finished), then one section per route plus one for requests that matched none: status counts
/// indexed by status code (0: no answer sent), histogram buckets (not cumulative), duration sum in
/// nanoseconds, request body bytes, response body bytes.
final class MetricsStore: @unchecked Sendable {
    /// `(method, path)` of each route, in router order; the section after them is "unmatched".
    let routeLabels: [(method: String, path: String)]
    let capacity: Int
    /// Random per process: the top digits of generated request ids.
    let requestIDPrefix: UInt64

    static let headerCount = 6
    static let connectionsOpened = 0
    static let connectionsClosed = 1
    static let requestIDSequence = 2
    /// The block's own index (for generated request ids); not a metric.
    static let blockIndexSlot = 3
    /// Requests whose head was admitted or refused, and requests whose completion was reported:
    /// the difference, summed over the blocks, is the number in flight. Counted per thread for the
    /// reason every counter here is — a shared atomic counter written twice per request is a
    /// cache line the worker threads take turns owning.
    static let requestsStarted = 4
    static let requestsFinished = 5
    /// Status codes 0...599 have a slot; an answer with a larger code counts as 599's neighbour 0.
    static let statusSlots = 600
    static let bucketsOffset = statusSlots
    static let durationSumOffset = bucketsOffset + LatencyBuckets.count
    static let bytesInOffset = durationSumOffset + 1
    static let bytesOutOffset = bytesInOffset + 1
    static let sectionStride = bytesOutOffset + 1

    let blockCount: Int
    private let key: pthread_key_t
    private let keyCreated: Bool
    private let blocks: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let claimed = Atomic<Int>(0)
    /// Requests in flight counted by threads that have no block (more threads than `capacity`, or
    /// no memory): rare, so a shared atomic is good enough.
    private let inFlightWithoutBlock = Atomic<Int>(0)

    init(routeLabels: [(method: String, path: String)], threads: Int) {
        self.routeLabels = routeLabels
        self.capacity = max(1, threads) + 8
        self.blockCount = Self.headerCount + (routeLabels.count + 1) * Self.sectionStride
        var key = pthread_key_t()
        keyCreated = pthread_key_create(&key, nil) == 0
        self.key = key
        blocks = .allocate(capacity: capacity)
        blocks.initialize(repeating: nil, count: capacity)
        requestIDPrefix = UInt64.random(in: 0...UInt64.max)
    }

    deinit {
        if keyCreated { pthread_key_delete(key) }
        for index in 0..<capacity { free(blocks[index]) }
        blocks.deallocate()
    }

    /// A thread's block of counters and the thread's index (its request-id shard and body-budget slot).
    typealias Block = (counters: UnsafeMutablePointer<UInt64>, index: Int)

    /// The calling thread's block and its index, allocated on first use; `nil` when there is no
    /// room (more threads than expected, or no memory) — the thread then records nothing. A
    /// callback that records several things looks it up once and passes it on.
    @inline(__always)
    func currentBlock() -> Block? {
        guard keyCreated else { return nil }
        if let existing = pthread_getspecific(key) {
            let counters = existing.assumingMemoryBound(to: UInt64.self)
            return (counters, Int(truncatingIfNeeded: counters[Self.blockIndexSlot]))
        }
        return claimBlock()
    }

    private func claimBlock() -> Block? {
        let index = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
        guard index < capacity, let memory = calloc(blockCount, MemoryLayout<UInt64>.size) else { return nil }
        let counters = memory.assumingMemoryBound(to: UInt64.self)
        counters[Self.blockIndexSlot] = UInt64(index)
        scroll_pointer_publish(blocks + index, memory)
        guard pthread_setspecific(key, memory) == 0 else { return nil }
        return (counters, index)
    }

    /// The calling thread's index (its block's), claiming a block on first use; `nil` when it has
    /// none. Other per-thread state — the body budget's credit — is indexed by it.
    @inline(__always)
    func threadIndex() -> Int? {
        currentBlock()?.index
    }

    /// The section offset for route `index` (`nil`: unmatched).
    @inline(__always)
    func sectionOffset(route index: Int?) -> Int {
        let section = index.map { $0 >= 0 && $0 < routeLabels.count ? $0 : routeLabels.count } ?? routeLabels.count
        return Self.headerCount + section * Self.sectionStride
    }

    /// Records one finished request on the calling thread's block and counts it as no longer in
    /// flight, with one look-up of the block (the completion callback's); returns the thread's
    /// index, as `threadIndex()` does.
    @inline(__always)
    func recordRequestCompleted(route: Int?, status: Int, nanoseconds: UInt64, bytesIn: Int, bytesOut: Int) -> Int? {
        guard let (counters, index) = currentBlock() else {
            inFlightWithoutBlock.wrappingSubtract(1, ordering: .releasing)
            return nil
        }
        let section = counters + sectionOffset(route: route)
        let statusSlot = status > 0 && status < Self.statusSlots ? status : 0
        scroll_counter_add(section + statusSlot, 1)
        scroll_counter_add(section + Self.bucketsOffset + LatencyBuckets.index(ofNanoseconds: nanoseconds), 1)
        scroll_counter_add(section + Self.durationSumOffset, nanoseconds)
        scroll_counter_add(section + Self.bytesInOffset, UInt64(truncatingIfNeeded: max(0, bytesIn)))
        scroll_counter_add(section + Self.bytesOutOffset, UInt64(truncatingIfNeeded: max(0, bytesOut)))
        scroll_counter_add(counters + Self.requestsFinished, 1)
        return index
    }

    /// Counts a connection opened (`true`) or closed (`false`) on the calling thread.
    func recordConnection(opened: Bool) {
        guard let (counters, _) = currentBlock() else { return }
        scroll_counter_add(counters + (opened ? Self.connectionsOpened : Self.connectionsClosed), 1)
    }

    /// Counts a request whose head has arrived (it is in flight until `recordRequestCompleted`),
    /// on the calling thread's `block` (`currentBlock()`).
    @inline(__always)
    func recordRequestStarted(in block: Block?) {
        guard let (counters, _) = block else {
            inFlightWithoutBlock.wrappingAdd(1, ordering: .relaxed)
            return
        }
        scroll_counter_add(counters + Self.requestsStarted, 1)
    }

    /// Requests started and not yet finished, over every thread (at least 0). A request starts
    /// and finishes on the thread that owns its connection, but the sums do not rely on it.
    func requestsInFlight() -> Int {
        var started: UInt64 = 0
        var finished: UInt64 = 0
        let used = min(claimed.load(ordering: .relaxed), capacity)
        for index in 0..<used {
            guard let block = scroll_pointer_load(blocks + index) else { continue }
            let counters = UnsafePointer(block.assumingMemoryBound(to: UInt64.self))
            started &+= scroll_counter_load(counters + Self.requestsStarted)
            finished &+= scroll_counter_load(counters + Self.requestsFinished)
        }
        let counted = Int(truncatingIfNeeded: started &- finished)
        return max(0, counted &+ inFlightWithoutBlock.load(ordering: .acquiring))
    }

    /// A new request id from the sequence of the calling thread's `block` (`currentBlock()`).
    func nextRequestID(in block: Block?) -> RequestID {
        guard let (counters, index) = block else {
            return .generated(RequestID.value(prefix: requestIDPrefix, shard: 0xFF, sequence: scroll_monotonic_nanoseconds()))
        }
        let sequence = scroll_counter_load(counters + Self.requestIDSequence)
        scroll_counter_add(counters + Self.requestIDSequence, 1)
        return .generated(RequestID.value(prefix: requestIDPrefix, shard: index, sequence: sequence))
    }

    /// The sum over all blocks of every counter (the scrape).
    func totals() -> [UInt64] {
        var totals = [UInt64](repeating: 0, count: blockCount)
        let used = min(claimed.load(ordering: .relaxed), capacity)
        for index in 0..<used {
            guard let block = scroll_pointer_load(blocks + index) else { continue }
            let counters = UnsafePointer(block.assumingMemoryBound(to: UInt64.self))
            for slot in 0..<blockCount { totals[slot] &+= scroll_counter_load(counters + slot) }
        }
        return totals
    }
}
