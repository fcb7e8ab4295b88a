import CWorkerLoop
import Glibc

/// The two facts of the machine the HTTP layer reads outside libmicrohttpd: the monotonic
/// clock and the number of CPUs online.
enum Machine {
    /// `CLOCK_MONOTONIC` in nanoseconds (`scroll_monotonic_nanoseconds` of `CWorkerLoop`).
    @inline(__always)
    static func monotonicNanoseconds() -> UInt64 { scroll_monotonic_nanoseconds() }

    /// `sysconf(_SC_NPROCESSORS_ONLN)`, at least 1.
    static var onlineProcessorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}
