import HTTPServer
import Synchronization

/// What the shared layout store did (`SharedLayoutStore`): each operation counted by its
/// result, and its round-trip time in the latency buckets of the HTTP histogram
/// (`LatencyBuckets`, 100 µs to 10 s). A mutex around a few arrays: every operation it counts
/// is a network round trip, thousands of times longer than the lock.
package final class SharedStoreMetrics: Sendable {
    package enum Operation: Int, CaseIterable {
        case read, write, delete

        var label: String {
            switch self {
            case .read: "read"
            case .write: "write"
            case .delete: "delete"
            }
        }

        /// A read may miss; a write or delete is accepted or fails.
        var outcomes: [Outcome] {
            self == .read ? [.ok, .miss, .error] : [.ok, .error]
        }
    }

    package enum Outcome: Int, CaseIterable {
        /// A read that found the layout, a write or delete that the store accepted.
        case ok
        /// A read of an id the store does not hold (or holds bytes that are not that layout).
        case miss
        /// No answer within the timeouts, a refused connection, an error reply, or backing off.
        case error

        var label: String {
            switch self {
            case .ok: "ok"
            case .miss: "miss"
            case .error: "error"
            }
        }
    }

    private struct Counts {
        var outcomes = [UInt64](repeating: 0, count: Operation.allCases.count * Outcome.allCases.count)
        var buckets = [UInt64](repeating: 0, count: Operation.allCases.count * LatencyBuckets.count)
        var nanoseconds = [UInt64](repeating: 0, count: Operation.allCases.count)
    }

    private let counts = Mutex(Counts())

    /// Counts one operation; `nanoseconds` nil when nothing was sent (backing off).
    package func record(_ operation: Operation, _ outcome: Outcome, nanoseconds: UInt64?) {
        counts.withLock { counts in
            counts.outcomes[operation.rawValue * Outcome.allCases.count + outcome.rawValue] &+= 1
            guard let nanoseconds else { return }
            counts.buckets[operation.rawValue * LatencyBuckets.count + LatencyBuckets.index(ofNanoseconds: nanoseconds)] &+= 1
            counts.nanoseconds[operation.rawValue] &+= nanoseconds
        }
    }

    /// The store's families: operations by result, round-trip time, and whether it is up.
    package func write(to text: inout PrometheusText, prefix: String, isUp: Bool) {
        let counts = counts.withLock { $0 }
        text.family(prefix + "layout_store_up", type: "gauge",
                    help: "1 while the last contact with the shared layout store (--layout-store) succeeded.")
        text.sample(prefix + "layout_store_up", [], UInt64(isUp ? 1 : 0))
        text.family(prefix + "layout_store_operations_total", type: "counter",
                    help: "Shared layout store operations by result (ok, miss: not stored there, error: no answer in time or refused).")
        for operation in Operation.allCases {
            for outcome in operation.outcomes {
                text.sample(prefix + "layout_store_operations_total", [("operation", operation.label), ("result", outcome.label)],
                            counts.outcomes[operation.rawValue * Outcome.allCases.count + outcome.rawValue])
            }
        }
        let name = prefix + "layout_store_operation_duration_seconds"
        text.family(name, type: "histogram", help: "Round-trip time of shared layout store operations that were sent.")
        for operation in Operation.allCases {
            let labels = [("operation", operation.label)]
            var cumulative: UInt64 = 0
            for bucket in 0..<LatencyBuckets.count {
                cumulative &+= counts.buckets[operation.rawValue * LatencyBuckets.count + bucket]
                text.sample(name + "_bucket", labels + [("le", LatencyBuckets.labels[bucket])], cumulative)
            }
            text.sample(name + "_sum", labels, Double(counts.nanoseconds[operation.rawValue]) / 1e9)
            text.sample(name + "_count", labels, cumulative)
        }
    }
}
