import CMicroHTTPD
import CWorkerLoop
import Glibc

// The libmicrohttpd binding is this folder, and every `MHD_*` call, `Unmanaged` and C callback of
// the module is in it: Daemon.swift starts and stops the daemons, Callbacks.swift holds the
// callbacks libmicrohttpd calls and the conversion of answers, RequestStatePool.swift owns the
// requests' state. The rest of the module sees `ServerContext` and `inout RequestState`.

/// The started server: the listening socket, the worker daemons and the context their callbacks use.
///
/// `~Copyable` because `stop()` releases the context: a copy could be stopped twice. `stop()` is
/// `consuming`, so the compiler rejects any use after it.
/// `@unchecked Sendable`: libmicrohttpd's daemon functions may be called from any thread, and
/// `HTTPServer` hands this value out of its lock exactly once, to stop it.
struct RunningServer: ~Copyable, @unchecked Sendable {
    private let listener: ListeningSocket
    private let workers: WorkerThreads
    private let context: Unmanaged<ServerContext>
    private let metrics: ServerMetrics
    /// The port actually bound (the kernel's choice when the configuration asked for 0).
    var port: UInt16 { listener.port }

    /// Binds the listening socket and starts the worker threads, each running its own daemon
    /// (epoll, `MHD_run` from the loop in `CWorkerLoop`).
    static func start(
        configuration: ServerConfiguration, router: Router, filters: [any RequestFilter],
        metrics: ServerMetrics, readiness: Readiness
    ) throws(HTTPServerError) -> RunningServer {
        let listener = try ListeningSocket(host: configuration.host, port: configuration.port)
        var flags = MHD_USE_EPOLL.rawValue | MHD_USE_ERROR_LOG.rawValue
        if listener.isIPv6 { flags |= MHD_USE_IPv6.rawValue }

        let serverContext = ServerContext(
            router: router, filters: filters, maxBodyBytes: configuration.maxBodyBytes,
            maxBufferedBytes: configuration.maxBufferedBytes, threads: configuration.threadPoolSize,
            readiness: readiness, accessLog: configuration.accessLog, refusalBody: configuration.refusalBody)
        metrics.attach(serverContext)
        let context = Unmanaged.passRetained(serverContext)
        do {
            // Never more workers than connections: each needs a share of the limit.
            let workers = try WorkerThreads.start(
                count: min(configuration.threadPoolSize, configuration.connectionLimit),
                connectionLimit: configuration.connectionLimit
            ) { connectionLimit in
                scroll_mhd_start_daemon(
                    flags, listener.descriptor,
                    UInt32(clamping: connectionLimit),
                    UInt32(clamping: configuration.connectionTimeoutSeconds),
                    configuration.connectionMemoryBytes,
                    handleAccess, context.toOpaque(),
                    handleRequestCompleted, context.toOpaque(),
                    handleConnectionNotification, context.toOpaque(),
                    unescapeUnlessNUL)
            }
            return RunningServer(listener: listener, workers: workers, context: context, metrics: metrics)
        } catch {
            listener.close()
            metrics.detach()
            context.release()
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: error.reason)
        }
    }

    private init(
        listener: ListeningSocket, workers: consuming WorkerThreads, context: Unmanaged<ServerContext>,
        metrics: ServerMetrics
    ) {
        self.listener = listener
        self.workers = workers
        self.context = context
        self.metrics = metrics
    }

    /// Stops accepting, lets requests already in progress finish for up to `drainMilliseconds`,
    /// then closes every connection and joins the worker threads.
    ///
    /// When requests are still in progress at the deadline the server is *abandoned* rather than
    /// stopped: joining a worker thread busy in a handler (a batch of many queries over a
    /// million-row layout, say) would hold the process past its deadline for as long as the
    /// handler runs. The caller exits instead (`scroll-query-server` with status 3), and the
    /// kernel closes every connection at once.
    ///
    /// - Returns: `true` when every request in progress finished within the time; `false` when
    ///   some were cut off.
    consuming func stop(drainMilliseconds: Int) -> Bool {
        let deadline = scroll_monotonic_nanoseconds() &+ UInt64(max(0, drainMilliseconds)) &* 1_000_000
        let server = context.takeUnretainedValue()
        workers.stopAccepting()
        // An idle worker stops accepting at once; a busy one after its request, so only a
        // request still in progress at the deadline makes this give up.
        while !workers.haveStoppedAccepting {
            if server.requestsInFlight > 0, scroll_monotonic_nanoseconds() >= deadline { return false }
            usleep(1_000)
        }
        // Now no worker accepts: the kernel may refuse new connections at once.
        listener.stopAccepting()
        while server.requestsInFlight > 0, scroll_monotonic_nanoseconds() < deadline {
            usleep(10_000)
        }
        guard server.requestsInFlight <= 0 else { return false }
        workers.stop()
        listener.close()
        metrics.detach()
        context.release()
        return true
    }
}

/// libmicrohttpd's URL unescaper (`MHD_OPTION_UNESCAPE_CALLBACK`): decodes `%HH` as the default
/// does, except in text that holds `%00`, which is left as sent.
///
/// The access handler receives the path as a C string, so a decoded NUL would end it early:
/// `/healthz%00x` would reach the router as `/healthz`. Left encoded, such a path matches no
/// route (404), and query arguments keep their full text.
///
/// Text without `%` (the usual path) has nothing to decode: its length is the answer.
func unescapeUnlessNUL(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, text: UnsafeMutablePointer<CChar>?
) -> Int {
    guard let text else { return 0 }
    if strchr(text, Int32(UInt8(ascii: "%"))) == nil || strstr(text, "%00") != nil { return strlen(text) }
    return MHD_http_unescape(text)
}

/// The server's worker threads: each runs one libmicrohttpd daemon (epoll, no internal thread)
/// on the shared listening socket, in the event loop of `CWorkerLoop` (worker_loop.c).
///
/// Why not libmicrohttpd's own thread pool: its epoll loop in 0.9.75 can stall a worker for the
/// whole connection timeout when 128, 256, … requests are ready together (worker_loop.h says how).
/// The pool divided the connection limit between its workers; so does this
/// (`scroll_mhd_worker_connection_limit`).
///
/// `~Copyable`: `stop()` stops and frees the daemons, so a copy could stop them twice.
struct WorkerThreads: ~Copyable {
    private let daemons: [OpaquePointer]
    private let threads: [pthread_t]
    private let signals: UnsafeMutablePointer<scroll_mhd_worker_signals>

    /// Why the workers could not start (libmicrohttpd logs its own reasons to standard error).
    struct StartFailure: Error {
        let reason: String
    }

    /// Starts `count` workers, each a daemon — `startDaemon(connectionLimit)` starts one with its
    /// share of `connectionLimit` — and its thread. On failure, whatever started is stopped again
    /// before this throws.
    static func start(count: Int, connectionLimit: Int, startDaemon: (Int) -> OpaquePointer?)
        throws(StartFailure) -> WorkerThreads
    {
        let signals = UnsafeMutablePointer<scroll_mhd_worker_signals>.allocate(capacity: 1)
        signals.initialize(to: scroll_mhd_worker_signals(
            quiesce: eventfd(0, Int32(EFD_CLOEXEC)), stop: eventfd(0, Int32(EFD_CLOEXEC)), quiesced: 0))
        var daemons: [OpaquePointer] = []
        var threads: [pthread_t] = []
        func failing(_ reason: String) -> StartFailure {
            stop(daemons: daemons, threads: threads, signals: signals)
            return StartFailure(reason: reason)
        }
        guard signals.pointee.quiesce >= 0, signals.pointee.stop >= 0 else {
            throw failing("eventfd: \(String(cString: strerror(errno)))")
        }
        for worker in 0..<count {
            let limit = scroll_mhd_worker_connection_limit(
                UInt32(clamping: connectionLimit), UInt32(clamping: count), UInt32(clamping: worker))
            guard let daemon = startDaemon(Int(limit)) else { throw failing("see the libmicrohttpd message above") }
            daemons.append(daemon)
            var thread = pthread_t()
            let error = scroll_mhd_start_worker(daemon, limit, signals, &thread)
            guard error == 0 else { throw failing("worker thread: \(String(cString: strerror(error)))") }
            threads.append(thread)
        }
        return WorkerThreads(daemons: daemons, threads: threads, signals: signals)
    }

    private init(daemons: [OpaquePointer], threads: [pthread_t], signals: UnsafeMutablePointer<scroll_mhd_worker_signals>) {
        self.daemons = daemons
        self.threads = threads
        self.signals = signals
    }

    /// Asks every worker to stop accepting. Each does on its own thread, between requests: see
    /// `haveStoppedAccepting`.
    func stopAccepting() {
        _ = eventfd_write(signals.pointee.quiesce, 1)
    }

    /// Whether every worker has stopped accepting since `stopAccepting()`.
    var haveStoppedAccepting: Bool {
        scroll_mhd_workers_quiesced(signals) >= UInt32(daemons.count)
    }

    /// Stops every worker, joins its thread, then closes its connections and frees its daemon.
    consuming func stop() {
        Self.stop(daemons: daemons, threads: threads, signals: signals)
    }

    private static func stop(
        daemons: [OpaquePointer], threads: [pthread_t], signals: UnsafeMutablePointer<scroll_mhd_worker_signals>
    ) {
        if signals.pointee.stop >= 0 { _ = eventfd_write(signals.pointee.stop, 1) }
        for thread in threads { _ = pthread_join(thread, nil) }
        for daemon in daemons {
            // No worker runs now. A daemon that never quiesced would close the listening socket
            // it shares with the others when stopped; quiescing first gives the socket back.
            _ = MHD_quiesce_daemon(daemon)
            MHD_stop_daemon(daemon)
        }
        if signals.pointee.quiesce >= 0 { _ = close(signals.pointee.quiesce) }
        if signals.pointee.stop >= 0 { _ = close(signals.pointee.stop) }
        signals.deallocate()
    }
}

extension ServerConfiguration {
    /// The libmicrohttpd version linked at run time, e.g. `"0.9.75"`.
    public static var libraryVersion: String {
        MHD_get_version().map { String(cString: $0) } ?? "unknown"
    }
}
