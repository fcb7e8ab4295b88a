import CMicroHTTPD
import Glibc

/// The server's worker threads: each runs one libmicrohttpd daemon (epoll, no internal thread)
/// on the shared listening socket, in the event loop of `workers.h`.
///
/// Why not libmicrohttpd's own thread pool: its epoll loop in 0.9.75 can stall a worker for the
/// whole connection timeout when 128, 256, … requests are ready together (`workers.h` says how).
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
