/// Where and how the server listens, and the limits it enforces.
public struct ServerConfiguration: Sendable {
    /// 32 MiB: room for a six-figure item list, small enough that a few concurrent uploads
    /// cannot exhaust memory.
    public static let defaultMaxBodyBytes = 33_554_432
    /// 256 MiB: eight maximal bodies at once, or thousands of ordinary ones.
    public static let defaultMaxBufferedBytes = 268_435_456
    public static let defaultConnectionLimit = 1024
    public static let defaultConnectionTimeoutSeconds = 15
    /// 16 KiB, half libmicrohttpd's own default: libmicrohttpd zeroes the whole pool after every
    /// request on a kept-alive connection, so each request pays a `memset` of this size (and the
    /// cache lines it evicts). At 8 KiB large bodies arrive in chunks small enough to cost
    /// measurably; 16 KiB still takes a 12 KiB request head. Measured: docs/performance.md.
    public static let defaultConnectionMemoryBytes = 16_384

    /// A numeric IPv4 or IPv6 address to bind, e.g. `"127.0.0.1"`, `"0.0.0.0"`, `"::1"`.
    /// Host names are not resolved: binding is explicit so `127.0.0.1` never means "everywhere".
    public var host: String
    /// The TCP port; 0 asks the kernel for any free port (read it back from `HTTPServer.start()`).
    public var port: UInt16
    /// The largest request body accepted; larger ones are refused with 413 (`Refusal.payloadTooLarge`).
    public var maxBodyBytes: Int
    /// The most body bytes all requests together may hold; a request that would pass it is
    /// refused with 503 and `Retry-After` (`Refusal.overloaded`). Bounds memory whatever the
    /// number of connections.
    public var maxBufferedBytes: Int
    /// Worker threads, each running its own libmicrohttpd daemon and epoll loop. Handlers are
    /// CPU-bound and never block, so more threads than cores only adds context switches.
    public var threadPoolSize: Int
    /// The most simultaneous connections. At the limit libmicrohttpd stops accepting, so further
    /// connections wait in the kernel's listen backlog until one closes. Split between the worker
    /// threads, so there are never more threads than this.
    public var connectionLimit: Int
    /// Seconds of inactivity after which a connection is closed (slow or idle clients); 0: never.
    public var connectionTimeoutSeconds: Int
    /// Whether every request is logged as one JSON line on standard output (see `AccessLog`).
    public var accessLog: Bool
    /// The memory pool libmicrohttpd gives each connection (`MHD_OPTION_CONNECTION_MEMORY_LIMIT`):
    /// it holds the request line and headers (a longer head is refused with 414 or 431), the
    /// response head, and the read buffer a body arrives through.
    public var connectionMemoryBytes: Int
    /// Writes the body of every answer the server makes itself (`Refusal`): the format of those
    /// bodies, and any code or message in them, are the app's. The server adds the status and
    /// the protocol's headers.
    public var refusalBody: RefusalBodyWriter

    public init(
        host: String = "127.0.0.1",
        port: UInt16 = 8080,
        maxBodyBytes: Int = ServerConfiguration.defaultMaxBodyBytes,
        maxBufferedBytes: Int = ServerConfiguration.defaultMaxBufferedBytes,
        threadPoolSize: Int = ServerConfiguration.onlineProcessorCount,
        connectionLimit: Int = ServerConfiguration.defaultConnectionLimit,
        connectionTimeoutSeconds: Int = ServerConfiguration.defaultConnectionTimeoutSeconds,
        accessLog: Bool = false,
        connectionMemoryBytes: Int = ServerConfiguration.defaultConnectionMemoryBytes,
        refusalBody: @escaping RefusalBodyWriter
    ) {
        self.host = host
        self.port = port
        self.maxBodyBytes = maxBodyBytes
        self.maxBufferedBytes = maxBufferedBytes
        self.threadPoolSize = threadPoolSize
        self.connectionLimit = connectionLimit
        self.connectionTimeoutSeconds = connectionTimeoutSeconds
        self.accessLog = accessLog
        self.connectionMemoryBytes = connectionMemoryBytes
        self.refusalBody = refusalBody
    }

    /// The number of CPUs online now (at least 1), the default number of worker threads.
    public static var onlineProcessorCount: Int {
        Machine.onlineProcessorCount
    }

    /// Checks the numeric limits, so a bad value fails `start()` with a message instead of being
    /// silently clamped by libmicrohttpd.
    func validate() throws(HTTPServerError) {
        if maxBodyBytes < 0 { throw .invalidConfiguration("maxBodyBytes must be 0 or more, got \(maxBodyBytes)") }
        if maxBufferedBytes < 0 {
            throw .invalidConfiguration("maxBufferedBytes must be 0 or more, got \(maxBufferedBytes)")
        }
        if threadPoolSize < 1 { throw .invalidConfiguration("threadPoolSize must be 1 or more, got \(threadPoolSize)") }
        if connectionLimit < 1 { throw .invalidConfiguration("connectionLimit must be 1 or more, got \(connectionLimit)") }
        if connectionMemoryBytes < 4_096 {
            throw .invalidConfiguration("connectionMemoryBytes must be 4096 or more, got \(connectionMemoryBytes)")
        }
        if connectionTimeoutSeconds < 0 {
            throw .invalidConfiguration("connectionTimeoutSeconds must be 0 or more, got \(connectionTimeoutSeconds)")
        }
    }
}
