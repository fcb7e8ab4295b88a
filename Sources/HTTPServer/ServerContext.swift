/// What every libmicrohttpd callback of one server needs, handed to C as an opaque pointer.
///
/// It is a class so that a single retained reference can travel through `void *` for the whole
/// life of the daemon; `HTTPServer` releases it only after `MHD_stop_daemon` has returned, when
/// no callback can run any more.
final class ServerContext: Sendable {
    let router: Router
    let maxBodyBytes: Int
    /// Requests whose handler has been entered but whose completion has not yet been reported;
    /// shutdown waits for this to reach zero so in-flight answers are not cut off. Counted per
    /// worker thread, inline here and padded off the cache line of the fields above (see
    /// `RequestCounter`), since every request writes it and reads those.
    let requestsInFlight = RequestCounter()

    init(router: Router, maxBodyBytes: Int) {
        self.router = router
        self.maxBodyBytes = maxBodyBytes
    }
}
