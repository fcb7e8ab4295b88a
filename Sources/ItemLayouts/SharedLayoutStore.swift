import RedisClient

/// The layouts every replica shares (`--layout-store redis://HOST:PORT/DB`): each layout's
/// canonical form (`LayoutCanonicalForm`) under the key `scrollquery:layout:<id>`, kept for
/// `ttlSeconds` after it was last stored or read from here. Redis's own eviction bounds the
/// memory (`maxmemory` with `allkeys-lru`, as the Kubernetes manifest configures it); an id it
/// evicted is a 404 `unknown_layout`, as one evicted from a replica's cache always was.
///
/// Bytes read back are checked against the id they were read under (their SHA-256 is the id),
/// so a value written by anything else is a miss, never a wrong layout.
///
/// Every call is bounded by the client's timeouts (`RedisClient.Timeouts.standard`: 200 ms to
/// connect, 500 ms per read or write, 1 s of failing fast after a failure; at worst about 1.2 s,
/// a read timed out on a pooled connection and one fresh attempt): the store being down or slow
/// costs a request at most that, and throws `layoutStoreUnavailable` (503).
package final class SharedLayoutStore: Sendable {
    package static let keyPrefix = "scrollquery:layout:"
    /// Seven days: a layout nobody stored or fetched from the store for a week is dropped.
    package static let ttlSeconds = 7 * 24 * 60 * 60

    package let client: RedisClient
    package let metrics = SharedStoreMetrics()

    package init(client: RedisClient) {
        self.client = client
    }

    /// The layout stored under `id`, or nil when the store does not hold it.
    package func layout(_ id: LayoutID) throws(LayoutStoreUnavailable) -> ItemLayout? {
        let (reply, elapsed) = try run(.read, ["GETEX", Self.key(id), "EX", String(Self.ttlSeconds)])
        guard case .bulk(let bytes) = reply else {
            metrics.record(.read, .miss, nanoseconds: elapsed)
            return nil
        }
        var digest = SHA256()
        digest.update(bytes)
        guard LayoutID(sha256: digest.finalize()) == id, let layout = try? LayoutCanonicalForm.layout(from: bytes) else {
            metrics.record(.read, .miss, nanoseconds: elapsed)
            return nil
        }
        metrics.record(.read, .ok, nanoseconds: elapsed)
        return layout
    }

    /// Stores `layout` under `id` (its content hash), replacing what was there and renewing
    /// its time to live.
    package func write(_ layout: ItemLayout, as id: LayoutID) throws(LayoutStoreUnavailable) {
        let (_, elapsed) = try run(.write, [Array("SET".utf8), Array(Self.key(id).utf8), LayoutCanonicalForm.bytes(of: layout),
                             Array("EX".utf8), Array(String(Self.ttlSeconds).utf8)])
        metrics.record(.write, .ok, nanoseconds: elapsed)
    }

    /// Deletes `id`; whether the store held it.
    package func remove(_ id: LayoutID) throws(LayoutStoreUnavailable) -> Bool {
        let (reply, elapsed) = try run(.delete, ["DEL", Self.key(id)])
        metrics.record(.delete, .ok, nanoseconds: elapsed)
        return reply == .integer(1)
    }

    /// Pings the store unless the last contact succeeded (what `/readyz` does, so a replica
    /// finds its store again without traffic); bounded by the timeouts, and free while backing off.
    package func refreshState() {
        if case .up = client.state { return }
        _ = try? client.run([Array("PING".utf8)])
    }

    /// Whether the last contact succeeded (nothing sent yet counts as up: nothing failed).
    package var isUp: Bool {
        if case .down = client.state { return false }
        return true
    }

    /// `up`, `down` or `unknown` (nothing sent yet), for `/readyz`.
    package var stateName: String {
        switch client.state {
        case .unknown: "unknown"
        case .up: "up"
        case .down: "down"
        }
    }

    package static func key(_ id: LayoutID) -> String {
        keyPrefix + id.description
    }

    // MARK: - Private

    private func run(
        _ operation: SharedStoreMetrics.Operation, _ arguments: [String]
    ) throws(LayoutStoreUnavailable) -> (RedisReply, UInt64) {
        try run(operation, arguments.map { Array($0.utf8) })
    }

    /// Runs one command and turns every failure into `LayoutStoreUnavailable` (counted here);
    /// the caller counts a reply, with the round trip in nanoseconds returned beside it.
    private func run(
        _ operation: SharedStoreMetrics.Operation, _ arguments: [[UInt8]]
    ) throws(LayoutStoreUnavailable) -> (RedisReply, UInt64) {
        let started = ContinuousClock.now
        let reply: RedisReply
        do {
            reply = try client.run(arguments)
        } catch {
            if case .backingOff = error {
                metrics.record(operation, .error, nanoseconds: nil)
            } else {
                metrics.record(operation, .error, nanoseconds: Self.nanoseconds(since: started))
            }
            throw LayoutStoreUnavailable(reason: error.reason, retryAfterSeconds: client.retryAfterSeconds)
        }
        let elapsed = Self.nanoseconds(since: started)
        if case .error(let message) = reply {
            metrics.record(operation, .error, nanoseconds: elapsed)
            throw LayoutStoreUnavailable(
                reason: "the store refused \(operation.label): \(message)", retryAfterSeconds: client.retryAfterSeconds)
        }
        return (reply, elapsed)
    }

    private static func nanoseconds(since start: ContinuousClock.Instant) -> UInt64 {
        let elapsed = ContinuousClock.now - start
        let (seconds, attoseconds) = elapsed.components
        return UInt64(max(seconds, 0)) &* 1_000_000_000 &+ UInt64(max(attoseconds, 0) / 1_000_000_000)
    }
}
