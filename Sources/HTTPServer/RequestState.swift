/// The state of one request between libmicrohttpd's calls into the access handler, owned by the
/// binding (`Binding/`), which lends it `inout` to the steps in `RequestState+*.swift`.
///
/// The head is admitted (`admit`), the body collected (`receive`), the handler run (`finish`),
/// and the figures counted once the request is over (`complete`). Only the worker thread that
/// owns the connection touches it. Reused by that thread's next request (`RequestStatePool`).
struct RequestState: ~Copyable {
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

    var phase: Phase = .answered
    /// What the handler will need, while `phase` is `.receiving`; taken, not copied, when it runs.
    var admitted: AdmittedRequest?
    var body: [UInt8] = []
    /// The header buffer of the thread's previous request, for this one's headers to be written
    /// into: its capacity spares an allocation, as `body`'s does.
    var headerStorage: [UInt8] = []
    /// Bytes taken from the server's body budget for this request; returned on completion.
    var chargedBytes = 0

    // What the metrics and the access log report when the request completes.
    /// When the head arrived (`CLOCK_MONOTONIC` nanoseconds).
    var startNanoseconds: UInt64 = 0
    /// The matched route's index in the router, `nil` when none matched.
    var routeIndex: Int?
    /// The status of the answer queued, 0 until one is.
    var status = 0
    var bytesIn = 0
    var bytesOut = 0
    /// The body of the answer queued, which libmicrohttpd sends from where it is: kept, unchanged,
    /// until the request has completed (see the binding's `queue`).
    var sentBody: [UInt8] = []
    /// Sent back as `X-Request-Id` on the answer.
    var requestID = RequestID.generated(0)
    /// Method and path for the access log; `nil` when it is off.
    var logged: (method: String, path: String)?

    /// A state no request has used: no answer pending (`.answered`), nothing admitted or
    /// charged, no body.
    init() {}

    /// The largest body or header buffer `reset` keeps for the next request: as much as
    /// libmicrohttpd's usual pool per connection.
    static let keptBufferCapacity = ServerConfiguration.defaultConnectionMemoryBytes

    /// Back to `init()`'s state once a request has completed, but for the body and header
    /// buffers, kept for the next request when at most `keptBufferCapacity` bytes.
    mutating func reset() {
        phase = .answered
        admitted = nil
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
        sentBody = []
        requestID = .generated(0)
        logged = nil
    }
}

/// What the binding does after a step of a request.
enum RequestStep {
    /// Go on reading (libmicrohttpd: `MHD_YES`).
    case proceed
    /// Queue this answer.
    case answer(HTTPResponse)
    /// Queue this answer mid-upload, then tell the state whether that worked
    /// (`RequestState.refusalQueued`).
    case refuse(HTTPResponse, droppedBytes: Int)
    /// Close the connection without an answer (libmicrohttpd: `MHD_NO`).
    case close
}
