import Synchronization

/// What every libmicrohttpd callback of one server needs, handed to C as an opaque pointer.
///
/// A class, so that one reference can travel through libmicrohttpd for the life of the daemons
/// (the binding keeps it until every daemon has stopped).
final class ServerContext: Sendable {
    let router: Router
    let filters: [any RequestFilter]
    /// `!filters.isEmpty`, kept apart so the usual check reads a flag, not the shared array.
    let hasFilters: Bool
    let maxBodyBytes: Int
    /// Per-thread counters for `/metrics`, request ids.
    let metrics: MetricsStore
    let readiness: Readiness
    /// Whether each request's line is written to standard output (`AccessLog`).
    let accessLog: Bool
    /// Each worker thread's spare request state.
    let requestStates = RequestStatePool()
    /// Body bytes held by all requests together.
    let bodyBudget: BodyBudget
    /// The app's body for the server's refusals (`ServerConfiguration.refusalBody`).
    let refusalBody: RefusalBodyWriter

    /// Requests whose head has arrived but whose completion has not yet been reported; shutdown
    /// waits for this to reach zero so in-flight answers are not cut off. (Counted per worker
    /// thread in `metrics`, not in a shared atomic.)
    var requestsInFlight: Int {
        metrics.requestsInFlight()
    }

    init(router: Router, filters: [any RequestFilter] = [], maxBodyBytes: Int, maxBufferedBytes: Int,
         threads: Int = 1, readiness: Readiness = Readiness(), accessLog: Bool = false,
         refusalBody: @escaping RefusalBodyWriter) {
        self.router = router
        self.filters = filters
        self.hasFilters = !filters.isEmpty
        self.maxBodyBytes = maxBodyBytes
        self.metrics = MetricsStore(routeLabels: router.routes.map { ($0.method, $0.path) }, threads: threads)
        self.readiness = readiness
        self.accessLog = accessLog
        self.bodyBudget = BodyBudget(limit: maxBufferedBytes)
        self.refusalBody = refusalBody
    }

    /// The answer to `refusal`: its status and protocol headers, the app's body.
    func response(for refusal: Refusal) -> HTTPResponse {
        refusal.response(bodyFrom: refusalBody)
    }
}
