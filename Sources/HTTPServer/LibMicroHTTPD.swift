import CMicroHTTPD
import Glibc
import Synchronization

// The daemon side of the libmicrohttpd binding: binding address, start, port, shutdown.
// Together with ConnectionCallbacks.swift this is all of the module's unsafe code.

/// A started libmicrohttpd daemon and the context its callbacks use.
///
/// `~Copyable` because `stop()` releases the context: a copy could be stopped twice. `stop()` is
/// `consuming`, so the compiler rejects any use after it.
/// `@unchecked Sendable`: libmicrohttpd's daemon functions may be called from any thread, and
/// `HTTPServer` hands this value out of its lock exactly once, to stop it.
struct RunningDaemon: ~Copyable, @unchecked Sendable {
    private let daemon: OpaquePointer
    private let context: Unmanaged<ServerContext>
    /// The port actually bound (the kernel's choice when the configuration asked for 0).
    let port: UInt16

    /// Starts the daemon: a pool of worker threads, each with its own epoll loop.
    ///
    /// Thread pool + epoll is the mode that keeps up at hundreds of connections in
    /// libmicrohttpd 0.9.75; without a pool it stalls at 256. `MHD_USE_ITC` is required by
    /// `MHD_quiesce_daemon` in this mode.
    static func start(
        configuration: ServerConfiguration, router: Router, filters: [any RequestFilter],
        metrics: ServerMetrics, readiness: Readiness
    ) throws(HTTPServerError) -> RunningDaemon {
        let address = try BindAddress(host: configuration.host, port: configuration.port)
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue
            | MHD_USE_ITC.rawValue | MHD_USE_ERROR_LOG.rawValue
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }

        let serverContext = ServerContext(
            router: router, filters: filters, maxBodyBytes: configuration.maxBodyBytes,
            maxBufferedBytes: configuration.maxBufferedBytes, threads: configuration.threadPoolSize,
            readiness: readiness, accessLog: configuration.accessLog)
        metrics.attach(serverContext)
        let context = Unmanaged.passRetained(serverContext)
        let started = address.withSockaddr { sockaddr in
            scroll_mhd_start_daemon(
                flags, configuration.port, sockaddr,
                // libmicrohttpd splits the connection limit between the workers and refuses to
                // start with more workers than connections.
                UInt32(clamping: min(configuration.threadPoolSize, configuration.connectionLimit)),
                UInt32(clamping: configuration.connectionLimit),
                UInt32(clamping: configuration.connectionTimeoutSeconds),
                configuration.connectionMemoryBytes,
                handleAccess, context.toOpaque(),
                handleRequestCompleted, context.toOpaque(),
                handleConnectionNotification, context.toOpaque(),
                unescapeUnlessNUL)
        }
        guard let daemon = started else {
            let reason = errno == 0 ? "see the libmicrohttpd message above" : String(cString: strerror(errno))
            context.release()
            throw .cannotListen(host: configuration.host, port: configuration.port, reason: reason)
        }
        return RunningDaemon(daemon: daemon, context: context, port: scroll_mhd_bound_port(daemon))
    }

    /// Stops accepting, lets requests already in progress finish for up to `drainMilliseconds`,
    /// then closes every connection and joins the worker threads.
    ///
    /// When requests are still in progress at the deadline the daemon is *abandoned* rather than
    /// stopped: `MHD_stop_daemon` joins the worker threads, and a thread busy in a handler (a
    /// batch of many queries over a million-row layout, say) would hold the process past its
    /// deadline for as long as the handler runs. The caller exits instead (`scroll-query-server`
    /// with status 3), and the kernel closes every connection at once.
    ///
    /// - Returns: `true` when every request in progress finished within the time; `false` when
    ///   some were cut off.
    consuming func stop(drainMilliseconds: Int) -> Bool {
        let listenSocket = MHD_quiesce_daemon(daemon)
        // The listen socket must stay open until MHD_stop_daemon (a worker may still hold it), but
        // shutting it down now makes the kernel refuse new connections at once, instead of
        // queueing them in the backlog where they would wait for a server that never accepts.
        if listenSocket != MHD_INVALID_SOCKET { _ = shutdown(listenSocket, Int32(SHUT_RDWR)) }
        let server = context.takeUnretainedValue()
        let deadline = scroll_monotonic_nanoseconds() &+ UInt64(max(0, drainMilliseconds)) &* 1_000_000
        while server.requestsInFlight > 0, scroll_monotonic_nanoseconds() < deadline {
            usleep(10_000)
        }
        guard server.requestsInFlight <= 0 else { return false }
        MHD_stop_daemon(daemon)
        // After quiescing, the listen socket belongs to us, and may be closed only after stop.
        if listenSocket != MHD_INVALID_SOCKET { close(listenSocket) }
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

/// A numeric IPv4 or IPv6 address and port in the `sockaddr` form `MHD_OPTION_SOCK_ADDR` takes.
///
/// Passing the address is what makes `--host 127.0.0.1` bind only loopback: without it
/// libmicrohttpd listens on every interface.
struct BindAddress {
    private var storage = sockaddr_storage()
    let isIPv6: Bool

    init(host: String, port: UInt16) throws(HTTPServerError) {
        // An embedded NUL would make inet_pton read only a prefix of the host.
        guard !host.utf8.contains(0) else { throw .invalidHost(host) }
        var ipv4 = sockaddr_in()
        if inet_pton(AF_INET, host, &ipv4.sin_addr) == 1 {
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = port.bigEndian
            isIPv6 = false
            Self.copy(ipv4, into: &storage)
            return
        }
        var ipv6 = sockaddr_in6()
        if inet_pton(AF_INET6, host, &ipv6.sin6_addr) == 1 {
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = port.bigEndian
            isIPv6 = true
            Self.copy(ipv6, into: &storage)
            return
        }
        throw .invalidHost(host)
    }

    /// Calls `body` with a `sockaddr` pointer valid only for the duration of the call.
    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>) -> Result) -> Result {
        withUnsafePointer(to: storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1, body)
        }
    }

    private static func copy<Address>(_ address: Address, into storage: inout sockaddr_storage) {
        withUnsafeMutableBytes(of: &storage) { destination in
            withUnsafeBytes(of: address) { destination.copyMemory(from: $0) }
        }
    }
}
