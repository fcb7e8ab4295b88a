import Synchronization

/// A Redis client that many threads share: a small pool of blocking connections, each call
/// bounded in time, and a pause after a failure so that a store that is down costs the callers
/// nothing but a check of the clock.
///
/// - A call takes an idle connection (or opens one, waiting at most `connectMilliseconds`),
///   sends its command, and waits at most `ioMilliseconds` for each read or write.
/// - A pooled connection may have died since its last use (the server restarted): a call that
///   fails on one retries once on a fresh connection, so a restart costs no failed call. Only
///   idempotent commands are sent through `run` for that reason.
/// - When a fresh connection fails, the server is marked down for `retryMilliseconds`: calls in
///   that window throw `RedisError.backingOff` at once, without touching the network. The first
///   call after it tries again; a success marks the server up. No thread runs in the background.
public final class RedisClient: Sendable {
    /// How long each step may wait, in milliseconds.
    public struct Timeouts: Sendable, Equatable {
        /// Opening a connection (TCP connect, and `SELECT` of the database).
        public var connectMilliseconds: Int
        /// Each read or write of a command on an open connection.
        public var ioMilliseconds: Int
        /// After a failure, how long calls fail at once before the next attempt.
        public var retryMilliseconds: Int

        /// 200 ms to connect, 500 ms per read or write, 1 s between attempts while down.
        public static let standard = Timeouts(connectMilliseconds: 200, ioMilliseconds: 500, retryMilliseconds: 1000)

        public init(connectMilliseconds: Int, ioMilliseconds: Int, retryMilliseconds: Int) {
            self.connectMilliseconds = connectMilliseconds
            self.ioMilliseconds = ioMilliseconds
            self.retryMilliseconds = retryMilliseconds
        }
    }

    /// What the last contact with the server showed.
    public enum State: Sendable, Equatable {
        /// Nothing sent yet.
        case unknown
        /// The last call got a reply.
        case up
        /// The last attempt failed, for `reason`; calls fail at once until the retry time.
        case down(reason: String)
    }

    public let endpoint: RedisEndpoint
    public let timeouts: Timeouts
    /// Idle connections kept for reuse, at most this many (a worker holds one during a call).
    public let maxIdleConnections: Int

    private struct Shared {
        var idle: [RedisConnection] = []
        var state: State = .unknown
        /// While down: no attempt before this instant.
        var retryAt: ContinuousClock.Instant?
    }

    private let shared = Mutex(Shared())

    public init(endpoint: RedisEndpoint, timeouts: Timeouts = .standard, maxIdleConnections: Int = 64) {
        self.endpoint = endpoint
        self.timeouts = timeouts
        self.maxIdleConnections = max(maxIdleConnections, 0)
    }

    /// What the last contact showed.
    public var state: State {
        shared.withLock { $0.state }
    }

    /// The seconds a caller refused while the server is down should wait before asking again:
    /// the retry interval, rounded up to whole seconds (what a `Retry-After` header carries).
    public var retryAfterSeconds: Int {
        max(1, (timeouts.retryMilliseconds + 999) / 1000)
    }

    /// Runs one idempotent command (it may be sent twice: see the type's comment) and returns
    /// its reply; throws when no reply came, within the timeouts.
    public func run(_ arguments: [[UInt8]]) throws(RedisError) -> RedisReply {
        let pooled = try checkOut()
        if let pooled {
            do {
                let reply = try pooled.command(arguments)
                checkIn(pooled)
                return reply
            } catch {
                // Dropped: a connection that failed once is not reused. Try a fresh one below.
            }
        }
        let connection: RedisConnection
        do {
            connection = try RedisConnection(
                endpoint, connectMilliseconds: timeouts.connectMilliseconds, ioMilliseconds: timeouts.ioMilliseconds)
        } catch {
            markDown(error)
            throw error
        }
        do {
            let reply = try connection.command(arguments)
            checkIn(connection)
            return reply
        } catch {
            markDown(error)
            throw error
        }
    }

    // MARK: - Private

    /// An idle connection, or nil (open a new one); throws while backing off.
    private func checkOut() throws(RedisError) -> RedisConnection? {
        let now = ContinuousClock.now
        let outcome: Result<RedisConnection?, RedisError> = shared.withLock { shared in
            if case .down(let reason) = shared.state, let retryAt = shared.retryAt, now < retryAt {
                return .failure(.backingOff("\(reason); no new attempt for up to \(timeouts.retryMilliseconds) ms"))
            }
            return .success(shared.idle.popLast())
        }
        return try outcome.get()
    }

    /// Returns a connection that just answered, and marks the server up.
    private func checkIn(_ connection: RedisConnection) {
        let dropped: RedisConnection? = shared.withLock { shared in
            shared.state = .up
            shared.retryAt = nil
            guard shared.idle.count < maxIdleConnections else { return connection }
            shared.idle.append(connection)
            return nil
        }
        _ = dropped  // closed here, outside the lock
    }

    /// Marks the server down until the retry time and drops the idle connections (they were to
    /// the same server, and likely broken too).
    private func markDown(_ error: RedisError) {
        let retryAt = ContinuousClock.now.advanced(by: .milliseconds(timeouts.retryMilliseconds))
        let dropped: [RedisConnection] = shared.withLock { shared in
            shared.state = .down(reason: error.reason)
            shared.retryAt = retryAt
            defer { shared.idle.removeAll() }
            return shared.idle
        }
        _ = dropped
    }
}
