/// The upper bounds of the request-duration histogram, from 100 µs to 10 s.
///
/// Fixed rather than configurable so that every replica exposes the same buckets and
/// Prometheus can aggregate them (`histogram_quantile` over a sum across pods needs identical
/// `le` labels). Requests are CPU-bound and usually take well under a millisecond, hence the
/// fine steps at the low end; the top buckets catch slow uploads. The layout store's round trips
/// use the same buckets.
public enum LatencyBuckets {
    /// Upper bounds in nanoseconds, ascending; a final `+Inf` bucket follows them.
    public static let boundsNanoseconds: [UInt64] = [
        100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000, 25_000_000,
        50_000_000, 100_000_000, 250_000_000, 500_000_000, 1_000_000_000, 2_500_000_000,
        5_000_000_000, 10_000_000_000,
    ]

    /// The `le` label of each bound (Prometheus wants seconds), then `+Inf`.
    public static let labels: [String] = [
        "0.0001", "0.00025", "0.0005", "0.001", "0.0025", "0.005", "0.01", "0.025",
        "0.05", "0.1", "0.25", "0.5", "1", "2.5", "5", "10", "+Inf",
    ]

    /// Buckets including `+Inf`.
    public static let count = 17

    /// The first bucket whose bound is at least `nanoseconds` (`count - 1` for `+Inf`): a short
    /// linear scan, since most requests land in the first few buckets.
    public static func index(ofNanoseconds nanoseconds: UInt64) -> Int {
        var index = 0
        while index < boundsNanoseconds.count, nanoseconds > boundsNanoseconds[index] { index += 1 }
        return index
    }
}
