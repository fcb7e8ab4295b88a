import CMicroHTTPD
import Glibc
import Synchronization

// The daemon side of the libmicrohttpd binding: start and shutdown of the whole server. With
// BindAddress, ListeningSocket, WorkerThreads and ConnectionCallbacks this is all of the module's
// unsafe code.

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
    /// The port actually bound (the kernel's choice when the configuration asked for 0).
    var port: UInt16 { listener.port }

    /// Binds the listening socket and starts the worker threads, each running its own daemon
    /// (epoll, `MHD_run` from the loop in `workers.h`).
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
            readiness: readiness, accessLog: configuration.accessLog)
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
            return RunningServer(listener: listener, workers: workers, context: context)
        } catch {
            listener.close()
            context.release()
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: error.reason)
        }
    }

    private init(listener: ListeningSocket, workers: consuming WorkerThreads, context: Unmanaged<ServerContext>) {
        self.listener = listener
        self.workers = workers
        self.context = context
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
/// Text without `%` (the usual path) has nothing to decode: its length is the answer, found
/// without the search for `%00` and the decoding pass (callgrind: about 250 instructions less
/// per request on the bench POST).
func unescapeUnlessNUL(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, text: UnsafeMutablePointer<CChar>?
) -> Int {
    guard let text else { return 0 }
    if strchr(text, Int32(UInt8(ascii: "%"))) == nil || strstr(text, "%00") != nil { return strlen(text) }
    return MHD_http_unescape(text)
}
