import CMicroHTTPD
import Glibc

/// The server's worker threads: each runs one libmicrohttpd daemon (epoll, no internal thread)
/// on the shared listening socket, in the event loop of `workers.h`.
///
/// Why not libmicrohttpd's own thread pool: its epoll loop in 0.9.75 can stall a worker for the
/// whole connection timeout when 128, 256, … requests are ready together (`workers.h` says how).
/// The pool divided the connection limit between its workers; so does this.
///
/// `~Copyable`: `stop()` stops and frees the daemons, so a copy could stop them twice.
struct WorkerThreads: ~Copyable {
    /// Each daemon with the connection limit it was started with.
    private let daemons: [(daemon: OpaquePointer, connectionLimit: Int)]
    private let threads: [pthread_t]
    private let signals: UnsafeMutablePointer<scroll_mhd_worker_signals>

    /// Why the workers could not start (libmicrohttpd logs its own reasons to standard error).
    struct StartFailure: Error {
        let reason: String
    }

    /// Starts `count` daemons — `startDaemon(connectionLimit)` starts one — and then a thread for
    /// each. On failure, whatever started is stopped again before this throws.
    static func start(count: Int, connectionLimit: Int, startDaemon: (Int) -> OpaquePointer?)
        throws(StartFailure) -> WorkerThreads
    {
        let signals = UnsafeMutablePointer<scroll_mhd_worker_signals>.allocate(capacity: 1)
        signals.initialize(to: scroll_mhd_worker_signals(
            quiesce: eventfd(0, Int32(EFD_CLOEXEC)), stop: eventfd(0, Int32(EFD_CLOEXEC)), quiesced: 0))
        var daemons: [(daemon: OpaquePointer, connectionLimit: Int)] = []
        var threads: [pthread_t] = []
        func failing(_ reason: String) -> StartFailure {
            stop(daemons: daemons, threads: threads, signals: signals)
            return StartFailure(reason: reason)
        }
        guard signals.pointee.quiesce >= 0, signals.pointee.stop >= 0 else {
            throw failing("eventfd: \(String(cString: strerror(errno)))")
        }
        for worker in 0..<count {
            // The first `connectionLimit % count` workers take one connection more.
            let limit = connectionLimit / count + (worker < connectionLimit % count ? 1 : 0)
            guard let daemon = startDaemon(limit) else { throw failing("see the libmicrohttpd message above") }
            daemons.append((daemon, limit))
        }
        for (daemon, limit) in daemons {
            var thread = pthread_t()
            let error = scroll_mhd_start_worker(daemon, UInt32(clamping: limit), signals, &thread)
            guard error == 0 else { throw failing("worker thread: \(String(cString: strerror(error)))") }
            threads.append(thread)
        }
        return WorkerThreads(daemons: daemons, threads: threads, signals: signals)
    }

    private init(daemons: [(daemon: OpaquePointer, connectionLimit: Int)], threads: [pthread_t], signals: UnsafeMutablePointer<scroll_mhd_worker_signals>) {
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
        daemons: [(daemon: OpaquePointer, connectionLimit: Int)], threads: [pthread_t],
        signals: UnsafeMutablePointer<scroll_mhd_worker_signals>
    ) {
        if signals.pointee.stop >= 0 { _ = eventfd_write(signals.pointee.stop, 1) }
        for thread in threads { _ = pthread_join(thread, nil) }
        for (daemon, _) in daemons {
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
