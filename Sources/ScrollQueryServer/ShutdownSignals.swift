import Glibc

/// SIGINT and SIGTERM, received synchronously with `sigwait` instead of a signal handler.
///
/// The signals are blocked before the server starts so that every libmicrohttpd thread inherits
/// the mask: the signal then stays pending until the main thread takes it, and shutdown runs as
/// ordinary code (no async-signal-safety rules). SIGPIPE is blocked too, so a client that hangs up
/// mid-response can never kill the process.
struct ShutdownSignals {
    private var awaited = sigset_t()

    /// Blocks the signals for this thread and every thread started after it.
    static func block() -> ShutdownSignals {
        var signals = ShutdownSignals()
        sigemptyset(&signals.awaited)
        sigaddset(&signals.awaited, SIGINT)
        sigaddset(&signals.awaited, SIGTERM)
        var blocked = signals.awaited
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        return signals
    }

    /// Sleeps until SIGINT or SIGTERM arrives and returns its number.
    func wait() -> Int32 {
        var awaited = awaited
        var received: Int32 = 0
        while sigwait(&awaited, &received) != 0 {}
        return received
    }
}
