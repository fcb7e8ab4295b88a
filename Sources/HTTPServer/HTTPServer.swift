import Synchronization

/// An HTTP/1.1 server on libmicrohttpd that answers each request with a `Router` handler, after
/// the request filters have seen its head.
///
/// Lifecycle: `init` → `start()` (binds and starts the worker threads) → `stop()` (stop accepting,
/// let in-flight requests finish, close). A server runs once; create a new one to run again.
public final class HTTPServer: Sendable {
    public let configuration: ServerConfiguration
    public let router: Router
    /// Run in order on every request head before routing acts on it (see `RequestFilter`).
    public let filters: [any RequestFilter]
    /// Counted into while running; serve `metrics.exposition()` to expose them.
    public let metrics: ServerMetrics
    /// Ready once `start()` has bound the port, not ready from the moment `stop` is called.
    public let readiness: Readiness

    private enum Lifecycle: ~Copyable {
        case notStarted
        case running(RunningServer)
        case stopped
    }

    /// Guards start/stop so concurrent or repeated calls cannot start the server twice or stop it twice.
    private let lifecycle = Mutex<Lifecycle>(.notStarted)

    public init(
        configuration: ServerConfiguration, router: Router, filters: [any RequestFilter] = [],
        metrics: ServerMetrics = ServerMetrics(), readiness: Readiness = Readiness()
    ) {
        self.configuration = configuration
        self.router = router
        self.filters = filters
        self.metrics = metrics
        self.readiness = readiness
    }

    deinit {
        stop()
    }

    /// Binds `configuration.host:port` and starts serving.
    ///
    /// - Returns: the bound port — the kernel's choice when `configuration.port` is 0.
    /// - Throws: `HTTPServerError` when the host is not a numeric address, a limit is out of
    ///   range, the port cannot be bound (taken, or privileged), or the server was started before.
    public func start() throws -> UInt16 {
        try lifecycle.withLock { state throws(HTTPServerError) -> UInt16 in
            switch state {
            case .notStarted: break
            case .running: throw .alreadyStarted
            case .stopped: throw .alreadyStarted
            }
            try configuration.validate()
            let running = try RunningServer.start(configuration: configuration, router: router, filters: filters,
                                                 metrics: metrics, readiness: readiness)
            let port = running.port
            state = .running(running)
            readiness.markListening()
            return port
        }
    }

    /// Stops gracefully: `readiness` turns false first, then the listener stops accepting, then
    /// requests already in progress (a half-received upload too) get up to `drainSeconds` to
    /// finish; then every connection is closed and the worker threads are joined. Safe to call
    /// more than once, or never started.
    ///
    /// - Returns: `false` when requests were still in progress at the deadline. The server is then
    ///   left running — joining a worker thread busy in a handler could take arbitrarily long —
    ///   and the caller is expected to exit, which cuts every connection.
    @discardableResult
    public func stop(drainSeconds: Double = 5) -> Bool {
        readiness.markDraining()
        let running = lifecycle.withLock { state -> RunningServer? in
            switch consume state {
            case .running(let running):
                state = .stopped
                return running
            case .notStarted:
                state = .stopped
                return nil
            case .stopped:
                state = .stopped
                return nil
            }
        }
        let milliseconds = drainSeconds.isFinite ? Int(min(max(drainSeconds, 0), 86_400) * 1_000) : 0
        return running?.stop(drainMilliseconds: milliseconds) ?? true
    }
}
