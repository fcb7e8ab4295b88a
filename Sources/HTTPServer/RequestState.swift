/// The state of one request between libmicrohttpd's calls into the access handler.
///
/// libmicrohttpd calls the handler once when the head has arrived, once per chunk of body, and
/// once more with no data when the body is complete. This box carries what the first call learned
/// and the body read so far. Only the worker thread that owns the connection touches it.
final class RequestState {
    enum Phase {
        /// Head accepted; collecting the body for `handler`.
        case receiving(method: String, path: String, contentType: String?, handler: Handler)
        /// The head was rejected and there is no body: answer with this on the final call.
        /// (Queuing on the first call would make libmicrohttpd close a reusable connection.)
        case rejected(HTTPResponse)
        /// The body grew past the limit, and libmicrohttpd 0.9.75 takes no response mid-upload:
        /// the rest is read and dropped (up to a bound), then 413 is sent.
        case discarding(droppedBytes: Int)
        /// A response has been queued; nothing more to do.
        case answered
    }

    var phase: Phase
    var body: [UInt8] = []

    init(phase: Phase) {
        self.phase = phase
    }
}
