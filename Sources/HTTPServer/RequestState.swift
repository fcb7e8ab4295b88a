/// The state of one request between libmicrohttpd's calls into the access handler (reused by
/// the worker thread's next request: `RequestStatePool`).
///
/// libmicrohttpd calls the handler once when the head has arrived, once per chunk of body, and
/// once more with no data when the body is complete. This box carries what the first call learned
/// and the body read so far. Only the worker thread that owns the connection touches it.
final class RequestState {
    enum Phase {
        /// Head accepted; collecting the body for the handler of `admitted`.
        case receiving
        /// The head was rejected and there is no body: answer with this on the final call.
        /// (Queuing on the first call would make libmicrohttpd close a reusable connection.)
        case rejected(HTTPResponse)
        /// The body passed a limit (size or budget), and libmicrohttpd 0.9.75 takes no response
        /// mid-upload: the rest is read and dropped (up to a bound), then `answer` is sent.
        case discarding(droppedBytes: Int, answer: HTTPResponse)
        /// A response has been queued; nothing more to do.
        case answered
    }

    // Exclusivity is not checked at run time on these: every access is a plain read, write or
    // append in ConnectionCallbacks.swift or `reset`, made by the one thread that owns the
    // connection, and none spans another access to the same property. The checks the compiler
    // would otherwise keep (it cannot prove this across the `append` call) cost a runtime call
    // per access, several per request.
    @exclusivity(unchecked) var phase: Phase
    /// What the handler will need, while `phase` is `.receiving`. Kept apart from `phase` so that
    /// checking the phase copies (retains) none of it; taken, not copied, when the handler runs.
    @exclusivity(unchecked) var admitted: AdmittedRequest?
    @exclusivity(unchecked) var body: [UInt8]
    /// The header buffer of the thread's previous request, for this one's headers to be written
    /// into (see `RequestStatePool`): its capacity spares an allocation, as `body`'s does.
    @exclusivity(unchecked) var headerStorage: [UInt8] = []
    /// Bytes taken from the server's body budget for this request; returned on completion.
    @exclusivity(unchecked) var chargedBytes: Int


    // What the metrics and the access log report when the request completes.
    /// When the head arrived (`CLOCK_MONOTONIC` nanoseconds).
    @exclusivity(unchecked) var startNanoseconds: UInt64 = 0
    /// The matched route's index in the router, `nil` when none matched.
    @exclusivity(unchecked) var routeIndex: Int?
    /// The status of the answer queued, 0 until one is.
    @exclusivity(unchecked) var status = 0
    @exclusivity(unchecked) var bytesIn = 0
    @exclusivity(unchecked) var bytesOut = 0
    /// Sent back as `X-Request-Id` on the answer (a generated one as its number: no `String`).
    @exclusivity(unchecked) var requestID = RequestID.generated(0)
    /// Method and path for the access log; `nil` when it is off, so nothing is built for it, and
    /// freeing the state has no strings to release.
    @exclusivity(unchecked) var logged: (method: String, path: String)?

    /// A state no request has used: no answer pending (`.answered`), nothing admitted or
    /// charged, no body.
    init() {
        phase = .answered
        admitted = nil
        body = []
        chargedBytes = 0
    }

    /// The largest body or header buffer `reset` keeps for the next request (see
    /// `RequestStatePool`): 16 KiB, more than the usual query body, as much as libmicrohttpd's
    /// usual pool per connection (which holds a request's headers).
    static let keptBufferCapacity = ServerConfiguration.defaultConnectionMemoryBytes

    /// Back to `init()`'s state once a request has completed, but for the body and header
    /// buffers, kept for the next request when at most `keptBufferCapacity` bytes. (A buffer a
    /// handler still shares is not written again: emptying it allocates a new one. The header
    /// buffer is emptied when it is written next.)
    ///
    /// A field already in its reset state is left alone: assigning the large enums and optionals
    /// copies them whole (callgrind: ~150 instructions a request), and after an answered request
    /// the phase is `.answered` and the admitted request taken already.
    func reset() {
        if case .answered = phase {} else { phase = .answered }
        if admitted != nil { admitted = nil }
        if body.capacity <= Self.keptBufferCapacity {
            body.removeAll(keepingCapacity: true)
        } else {
            body = []
        }
        if headerStorage.capacity > Self.keptBufferCapacity { headerStorage = [] }
        chargedBytes = 0
        startNanoseconds = 0
        routeIndex = nil
        status = 0
        bytesIn = 0
        bytesOut = 0
        if case .echoed = requestID { requestID = .generated(0) }
        if logged != nil { logged = nil }
    }
}
